// The ERC-4337 bundler route: POST /v1/bundler?chainId=…&bundler=pimlico.
// The API forwards the JSON-RPC body as it came to the chain's real bundler (alto, sandbox/bundler/)
// and answers what it answers, as the hosted API relays to Pimlico. A chain configured without one
// answers each call with a JSON-RPC error naming that, never a made-up result.
import { ApiError, isObject, json, parseJson, requiredParam } from '../http.ts'
import type { ApiRoute } from '../state.ts'
import { sandboxChain } from './rpc.ts'

/** How long the bundler may take to answer before the API gives up (its receipts poll is the caller's). */
export const BUNDLER_FORWARD_TIMEOUT_MS = 15_000

type Call = { jsonrpc?: string; id?: unknown; method?: unknown; params?: unknown }

export const bundlerRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/v1/bundler',
    async handle({ query, state, text }) {
      const chain = sandboxChain(state, requiredParam(query, 'chainId'))
      const bundler = query.get('bundler')
      if (bundler !== null && bundler !== 'pimlico') throw new ApiError(400, 'bundler_name', `Unsupported bundler name: ${bundler}`)
      const raw = await text()
      const body = parseJson(raw)
      const bundlerUrl = chain.config.bundlerUrl
      if (!bundlerUrl) {
        const refuse = (call: Call) => ({
          jsonrpc: '2.0',
          id: isObject(call) ? (call.id ?? null) : null,
          error: { code: -32603, message: `The sandbox has no bundler for chain ${chain.config.chainId}` },
        })
        return json(Array.isArray(body) ? body.map((call) => refuse(call as Call)) : refuse(body as Call))
      }
      // alto answers one call a request (a batch is refused as a whole), so a batch goes call by call
      if (Array.isArray(body)) return json(await Promise.all(body.map((call) => forward(bundlerUrl, chain.config.chainId, JSON.stringify(call)).then((answer) => answer.body))))
      const answer = await forward(bundlerUrl, chain.config.chainId, raw)
      return json(answer.body, answer.status)
    },
  },
]

async function forward(bundlerUrl: string, chainId: number, body: string): Promise<{ status: number; body: unknown }> {
  let response: Response
  try {
    response = await fetch(bundlerUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: AbortSignal.timeout(BUNDLER_FORWARD_TIMEOUT_MS) })
  } catch (error) {
    throw new ApiError(502, 'bundler', `The bundler of chain ${chainId} cannot be reached: ${(error as Error).message}`)
  }
  const text = await response.text()
  try {
    return { status: response.status, body: JSON.parse(text) }
  } catch {
    throw new ApiError(502, 'bundler', `The bundler of chain ${chainId} answered HTTP ${response.status} without JSON`)
  }
}
