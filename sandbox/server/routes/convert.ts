// The convert (swap) endpoints (hosted-protocols.md §4.7, camelCase) over the fixed token and price
// table of tokens.ts. Gas prices come from the chain; quotes use the fixed prices. Transactions are
// built for SWAP_ROUTER_ADDRESS, where nothing is deployed yet (a later issue executes swaps).
import { encodeFunctionData, maxUint256, parseAbi } from 'viem'
import { rpc } from '../chain-index.ts'
import { ApiError, isObject, json, requiredParam } from '../http.ts'
import { imageUrl, type ApiRoute, type ApiState } from '../state.ts'
import { NATIVE_TOKEN_ADDRESS, parseCaip10, parseCaip2, SWAP_ROUTER_ADDRESS, tokensOnChain, type Token } from '../tokens.ts'
import { sandboxChain } from './rpc.ts'

const erc20Abi = parseAbi(['function approve(address spender, uint256 amount) returns (bool)', 'function allowance(address owner, address spender) view returns (uint256)'])
const routerAbi = parseAbi(['function swap(address srcToken, address dstToken, uint256 amount, uint256 minReturn, address receiver) payable returns (uint256)'])
/** Gas the sandbox estimates for a swap. */
const SWAP_GAS = 210_000n
const PRICE_SCALE = 10n ** 8n

/** A CAIP-10 token of the table on a sandbox chain; a 400 naming `field` otherwise. */
function tokenParam(state: ApiState, value: string | undefined, field: string): { token: Token; chainId: number; caip10: string } {
  const parsed = value ? parseCaip10(value) : undefined
  if (!parsed) throw new ApiError(400, field, `${field} must be a CAIP-10 address (eip155:<chain>:0x…), got ${JSON.stringify(value ?? null)}`)
  const chain = sandboxChain(state, `eip155:${parsed.chainId}`)
  const token = tokensOnChain(chain.config.tokens).find((entry) => entry.address.toLowerCase() === parsed.address.toLowerCase())
  if (!token) throw new ApiError(400, field, `Token not supported by the sandbox: ${value}`)
  return { token, chainId: parsed.chainId, caip10: `eip155:${parsed.chainId}:${token.address}` }
}

function amountParam(value: unknown): bigint {
  if (typeof value !== 'string' || !/^\d+$/.test(value) || BigInt(value) === 0n)
    throw new ApiError(400, 'amount', `amount must be a positive integer in base units, got ${JSON.stringify(value ?? null)}`)
  return BigInt(value)
}

/** How much of `to` the fixed prices give for `amount` base units of `from`. */
export function convertAmount(amount: bigint, from: Token, to: Token): bigint {
  const scaled = (usd: number) => BigInt(Math.round(usd * Number(PRICE_SCALE)))
  return (amount * scaled(from.usd) * 10n ** BigInt(to.decimals)) / (scaled(to.usd) * 10n ** BigInt(from.decimals))
}

async function gasPrice(state: ApiState, chainId: number): Promise<bigint> {
  return BigInt(await rpc<string>(state.chains.get(chainId)!.config.rpcUrl, 'eth_gasPrice'))
}

function sameChain(...chainIds: number[]) {
  if (new Set(chainIds).size > 1) throw new ApiError(400, 'to', '`from`, `to` and `userAddress` chain IDs must have the same value')
}

export const convertRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v1/convert/tokens',
    handle({ query, projectId, state }) {
      const chainId = requiredParam(query, 'chainId')
      const chain = state.chains.get(parseCaip2(chainId) ?? -1)
      if (!chain) return json({ tokens: [] })
      return json({
        tokens: tokensOnChain(chain.config.tokens).map((token) => ({
          name: token.name,
          symbol: token.symbol,
          address: `${chainId}:${token.address}`,
          decimals: token.decimals,
          logoUri: imageUrl(state, 'public/getTokenImage', token.symbol, projectId),
          eip2612: token.eip2612,
        })),
      })
    },
  },
  {
    method: 'GET',
    path: '/v1/convert/quotes',
    handle({ query, state }) {
      const amount = amountParam(query.get('amount') ?? undefined)
      const from = tokenParam(state, query.get('from') ?? undefined, 'from')
      const to = tokenParam(state, query.get('to') ?? undefined, 'to')
      sameChain(from.chainId, to.chainId)
      const toAmount = convertAmount(amount, from.token, to.token)
      return json({ quotes: [{ id: null, fromAmount: amount.toString(), fromAccount: from.caip10, toAmount: toAmount.toString(), toAccount: to.caip10 }] })
    },
  },
  {
    method: 'GET',
    path: '/v1/convert/allowance',
    async handle({ query, state }) {
      const token = tokenParam(state, query.get('tokenAddress') ?? undefined, 'tokenAddress')
      const user = parseCaip10(requiredParam(query, 'userAddress'))
      if (!user) throw new ApiError(400, 'userAddress', 'userAddress must be a CAIP-10 address')
      if (token.token.address === NATIVE_TOKEN_ADDRESS) return json({ allowance: maxUint256.toString() })
      // The router's allowance on the chain; no contract at the token's address yet means none.
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'allowance', args: [user.address as `0x${string}`, SWAP_ROUTER_ADDRESS] })
      const result = await rpc<string>(state.chains.get(token.chainId)!.config.rpcUrl, 'eth_call', [{ to: token.token.address, data }, 'latest']).catch(() => '0x')
      return json({ allowance: result.length === 66 ? BigInt(result).toString() : '0' })
    },
  },
  {
    method: 'GET',
    path: '/v1/convert/gas-price',
    async handle({ query, state }) {
      const chain = sandboxChain(state, requiredParam(query, 'chainId'))
      const price = await gasPrice(state, chain.config.chainId)
      return json({ standard: price.toString(), fast: ((price * 120n) / 100n).toString(), instant: ((price * 150n) / 100n).toString() })
    },
  },
  {
    method: 'GET',
    path: '/v1/convert/build-approve',
    async handle({ query, state }) {
      const from = tokenParam(state, query.get('from') ?? undefined, 'from')
      const to = tokenParam(state, query.get('to') ?? undefined, 'to')
      sameChain(from.chainId, to.chainId)
      if (from.token.address === NATIVE_TOKEN_ADDRESS) throw new ApiError(400, 'from', 'The native token needs no approval')
      const amountRaw = query.get('amount')
      const amount = amountRaw === null || amountRaw === '' ? maxUint256 : amountParam(amountRaw)
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SWAP_ROUTER_ADDRESS, amount] })
      // As on the hosted API: `from` echoes the token, `to` is the token contract the approval is sent to.
      return json({
        tx: { from: from.caip10, to: from.caip10, data, value: '0', eip155: { gasPrice: (await gasPrice(state, from.chainId)).toString() } },
      })
    },
  },
  {
    method: 'POST',
    path: '/v1/convert/build-transaction',
    project: { from: 'query-or-body' },
    async handle({ body, state }) {
      const input = await body()
      if (!isObject(input)) throw new ApiError(422, '', 'Deserialization error: expected {amount, from, to, userAddress, eip155}')
      const amount = amountParam(input.amount)
      const from = tokenParam(state, input.from as string | undefined, 'from')
      const to = tokenParam(state, input.to as string | undefined, 'to')
      const user = typeof input.userAddress === 'string' ? parseCaip10(input.userAddress) : undefined
      if (!user) throw new ApiError(400, 'userAddress', 'userAddress must be a CAIP-10 address')
      sameChain(from.chainId, to.chainId, user.chainId)
      const eip155 = input.eip155
      if (!isObject(eip155) || typeof eip155.slippage !== 'number' || eip155.slippage < 0 || eip155.slippage > 50)
        throw new ApiError(400, 'eip155', 'slippage parameter is necessary for this type of conversion (eip155.slippage, percent, 0 to 50)')
      const toAmount = convertAmount(amount, from.token, to.token)
      const minReturn = (toAmount * BigInt(Math.round((100 - eip155.slippage) * 100))) / 10_000n
      const data = encodeFunctionData({
        abi: routerAbi,
        functionName: 'swap',
        args: [from.token.address as `0x${string}`, to.token.address as `0x${string}`, amount, minReturn, user.address as `0x${string}`],
      })
      return json({
        tx: {
          from: `eip155:${user.chainId}:${user.address}`,
          to: `eip155:${from.chainId}:${SWAP_ROUTER_ADDRESS}`,
          data,
          // As on the hosted API: the amount the swap gives (of `to`).
          amount: toAmount.toString(),
          eip155: { gas: SWAP_GAS.toString(), gasPrice: (await gasPrice(state, from.chainId)).toString() },
        },
      })
    },
  },
]
