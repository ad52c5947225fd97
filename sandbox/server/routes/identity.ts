// GET /v1/identity/{address} (alias /v1/account/{address}/identity):
// the address's name from the sandbox name registry, and its avatar (null when none).
import { json } from '../http.ts'
import type { ApiRoute, ApiState } from '../state.ts'
import { pathAddress } from './balance.ts'

export type Identity = { name: string | null; avatar: string | null; resolvedAt: string }

function identity(state: ApiState, rawAddress: string): Identity {
  const [record] = state.names.byAddress(pathAddress(rawAddress))
  return { name: record?.name ?? null, avatar: record?.avatar ?? null, resolvedAt: new Date().toISOString() }
}

export const identityRoutes: ApiRoute[] = [
  { method: 'GET', path: '/v1/identity/:address', handle: ({ params, state }) => json(identity(state, params.address)) },
  { method: 'GET', path: '/v1/account/:address/identity', handle: ({ params, state }) => json(identity(state, params.address)) },
]
