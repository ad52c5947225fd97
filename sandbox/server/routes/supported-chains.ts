// GET /v1/supported-chains: the sandbox chains, as CAIP-2 ids.
import { json } from '../http.ts'
import { chainIds, type ApiRoute } from '../state.ts'

export const supportedChainsRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v1/supported-chains',
    // The JSON-RPC proxy is HTTP only: no WebSocket chains.
    handle: ({ state }) => json({ http: chainIds(state), ws: [] }, 200, { 'cache-control': 'public, max-age=86400' }),
  },
]
