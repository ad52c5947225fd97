// The ERC-4337 bundler route (hosted-protocols.md §4.2): POST /v1/bundler?chainId=…&bundler=pimlico.
// The sandbox has no bundler yet: receipts of unknown user operations are null (as on a real
// bundler), gas prices come from the chain, and sending user operations is refused.
import { rpc } from '../chain-index.ts'
import { ApiError, isObject, json, parseJson, requiredParam } from '../http.ts'
import type { ApiRoute } from '../state.ts'
import { sandboxChain } from './rpc.ts'

/** ERC-4337 EntryPoint v0.7 (the canonical deployment address). */
const ENTRY_POINT_V07 = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'

type Call = { jsonrpc?: string; id?: unknown; method?: unknown; params?: unknown }

export const bundlerRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/v1/bundler',
    async handle({ query, state, text }) {
      const chain = sandboxChain(state, requiredParam(query, 'chainId'))
      const bundler = query.get('bundler')
      if (bundler !== null && bundler !== 'pimlico') throw new ApiError(400, 'bundler_name', `Unsupported bundler name: ${bundler}`)

      const answer = async (call: Call) => {
        const base = { jsonrpc: '2.0', id: call.id ?? null }
        if (!isObject(call) || typeof call.method !== 'string') return { ...base, error: { code: -32600, message: 'Invalid request' } }
        switch (call.method) {
          case 'eth_getUserOperationReceipt':
          case 'eth_getUserOperationByHash':
            return { ...base, result: null }
          case 'eth_supportedEntryPoints':
            return { ...base, result: [ENTRY_POINT_V07] }
          case 'eth_chainId':
            return { ...base, result: `0x${chain.config.chainId.toString(16)}` }
          case 'pimlico_getUserOperationGasPrice': {
            const gasPrice = BigInt(await rpc<string>(chain.config.rpcUrl, 'eth_gasPrice'))
            const tier = (percent: bigint) => {
              const fee = `0x${((gasPrice * percent) / 100n).toString(16)}`
              return { maxFeePerGas: fee, maxPriorityFeePerGas: fee }
            }
            return { ...base, result: { slow: tier(100n), standard: tier(110n), fast: tier(125n) } }
          }
          default:
            return { ...base, error: { code: -32601, message: `The sandbox bundler does not support ${call.method}` } }
        }
      }

      const body = parseJson(await text())
      if (Array.isArray(body)) return json(await Promise.all(body.map((call) => answer(call as Call))))
      return json(await answer(body as Call))
    },
  },
]
