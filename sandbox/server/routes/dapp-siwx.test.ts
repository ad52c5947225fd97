// The sandbox dApp backend against the real server and a real anvil: a viem local account signs
// the message as a wallet would; the cookie travels as a browser would send it back.
import { ed25519 } from '@noble/curves/ed25519'
import { base58, utf8 } from '@scure/base'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatSiwxMessage } from '../../../kernel/siwx/message.ts'
import type { SiwxMessageData } from '../../../kernel/siwx/siwx.ts'
import { SOLANA_CHAINS } from '../../../testing/solana-chains.ts'
import { startTestApi, type TestApi } from '../test-support.ts'

const PAGE = 'http://127.0.0.1:5173'
let t: TestApi
beforeAll(async () => (t = await startTestApi({ chainIds: [1337] })), 30_000)
afterAll(() => t?.stop())

const account = privateKeyToAccount(generatePrivateKey())

function call(method: 'GET' | 'POST', path: string, { cookie, body, origin = PAGE }: { cookie?: string; body?: unknown; origin?: string | null } = {}) {
  const headers: Record<string, string> = {}
  if (origin) headers.origin = origin
  if (cookie) headers.cookie = cookie
  if (body !== undefined) headers['content-type'] = 'application/json'
  return fetch(`${t.api.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
}

async function nonce(): Promise<string> {
  const response = await call('GET', '/dapp/siwx/nonce')
  expect(response.status).toBe(200)
  const { nonce } = await response.json()
  expect(nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
  return nonce
}

const messageData = (nonce: string, patch: Partial<SiwxMessageData> = {}): SiwxMessageData => ({
  domain: '127.0.0.1:5173',
  accountAddress: account.address,
  uri: `${PAGE}/`,
  version: '1',
  chainId: 'eip155:1337',
  nonce,
  issuedAt: new Date().toISOString(),
  ...patch,
})

async function signIn(patch: Partial<SiwxMessageData> = {}) {
  const message = formatSiwxMessage(messageData(await nonce(), patch))
  const signature = await account.signMessage({ message })
  const response = await call('POST', '/dapp/siwx/verify', { body: { message, signature } })
  return { message, signature, response }
}

/** The cookie pair a browser sends back after this Set-Cookie. */
const cookieOf = (response: Response) => response.headers.get('set-cookie')!.split(';')[0]!

describe('the sandbox dApp backend', () => {
  it('signs in: nonce → signature → verify → HttpOnly cookie → protected 200 and the session listed', async () => {
    const { message, signature, response } = await signIn({ expirationTime: new Date(Date.now() + 3_600_000).toISOString() })
    expect(response.status).toBe(200)
    const { session } = await response.json()
    expect(session).toMatchObject({ address: account.address, chainId: 'eip155:1337', message, signature, data: { nonce: expect.any(String), accountAddress: account.address } })
    expect(Date.parse(session.expiresAt)).toBeLessThanOrEqual(Date.now() + 3_600_000)
    const setCookie = response.headers.get('set-cookie')!
    expect(setCookie).toMatch(/^portico_dapp_session=[^;]+; Max-Age=\d+; Path=\/dapp; HttpOnly; SameSite=Lax$/)

    const cookie = cookieOf(response)
    const protectedAnswer = await call('GET', '/dapp/protected', { cookie })
    expect(protectedAnswer.status).toBe(200)
    expect(await protectedAnswer.json()).toEqual({ address: account.address, chainId: 'eip155:1337', greeting: `Hello, ${account.address}` })

    const sessions = await (await call('GET', '/dapp/siwx/session', { cookie })).json()
    expect(sessions).toEqual({ sessions: [{ data: session.data, message, signature }] })
  })

  it('answers 401 UNAUTHENTICATED to the protected route without a cookie, or with a forged one', async () => {
    for (const cookie of [undefined, 'portico_dapp_session=eyJmb3JnZWQiOnRydWV9.AAAA']) {
      const response = await call('GET', '/dapp/protected', { cookie })
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Sign in first' } })
    }
    expect(await (await call('GET', '/dapp/siwx/session')).json()).toEqual({ sessions: [] })
  })

  it('refuses a nonce used once already', async () => {
    const first = await signIn()
    expect(first.response.status).toBe(200)
    const again = await call('POST', '/dapp/siwx/verify', { body: { message: first.message, signature: first.signature } })
    expect(again.status).toBe(401)
    expect((await again.json()).error).toMatchObject({ code: 'NONCE_MISMATCH', message: expect.stringContaining('already used') })
  })

  it('refuses a nonce it never issued, a message for another site and a signature of another key', async () => {
    const madeUp = formatSiwxMessage(messageData('neverIssued12345'))
    const unknown = await call('POST', '/dapp/siwx/verify', { body: { message: madeUp, signature: await account.signMessage({ message: madeUp }) } })
    expect(unknown.status).toBe(401)
    expect((await unknown.json()).error.code).toBe('NONCE_MISMATCH')

    const otherSite = await signIn({ domain: 'evil.example' })
    expect(otherSite.response.status).toBe(401)
    expect((await otherSite.response.json()).error).toEqual({ code: 'DOMAIN_MISMATCH', message: 'Domain mismatch: the message is for "evil.example", this site is "127.0.0.1:5173"' })

    const message = formatSiwxMessage(messageData(await nonce()))
    const stranger = privateKeyToAccount(generatePrivateKey())
    const forged = await call('POST', '/dapp/siwx/verify', { body: { message, signature: await stranger.signMessage({ message }) } })
    expect(forged.status).toBe(401)
    expect((await forged.json()).error.code).toBe('INVALID_SIGNATURE')
  })

  it('answers 400 for a chain that is not a sandbox chain, a body that is not a sign-in, and no Origin', async () => {
    const otherChain = await signIn({ chainId: 'eip155:1' })
    expect(otherChain.response.status).toBe(400)
    expect((await otherChain.response.json()).error.code).toBe('CHAIN_NOT_ALLOWED')
    const bad = await call('POST', '/dapp/siwx/verify', { body: { message: 42 } })
    expect(bad.status).toBe(400)
    expect((await bad.json()).error).toEqual({ code: 'INVALID_REQUEST', message: 'Expected a JSON body { "message": string, "signature": string } or { "cacao": object }' })
    const text = await call('POST', '/dapp/siwx/verify', { body: { message: 'hello', signature: '0x00' } })
    expect(text.status).toBe(400)
    expect((await text.json()).error.code).toBe('INVALID_MESSAGE')
    const noOrigin = await call('POST', '/dapp/siwx/verify', { body: { message: 'x', signature: 'y' }, origin: null })
    expect(noOrigin.status).toBe(400)
    expect((await noOrigin.json()).error.code).toBe('MISSING_ORIGIN')
  })

  it('signs in a Solana key on the sandbox cluster', async () => {
    const secret = ed25519.utils.randomSecretKey()
    const address = base58.encode(ed25519.getPublicKey(secret))
    const message = formatSiwxMessage(messageData(await nonce(), { chainId: SOLANA_CHAINS.sandbox, accountAddress: address }))
    const response = await call('POST', '/dapp/siwx/verify', { body: { message, signature: base58.encode(ed25519.sign(utf8.decode(message), secret)) } })
    expect(response.status).toBe(200)
    const answer = await call('GET', '/dapp/protected', { cookie: cookieOf(response) })
    expect(await answer.json()).toEqual({ address, chainId: SOLANA_CHAINS.sandbox, greeting: `Hello, ${address}` })
  })

  it('signs out: 204, the cookie cleared, and the protected route 401 again', async () => {
    const { response } = await signIn()
    const cookie = cookieOf(response)
    expect((await call('GET', '/dapp/protected', { cookie })).status).toBe(200)
    const signout = await call('POST', '/dapp/siwx/signout', { cookie })
    expect(signout.status).toBe(204)
    expect(signout.headers.get('set-cookie')).toBe('portico_dapp_session=; Max-Age=0; Path=/dapp; HttpOnly; SameSite=Lax')
    // The browser drops the cookie on Max-Age=0 and sends none.
    expect((await call('GET', '/dapp/protected')).status).toBe(401)
  })

  it('lets the page call with credentials: the exact origin echoed (never *), Allow-Credentials on answers and preflights', async () => {
    const preflight = await fetch(`${t.api.url}/dapp/siwx/verify`, {
      method: 'OPTIONS',
      headers: { origin: PAGE, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PAGE)
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    const answer = await call('GET', '/dapp/siwx/nonce')
    expect(answer.headers.get('access-control-allow-origin')).toBe(PAGE)
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true')
    // Other origins get no CORS grant; other routes keep theirs without credentials.
    const refused = await call('GET', '/dapp/siwx/nonce', { origin: 'https://evil.example' })
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()
    expect(refused.headers.get('access-control-allow-credentials')).toBeNull()
    const hosted = await fetch(`${t.api.url}/v1/supported-chains?projectId=test-project`, { headers: { origin: PAGE } })
    expect(hosted.headers.get('access-control-allow-credentials')).toBeNull()
  })
})
