// GET /v1/profile/account/{name} (apiVersion 2): a *.reown.id name's profile. A kernel read because
// two plugins need it: Send resolves a typed name to its address, Names checks a name is free.
import * as v from 'valibot'
import { PorticoError } from '../errors/portico-error.ts'
import { isUnsupported, pathSegment, type ApiContext } from './api-context.ts'
import { HttpError } from './http.ts'
import { answerObject, nullableString, readAnswer, requiredString, tolerantList, tolerantRecord } from './response-schemas.ts'

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

const NameAddressSchema = answerObject({ address: requiredString, created_at: nullableString, created: nullableString })

const NameProfileSchema = v.pipe(
  answerObject({
    name: requiredString,
    registered_at: nullableString,
    registeredAt: nullableString,
    updated_at: nullableString,
    updatedAt: nullableString,
    // the server's one map, or AppKit's list of maps: their string values, merged
    attributes: v.pipe(
      v.unknown(),
      v.transform((attributes) => (Array.isArray(attributes) ? attributes : [attributes])),
      tolerantList(tolerantRecord(v.string())),
      v.transform((groups): Record<string, string> => Object.assign({}, ...groups)),
    ),
    addresses: tolerantRecord(NameAddressSchema),
  }),
  v.transform(
    (body): NameProfile => ({
      name: body.name,
      registeredAt: body.registered_at ?? body.registeredAt,
      updatedAt: body.updated_at ?? body.updatedAt,
      attributes: body.attributes,
      addresses: Object.fromEntries(Object.entries(body.addresses).map(([coin, entry]) => [coin, { address: entry.address, createdAt: entry.created_at ?? entry.created }])),
    }),
  ),
)

export function readNameProfile(body: unknown): NameProfile | undefined {
  return readAnswer(NameProfileSchema, body)
}

/** A list of profiles, the malformed ones dropped; anything but a list reads as []. */
export function readNameProfiles(body: unknown): NameProfile[] {
  return readAnswer(tolerantList(NameProfileSchema), body) ?? []
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
