// The *.reown.id names this plugin offers beyond the kernel's lookup: reverse lookup (cached 5 min in
// the ENS cache), suggestions and registration. A failure carries the server's first reason, else
// the call's own text.
import * as v from 'valibot'
import {
  addressKey,
  createTimedCache,
  evmCoinType,
  isUnsupported,
  nameError,
  pathSegment,
  PorticoError,
  PROFILE_API_VERSION,
  readAnswer,
  readNameProfile,
  readNameProfiles,
  responseSchemas,
  HttpError,
  type ApiContext,
  type IdentityApi,
  type NameProfile,
} from 'portico'

const { answerObject, optionalBoolean, requiredString, tolerantList } = responseSchemas

export const NAME_ZONE = 'reown.id'

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
  /** The names of an address (cached 5 min, persisted); [] on an unsupported network. */
  reverseLookupName(params: { address: string; sender?: string; caipNetworkId?: string }): Promise<NameProfile[]>
  /** The first suggestion is the exact name in the zone; [] on an unsupported network. */
  getNameSuggestions(params: { name: string; caipNetworkId?: string }): Promise<{ suggestions: NameSuggestion[] }>
  /** Signs and registers the name; the registered profile. */
  registerName(params: RegisterNameParams): Promise<NameProfile>
}

/** The exact signed text: `{"name":…,"attributes":{},"timestamp":<unix seconds>}` in this key order. */
export function nameRegistrationMessage(name: string, timestampMs: number): string {
  return JSON.stringify({ name, attributes: {}, timestamp: Math.floor(timestampMs / 1000) })
}

const SuggestionsSchema = answerObject({
  suggestions: tolerantList(
    v.pipe(
      answerObject({ name: requiredString, registered: optionalBoolean }),
      v.transform((entry): NameSuggestion => ({ name: entry.name, registered: entry.registered ?? false })),
    ),
  ),
})

/**
 * `identity`: the kernel's identity reads, which answer with an address's name too: a registration
 * makes their cached entry stale.
 */
export function createNamesApi(ctx: ApiContext, identity: Pick<IdentityApi, 'forgetIdentity'>): NamesApi {
  const ens = createTimedCache(ctx.storage, 'ensCache', ctx.now)
  ens.prune()

  return {
    async reverseLookupName({ address, sender, caipNetworkId }) {
      const key = addressKey(address)
      const cached = ens.get(key)
      if (cached) return readNameProfiles(cached.ens)
      if (await isUnsupported(ctx, caipNetworkId)) return []
      let names: NameProfile[]
      try {
        const body = await ctx.http.get(`/v1/profile/reverse/${pathSegment(address)}`, { query: { ...PROFILE_API_VERSION, sender } })
        names = readNameProfiles(body)
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
        const body = await ctx.http.get(`/v1/profile/suggestions/${pathSegment(name)}`, { query: { zone: NAME_ZONE } })
        return { suggestions: readAnswer(SuggestionsSchema, body)?.suggestions ?? [] }
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
        // the common query too, as every Blockchain API query carries it (the signature authenticates
        // the name; the query says which project and SDK sent it)
        body = await ctx.http.post('/v1/profile/account', { coin_type: coinType, address, message, signature }, { identify: 'common' })
      } catch (error) {
        throw nameError(error, `Error registering name ${name}`)
      }
      ens.delete(addressKey(address))
      identity.forgetIdentity(address)
      const profile = readNameProfile(body)
      if (!profile) throw new PorticoError('NAME_ERROR', `Error registering name ${name}`, { details: 'the answer was not a profile' })
      return profile
    },
  }
}
