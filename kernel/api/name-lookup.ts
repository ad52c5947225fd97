// GET /v1/profile/account/{name} (apiVersion 2): a *.reown.id name's profile. A kernel read because
// two plugins need it: Send resolves a typed name to its address, Names checks a name is free.
import { PorticoError } from '../errors/portico-error.ts'
import { isUnsupported, pathSegment, type ApiContext } from './api-context.ts'
import { HttpError } from './http.ts'
import { isObject, str, strOrNull } from './shapes.ts'

export interface NameProfile {
  /** The full name, zone included: `alice.reown.id`. */
  name: string
  registeredAt: string | null
  updatedAt: string | null
  /** e.g. `{ bio: 'hello' }` (the server's map; AppKit's array form is merged into one). */
  attributes: Record<string, string>
  /** Keyed by coin type as a string (`"60"`, `"2147483649"`). */
  addresses: Record<string, { address: string; createdAt: string | null }>
}

export interface NameLookupApi {
  /** The profile of a name, or undefined when it is not registered (or the network is unsupported). */
  lookupName(params: { name: string; sender?: string; caipNetworkId?: string }): Promise<NameProfile | undefined>
}

/** The profile API's answers name the API version they follow. */
export const PROFILE_API_VERSION = { apiVersion: 2 } as const

export function readNameProfile(body: unknown): NameProfile | undefined {
  if (!isObject(body)) return undefined
  const name = str(body.name)
  if (!name) return undefined
  const attributes: Record<string, string> = {}
  const rawAttributes = Array.isArray(body.attributes) ? body.attributes : [body.attributes]
  for (const group of rawAttributes) {
    if (!isObject(group)) continue
    for (const [k, v] of Object.entries(group)) if (typeof v === 'string') attributes[k] = v
  }
  const addresses: NameProfile['addresses'] = {}
  if (isObject(body.addresses)) {
    for (const [coin, entry] of Object.entries(body.addresses)) {
      if (!isObject(entry)) continue
      const address = str(entry.address)
      if (address) addresses[coin] = { address, createdAt: strOrNull(entry.created_at ?? entry.created) }
    }
  }
  return {
    name,
    registeredAt: strOrNull(body.registered_at ?? body.registeredAt),
    updatedAt: strOrNull(body.updated_at ?? body.updatedAt),
    attributes,
    addresses,
  }
}

/** A profile API failure: the server's first reason (an HttpError's details), else the call's own text. */
export function nameError(error: unknown, fallback: string): PorticoError {
  const description = error instanceof HttpError ? error.details : undefined
  return new PorticoError('NAME_ERROR', description || fallback, { cause: error })
}

export function createNameLookup(ctx: ApiContext): NameLookupApi {
  return {
    async lookupName({ name, sender, caipNetworkId }) {
      if (await isUnsupported(ctx, caipNetworkId)) return undefined
      try {
        const body = await ctx.http.get(`/v1/profile/account/${pathSegment(name)}`, { query: { ...PROFILE_API_VERSION, sender } })
        return readNameProfile(body) // `[]` (apiVersion 2's "not found") reads as undefined
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return undefined
        throw nameError(error, 'Error resolving name')
      }
    },
  }
}
