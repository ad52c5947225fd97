// The relay's check of a client's auth JWT (the `auth` query parameter of the WebSocket upgrade):
// EdDSA over `header.payload` with the Ed25519 key of the `iss` did:key, `aud` = this relay's URL,
// `exp` not passed. The same token @walletconnect/relay-auth's signJWT produces; its decodeJWT and
// decodeIss read the token and the did:key (its verifyJWT checks neither aud nor exp, and is async).
import { decodeIss, decodeJWT } from '@walletconnect/relay-auth'
import { createPublicKey, verify } from 'node:crypto'

export type VerifyRelayAuthParameters = {
  /** The JWT. */
  token: string | null | undefined
  /** URLs the client may have been configured with (aud); compared without query or trailing slashes. */
  audiences: readonly string[]
  /** Milliseconds since the epoch; default Date.now(). */
  now?: number
}

export type RelayAuthClaims = { iss: string; sub: string; aud: string; iat: number; exp: number }

/** Why a token was refused; `message` is sent to the client with HTTP 401. */
export class RelayAuthError extends Error {
  override name = 'RelayAuthError'
}

/** A URL without query, fragment or trailing slashes, for comparing `aud`. */
export function normalizeRelayUrl(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, '')}`
  } catch {
    return url.split(/[?#]/)[0].replace(/\/+$/, '')
  }
}

/** The token's claims if it is valid; throws a RelayAuthError naming the problem otherwise. */
export function verifyRelayAuth({ token, audiences, now = Date.now() }: VerifyRelayAuthParameters): RelayAuthClaims {
  if (!token) throw new RelayAuthError('missing auth JWT (query parameter "auth")')
  const parts = token.split('.')
  if (parts.length !== 3) throw new RelayAuthError('auth JWT must have three dot-separated parts')
  let decoded: ReturnType<typeof decodeJWT>
  try {
    decoded = decodeJWT(token)
  } catch {
    throw new RelayAuthError('auth JWT is not base64url JSON')
  }
  const header: Record<string, unknown> = isObject(decoded.header) ? decoded.header : {}
  if (header.alg !== 'EdDSA') throw new RelayAuthError(`auth JWT alg must be EdDSA, got ${JSON.stringify(header.alg)}`)
  const payload: Record<string, unknown> = isObject(decoded.payload) ? decoded.payload : {}
  const { iss, sub, aud, iat, exp } = payload
  if (typeof iss !== 'string') throw new RelayAuthError('auth JWT has no iss')
  if (typeof aud !== 'string') throw new RelayAuthError('auth JWT has no aud')
  if (typeof exp !== 'number') throw new RelayAuthError('auth JWT has no exp')

  let publicKey: Uint8Array
  try {
    publicKey = decodeIss(iss)
  } catch (error) {
    throw new RelayAuthError(`auth JWT iss: ${(error as Error).message}`)
  }
  const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') }, format: 'jwk' })
  const signature = Buffer.from(decoded.signature)
  if (signature.length !== 64 || !verify(null, decoded.data, key, signature))
    throw new RelayAuthError('auth JWT signature does not verify against the iss key')

  const expected = audiences.map(normalizeRelayUrl)
  if (!expected.includes(normalizeRelayUrl(aud)))
    throw new RelayAuthError(`auth JWT aud "${aud}" is not this relay (${audiences[0]})`)
  if (exp * 1000 <= now) throw new RelayAuthError(`auth JWT expired at ${new Date(exp * 1000).toISOString()}`)
  return { iss, sub: typeof sub === 'string' ? sub : '', aud, iat: typeof iat === 'number' ? iat : 0, exp }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
