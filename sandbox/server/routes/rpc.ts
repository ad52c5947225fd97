// The JSON-RPC proxy: POST /v1?chainId=eip155:1337&projectId=… forwards
// the body (one call or a batch) to the sandbox chain's node and answers what the node answers.
import { ApiError, bytes, errorBody, json, requiredParam } from '../http.ts'
import type { ApiRoute, ApiState } from '../state.ts'
import { parseCaip2 } from '../tokens.ts'

/** The sandbox chain a CAIP-2 `chainId` names; a 400 (the hosted message) otherwise. */
export function sandboxChain(state: ApiState, chainId: string) {
  const chain = state.chains.get(parseCaip2(chainId) ?? -1)
  if (!chain) throw new ApiError(400, 'chainId', `We don't support the chainId you provided: ${chainId}`)
  return chain
}

export const rpcRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/v1',
    async handle({ query, state, text }) {
      const chain = sandboxChain(state, requiredParam(query, 'chainId'))
      let response: Response
      try {
        response = await fetch(chain.config.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: await text(),
          signal: AbortSignal.timeout(30_000),
        })
      } catch {
        return json(errorBody('transport', 'We failed to reach the provider for your request'), 503)
      }
      const answer = Buffer.from(await response.arrayBuffer())
      return { ...bytes(answer, response.headers.get('content-type') ?? 'application/json'), status: response.status }
    },
  },
  {
    method: 'GET',
    path: '/v1',
    // The hosted API takes WebSocket upgrades here; the sandbox proxy is HTTP only.
    handle: () => json(errorBody('', 'GET /v1 only accepts WebSocket upgrades (not served by the sandbox); POST JSON-RPC instead'), 426),
  },
]
