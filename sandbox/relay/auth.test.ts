import { encodeIss, generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { Core } from '@walletconnect/core'
import { describe, expect, it } from 'vitest'
import { normalizeRelayUrl, RelayAuthError, verifyRelayAuth } from './auth.ts'

const relayUrl = 'ws://127.0.0.1:4002'

function refusal(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(RelayAuthError)
    return (error as Error).message
  }
  throw new Error('the token was accepted')
}

describe('verifyRelayAuth', () => {
  it('accepts the JWT a real client core signs for its relay URL, and returns its did:key', async () => {
    const core = new Core({ projectId: 'test-project', relayUrl, customStoragePrefix: `auth-test-${Math.random()}` })
    await core.crypto.init()
    const token = await core.crypto.signJWT(relayUrl)
    const claims = verifyRelayAuth({ token, audiences: [relayUrl] })
    expect(claims.iss).toBe(await core.crypto.getClientId())
    expect(claims.aud).toBe(relayUrl)
  })

  it('accepts a relay-auth JWT with a trailing slash or query on either side', async () => {
    const token = await signJWT('sub', `${relayUrl}/`, 60, generateKeyPair())
    expect(verifyRelayAuth({ token, audiences: [relayUrl] }).aud).toBe(`${relayUrl}/`)
    expect(verifyRelayAuth({ token: await signJWT('sub', relayUrl, 60, generateKeyPair()), audiences: [`${relayUrl}/?x=1`] }).sub).toBe('sub')
  })

  it('refuses a bad signature, another key, a wrong aud, an expired token, and garbage', async () => {
    const keyPair = generateKeyPair()
    const token = await signJWT('sub', relayUrl, 60, keyPair)
    const [header, payload, signature] = token.split('.')
    const flipped = Buffer.from(signature, 'base64url')
    flipped[0] ^= 1
    expect(refusal(() => verifyRelayAuth({ token: `${header}.${payload}.${flipped.toString('base64url')}`, audiences: [relayUrl] }))).toBe(
      'auth JWT signature does not verify against the iss key',
    )
    const other = (await signJWT('sub', relayUrl, 60, generateKeyPair())).split('.')
    expect(refusal(() => verifyRelayAuth({ token: `${header}.${other[1]}.${signature}`, audiences: [relayUrl] }))).toMatch(/signature does not verify/)

    const wrongAud = await signJWT('sub', 'wss://relay.walletconnect.org', 60, keyPair)
    expect(refusal(() => verifyRelayAuth({ token: wrongAud, audiences: [relayUrl] }))).toBe(
      `auth JWT aud "wss://relay.walletconnect.org" is not this relay (${relayUrl})`,
    )
    const otherPort = await signJWT('sub', 'ws://127.0.0.1:4003', 60, keyPair)
    expect(refusal(() => verifyRelayAuth({ token: otherPort, audiences: [relayUrl] }))).toMatch(/aud/)

    const issuedAt = Math.floor(Date.now() / 1000) - 120
    const expired = await signJWT('sub', relayUrl, 60, keyPair, issuedAt)
    expect(refusal(() => verifyRelayAuth({ token: expired, audiences: [relayUrl] }))).toMatch(/^auth JWT expired at /)
    expect(verifyRelayAuth({ token: expired, audiences: [relayUrl], now: (issuedAt + 30) * 1000 }).sub).toBe('sub')

    expect(refusal(() => verifyRelayAuth({ token: undefined, audiences: [relayUrl] }))).toBe('missing auth JWT (query parameter "auth")')
    expect(refusal(() => verifyRelayAuth({ token: 'a.b', audiences: [relayUrl] }))).toBe('auth JWT must have three dot-separated parts')
    expect(refusal(() => verifyRelayAuth({ token: 'a.b.c', audiences: [relayUrl] }))).toBe('auth JWT is not base64url JSON')
    const noneAlg = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`
    expect(refusal(() => verifyRelayAuth({ token: noneAlg, audiences: [relayUrl] }))).toBe('auth JWT alg must be EdDSA, got "none"')
    const badIss = `${header}.${Buffer.from(JSON.stringify({ iss: 'did:key:zQ3abc', aud: relayUrl, exp: 9e9 })).toString('base64url')}.${signature}`
    expect(refusal(() => verifyRelayAuth({ token: badIss, audiences: [relayUrl] }))).toMatch(/^auth JWT iss: /)
  })

  it('reads the did:key back as relay-auth encoded it, for keys from any seed (all zero bytes included)', async () => {
    for (const seed of [new Uint8Array(32), Uint8Array.from({ length: 32 }, (_, i) => (i < 2 ? 0 : i))]) {
      const keyPair = generateKeyPair(seed)
      const claims = verifyRelayAuth({ token: await signJWT('sub', relayUrl, 60, keyPair), audiences: [relayUrl] })
      expect(claims.iss).toBe(encodeIss(keyPair.publicKey))
    }
  })

  it('normalizes URLs for the aud comparison', () => {
    expect(normalizeRelayUrl('ws://127.0.0.1:4002/?projectId=x')).toBe('ws://127.0.0.1:4002')
    expect(normalizeRelayUrl('wss://relay.example/path//')).toBe('wss://relay.example/path')
  })
})
