// GET /v1/identity/{address} (the account's name and avatar), cached 5 min per address.
import { isUnsupported, pathSegment, type ApiContext } from './api-context.ts'
import { answerObject, nullableString, readAnswer } from './response-schemas.ts'
import { createTimedCache } from './timed-cache.ts'

export interface Identity {
  name: string | null
  avatar: string | null
}

export interface GetIdentityParams {
  address: string
  /** The connected address, passed through as `sender`. */
  sender?: string
  /** The active network: when it is known to be unsupported, no request is made. */
  caipNetworkId?: string
}

export interface IdentityApi {
  /** The account's name and avatar; `{name: null, avatar: null}` on an unsupported network. Throws on a failed request. */
  getIdentity(params: GetIdentityParams): Promise<Identity>
  /** Drops the cached identity of an address (e.g. it just registered a name), so the next read asks the API. */
  forgetIdentity(address: string): void
}

/** EVM addresses are case-insensitive; other families keep their case. */
export const addressKey = (address: string) => (/^0x[0-9a-f]{40}$/i.test(address) ? address.toLowerCase() : address)

const IdentitySchema = answerObject({ name: nullableString, avatar: nullableString })

export function readIdentity(body: unknown): Identity {
  return readAnswer(IdentitySchema, body) ?? { name: null, avatar: null }
}

export function createIdentityApi(ctx: ApiContext): IdentityApi {
  const cache = createTimedCache(ctx.storage, 'identityCache', ctx.now)
  cache.prune()
  return {
    async getIdentity(params) {
      const key = addressKey(params.address)
      const cached = cache.get(key)
      if (cached) return readIdentity(cached.identity)
      if (await isUnsupported(ctx, params.caipNetworkId)) return { name: null, avatar: null }
      const identity = readIdentity(await ctx.http.get(`/v1/identity/${pathSegment(params.address)}`, { query: { sender: params.sender } }))
      cache.set(key, { identity })
      return identity
    },
    forgetIdentity: (address) => cache.delete(addressKey(address)),
  }
}
