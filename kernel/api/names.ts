// The *.reown.id profile service (/v1/profile/...): lookup, reverse lookup (cached 5 min in the ENS
// cache), suggestions and registration. An error carries the service's first reason, else a fixed
// text ('Error resolving name', 'Error registering name {name}', ...).
import { PorticoError } from '../errors/portico-error.ts'
import { isUnsupported, segment, type ApiContext } from './api-context.ts'
import { firstReason, HttpError } from './http.ts'
import { addressKey } from './identity.ts'
import { bool, isObject, listOf, str, strOrNull } from './shapes.ts'
import { createTimedCache } from './timed-cache.ts'

export const NAME_ZONE = 'reown.id'

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

export interface NameSuggestion {
  name: string
  registered: boolean
}

export interface RegisterNameParams {
  /** The full name, zone included. */
  name: string
  address: string
  /** The EVM chain id the signature is made on; the coin type is derived from it (ENSIP-11). */
  chainId: number
  /** Signs the exact message text (personal_sign by `address`). */
  signMessage(message: string): Promise<string>
}

export interface NamesApi {
  /** The profile of a name, or undefined when it is not registered. */
  lookupName(params: { name: string; sender?: string; caipNetworkId?: string }): Promise<NameProfile | undefined>
  /** The names of an address (cached 5 min, persisted); [] on an unsupported network. */
  reverseLookupName(params: { address: string; sender?: string; caipNetworkId?: string }): Promise<NameProfile[]>
  /** The first suggestion is the exact name in the zone; [] on an unsupported network. */
  getNameSuggestions(params: { name: string; caipNetworkId?: string }): Promise<{ suggestions: NameSuggestion[] }>
  /** Signs and registers the name; the registered profile. */
  registerName(params: RegisterNameParams): Promise<NameProfile>
}

const MAX_EVM_CHAIN_ID = 2 ** 31
/** SLIP-44's coin type of Ether: ENSIP-11 keeps it for Ethereum mainnet. */
export const ETHEREUM_COIN_TYPE = 60

/**
 * ENSIP-11 coin type of an EVM chain: 60 for Ethereum mainnet, `0x80000000 | chainId` for every
 * other chain (the chain id must be below 2^31).
 */
export function evmCoinType(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 1 || chainId >= MAX_EVM_CHAIN_ID) {
    throw new PorticoError('INVALID_CHAIN_ID', 'Chain is not supported', { details: `chain id ${chainId} cannot become a coin type (it must be from 1 to 2^31 - 1)` })
  }
  if (chainId === 1) return ETHEREUM_COIN_TYPE
  return (0x80000000 | chainId) >>> 0
}

/** The exact signed text: `{"name":…,"attributes":{},"timestamp":<unix seconds>}` in this key order. */
export function nameRegistrationMessage(name: string, timestampMs: number): string {
  return JSON.stringify({ name, attributes: {}, timestamp: Math.floor(timestampMs / 1000) })
}

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

const readSuggestion = (entry: unknown): NameSuggestion | undefined => {
  if (!isObject(entry)) return undefined
  const name = str(entry.name)
  return name ? { name, registered: bool(entry.registered) ?? false } : undefined
}

/** The first reason's description, else the fallback text. */
function nameError(error: unknown, fallback: string): PorticoError {
  const description = error instanceof HttpError ? (firstReason(error.body) ?? error.details) : undefined
  return new PorticoError('NAME_ERROR', description || fallback, { cause: error })
}

export function createNamesApi(ctx: ApiContext): NamesApi {
  const ens = createTimedCache(ctx.storage, 'ensCache', ctx.now)
  ens.prune()
  // the identity API answers with the address's name too: a registration makes its entry stale
  const identities = createTimedCache(ctx.storage, 'identityCache', ctx.now)
  const v2 = { apiVersion: 2 }

  return {
    async lookupName({ name, sender, caipNetworkId }) {
      if (await isUnsupported(ctx, caipNetworkId)) return undefined
      try {
        const body = await ctx.http.get(`/v1/profile/account/${segment(name)}`, { query: { ...v2, sender } })
        return readNameProfile(body) // `[]` (apiVersion 2's "not found") reads as undefined
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return undefined
        throw nameError(error, 'Error resolving name')
      }
    },
    async reverseLookupName({ address, sender, caipNetworkId }) {
      const key = addressKey(address)
      const cached = ens.get(key)
      if (cached) return listOf(cached.ens, readNameProfile)
      if (await isUnsupported(ctx, caipNetworkId)) return []
      let names: NameProfile[]
      try {
        const body = await ctx.http.get(`/v1/profile/reverse/${segment(address)}`, { query: { ...v2, sender } })
        names = listOf(body, readNameProfile)
      } catch (error) {
        if (!(error instanceof HttpError && error.status === 404)) throw nameError(error, 'Error fetching names for address')
        names = []
      }
      ens.set(key, { address: key, ens: names })
      return names
    },
    async getNameSuggestions({ name, caipNetworkId }) {
      if (await isUnsupported(ctx, caipNetworkId)) return { suggestions: [] }
      try {
        const body = await ctx.http.get(`/v1/profile/suggestions/${segment(name)}`, { query: { zone: NAME_ZONE } })
        return { suggestions: isObject(body) ? listOf(body.suggestions, readSuggestion) : [] }
      } catch (error) {
        throw nameError(error, 'Error fetching name suggestions')
      }
    },
    async registerName({ name, address, chainId, signMessage }) {
      const coinType = evmCoinType(chainId)
      const message = nameRegistrationMessage(name, ctx.now())
      const signature = await signMessage(message)
      let body: unknown
      try {
        // Blockchain API queries carry projectId, st and sv, this POST's too (the signature
        // authenticates the name; the query says which project and SDK sent it)
        body = await ctx.http.post('/v1/profile/account', { coin_type: coinType, address, message, signature }, { common: true })
      } catch (error) {
        throw nameError(error, `Error registering name ${name}`)
      }
      ens.delete(addressKey(address))
      identities.delete(addressKey(address))
      const profile = readNameProfile(body)
      if (!profile) throw new PorticoError('NAME_ERROR', `Error registering name ${name}`, { details: 'the answer was not a profile' })
      return profile
    },
  }
}
