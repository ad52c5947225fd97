// Smart sessions (ERC-7715 permissions): GET /v1/sessions/{address},
// POST /v1/sessions/{address}/revoke, and POST /v1/sessions/{address} to create one (a hosted route
// AppKit does not call; tests and the embedded wallet use it to have something to list).
import { randomUUID } from 'node:crypto'
import { ApiError, isObject, json } from '../http.ts'
import type { ApiRoute } from '../state.ts'
import { pathAddress } from './balance.ts'

type Typed = { type: string; data: unknown }

export type Pci = {
  project: { id: string; name: string; url: string | null; iconUrl: string | null }
  pci: string
  /** Unix seconds. */
  expiry: number
  createdAt: number
  permissions: Typed[]
  policies: Typed[]
  context: string | null
  revokedAt: number | null
}

/** The sessions per account (checksummed plain address); at most 255 each, as on the hosted API. */
export class SessionStore {
  private byAddress = new Map<string, Pci[]>()

  list(address: string): Pci[] {
    return this.byAddress.get(address) ?? []
  }

  add(address: string, pci: Pci): void {
    const list = this.list(address)
    if (list.length >= 255) throw new ApiError(400, 'address', 'Too many sessions for this address (255)')
    this.byAddress.set(address, [...list, pci])
  }
}

function typedList(value: unknown, field: string): Typed[] {
  if (value === undefined) return []
  if (!Array.isArray(value) || !value.every((item) => isObject(item) && typeof item.type === 'string'))
    throw new ApiError(400, field, `${field} must be a list of {type, data}`)
  return value.map((item) => ({ type: item.type as string, data: (item as Typed).data ?? {} }))
}

export const sessionRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v1/sessions/:address',
    handle: ({ params, state }) => json({ pcis: state.sessions.list(pathAddress(params.address)) }),
  },
  {
    method: 'POST',
    path: '/v1/sessions/:address',
    async handle({ body, params, projectId, state }) {
      const address = pathAddress(params.address)
      const input = await body()
      if (!isObject(input)) throw new ApiError(422, '', 'Deserialization error: expected {expiry, signer, permissions, policies}')
      const now = Math.floor(Date.now() / 1000)
      if (typeof input.expiry !== 'number' || !Number.isInteger(input.expiry) || input.expiry <= now)
        throw new ApiError(400, 'expiry', 'expiry must be a future time in unix seconds')
      const permissions = typedList(input.permissions, 'permissions')
      if (permissions.length === 0) throw new ApiError(400, 'permissions', 'permissions must not be empty')
      const project = state.projects.find((p) => p.id === projectId)!
      const pci: Pci = {
        project: { id: project.id, name: project.name ?? project.id, url: null, iconUrl: null },
        pci: randomUUID(),
        expiry: input.expiry,
        createdAt: now,
        permissions,
        policies: typedList(input.policies, 'policies'),
        context: typeof input.context === 'string' ? input.context : null,
        revokedAt: null,
      }
      state.sessions.add(address, pci)
      return json({ pci: pci.pci })
    },
  },
  {
    method: 'POST',
    path: '/v1/sessions/:address/revoke',
    async handle({ body, params, state }) {
      const address = pathAddress(params.address)
      const input = await body()
      // The hosted API reads `pci` only; AppKit also sends a `signature`.
      const pciId = isObject(input) && typeof input.pci === 'string' ? input.pci : ''
      const pci = state.sessions.list(address).find((entry) => entry.pci === pciId)
      if (!pci) throw new ApiError(400, 'pci', `Permission for PCI is not found: ${pciId}`)
      if (pci.revokedAt !== null) throw new ApiError(400, 'pci', `Permission is revoked: ${pciId}`)
      pci.revokedAt = Math.floor(Date.now() / 1000)
      return { status: 200 }
    },
  },
]
