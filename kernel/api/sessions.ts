// Smart sessions, ERC-7715 permissions: list, and revoke (a POST naming the project by projectId alone).
import { networkOfCaipAddress as networkOf } from '../caip/caip.ts'
import { isUnsupported, pathSegment, type ApiContext } from './api-context.ts'
import { isObject, listOf, num, str, strOrNull } from './shapes.ts'

export interface SmartSession {
  project: { id: string; name: string; url: string | null; iconUrl: string | null }
  /** The permission context id. */
  pci: string
  /** Unix seconds. */
  expiry: number
  createdAt: number
  permissions: { type: string; data: unknown }[]
  policies: { type: string; data: unknown }[]
  context: string | null
  revokedAt: number | null
}

export interface SessionsApi {
  /** The sessions of a CAIP-10 account; `{pcis: []}` on an unsupported network. Throws on a failed request. */
  getSessions(params: { caipAddress: string }): Promise<{ pcis: SmartSession[] }>
  /** `{success: false}` on an unsupported network. Throws on a failed request. */
  revokeSession(params: { caipAddress: string; pci: string; signature: string }): Promise<{ success: boolean }>
}

const readTyped = (e: unknown) => (isObject(e) && str(e.type) ? { type: str(e.type)!, data: e.data ?? null } : undefined)

export function readSmartSession(e: unknown): SmartSession | undefined {
  if (!isObject(e)) return undefined
  const pci = str(e.pci)
  const expiry = num(e.expiry)
  if (!pci || expiry === undefined) return undefined
  const p = isObject(e.project) ? e.project : {}
  return {
    project: { id: str(p.id) ?? '', name: str(p.name) ?? '', url: strOrNull(p.url), iconUrl: strOrNull(p.iconUrl) },
    pci,
    expiry,
    createdAt: num(e.createdAt) ?? 0,
    permissions: listOf(e.permissions, readTyped),
    policies: listOf(e.policies, readTyped),
    context: strOrNull(e.context),
    revokedAt: num(e.revokedAt) ?? null,
  }
}

export function createSessionsApi(ctx: ApiContext): SessionsApi {
  return {
    async getSessions({ caipAddress }) {
      if (await isUnsupported(ctx, networkOf(caipAddress))) return { pcis: [] }
      const body = await ctx.http.get(`/v1/sessions/${pathSegment(caipAddress)}`)
      // the server answers {pcis}; AppKit's type also allows the bare list
      return { pcis: listOf(isObject(body) ? body.pcis : body, readSmartSession) }
    },
    async revokeSession({ caipAddress, pci, signature }) {
      if (await isUnsupported(ctx, networkOf(caipAddress))) return { success: false }
      // the server answers 200 with an empty body
      await ctx.http.post(`/v1/sessions/${pathSegment(caipAddress)}/revoke`, { pci, signature }, { identify: 'projectId' })
      return { success: true }
    },
  }
}
