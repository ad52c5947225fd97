// The relay's check of a client's auth JWT (the `auth` query parameter of the WebSocket upgrade):
// EdDSA over `header.payload` with the Ed25519 key of the `iss` did:key, `aud` = this relay's URL,
// `exp` not passed. The same token @walletconnect/relay-auth's signJWT produces.
import { createPublicKey, verify } from 'node:crypto'
import { decodeEd25519DidKey } from './did-key.ts'

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

function decodeSegment(segment: string, what: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'))
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>
  } catch {}
  throw new RelayAuthError(`auth JWT ${what} is not base64url JSON`)
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
  const [headerPart, payloadPart, signaturePart] = parts
  const header = decodeSegment(headerPart, 'header')
  if (header.alg !== 'EdDSA') throw new RelayAuthError(`auth JWT alg must be EdDSA, got ${JSON.stringify(header.alg)}`)
  const payload = decodeSegment(payloadPart, 'payload')
  const { iss, sub, aud, iat, exp } = payload
  if (typeof iss !== 'string') throw new RelayAuthError('auth JWT has no iss')
  if (typeof aud !== 'string') throw new RelayAuthError('auth JWT has no aud')
  if (typeof exp !== 'number') throw new RelayAuthError('auth JWT has no exp')

  let publicKey: Uint8Array
  try {
    publicKey = decodeEd25519DidKey(iss)
  } catch (error) {
    throw new RelayAuthError(`auth JWT iss: ${(error as Error).message}`)
  }
  const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') }, format: 'jwk' })
  const signature = Buffer.from(signaturePart, 'base64url')
  if (signature.length !== 64 || !verify(null, Buffer.from(`${headerPart}.${payloadPart}`), key, signature))
    throw new RelayAuthError('auth JWT signature does not verify against the iss key')

  const expected = audiences.map(normalizeRelayUrl)
  if (!expected.includes(normalizeRelayUrl(aud)))
    throw new RelayAuthError(`auth JWT aud "${aud}" is not this relay (${audiences[0]})`)
  if (exp * 1000 <= now) throw new RelayAuthError(`auth JWT expired at ${new Date(exp * 1000).toISOString()}`)
  return { iss, sub: typeof sub === 'string' ? sub : '', aud, iat: typeof iat === 'number' ? iat : 0, exp }
}
