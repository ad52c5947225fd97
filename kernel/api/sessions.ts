// Smart sessions, ERC-7715 permissions: list, and revoke (a POST naming the project by projectId alone).
import { networkOfCaipAddress as networkOf } from '../caip/caip.ts'
import { isUnsupported, pathSegment, type ApiContext } from './api-context.ts'
import * as v from 'valibot'
import { answerObject, nullableString, optionalNumber, optionalString, readAnswer, requiredString, tolerantList } from './response-schemas.ts'

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

const TypedSchema = v.pipe(
  answerObject({ type: requiredString, data: v.optional(v.unknown()) }),
  v.transform((e) => ({ type: e.type, data: e.data ?? null })),
)

const SmartSessionSchema = v.pipe(
  answerObject({
    project: v.fallback(answerObject({ id: optionalString, name: optionalString, url: nullableString, iconUrl: nullableString }), { url: null, iconUrl: null }),
    pci: requiredString,
    expiry: v.pipe(v.number(), v.finite()),
    createdAt: optionalNumber,
    permissions: tolerantList(TypedSchema),
    policies: tolerantList(TypedSchema),
    context: nullableString,
    revokedAt: optionalNumber,
  }),
  v.transform(
    (e): SmartSession => ({
      project: { id: e.project.id ?? '', name: e.project.name ?? '', url: e.project.url, iconUrl: e.project.iconUrl },
      pci: e.pci,
      expiry: e.expiry,
      createdAt: e.createdAt ?? 0,
      permissions: e.permissions,
      policies: e.policies,
      context: e.context,
      revokedAt: e.revokedAt ?? null,
    }),
  ),
)

export function readSmartSession(e: unknown): SmartSession | undefined {
  return readAnswer(SmartSessionSchema, e)
}

const SessionListSchema = tolerantList(SmartSessionSchema)

export function createSessionsApi(ctx: ApiContext): SessionsApi {
  return {
    async getSessions({ caipAddress }) {
      if (await isUnsupported(ctx, networkOf(caipAddress))) return { pcis: [] }
      const body = await ctx.http.get(`/v1/sessions/${pathSegment(caipAddress)}`)
      // the server answers {pcis}; AppKit's type also allows the bare list
      const list = readAnswer(answerObject({ pcis: v.unknown() }), body)?.pcis ?? body
      return { pcis: readAnswer(SessionListSchema, list) ?? [] }
    },
    async revokeSession({ caipAddress, pci, signature }) {
      if (await isUnsupported(ctx, networkOf(caipAddress))) return { success: false }
      // the server answers 200 with an empty body
      await ctx.http.post(`/v1/sessions/${pathSegment(caipAddress)}/revoke`, { pci, signature }, { identify: 'projectId' })
      return { success: true }
    },
  }
}
