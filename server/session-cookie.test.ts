import { describe, expect, it } from 'vitest'
import { createSessionCookie } from './session-cookie.ts'

const SECRET = 'a-test-secret-that-is-long-enough-32+'
type Session = { address: string; chainId: string }
const SESSION: Session = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 'eip155:1337' }

/** The `name=value` pair a browser sends back for a Set-Cookie header. */
const cookieOf = (setCookie: string) => setCookie.split(';')[0]!

describe('createSessionCookie', () => {
  it('writes an HttpOnly, Secure, SameSite=Lax cookie on / that reads back', async () => {
    const cookies = createSessionCookie<Session>({ secret: SECRET })
    const header = await cookies.serialize(SESSION, { maxAge: 3600 })
    expect(header).toMatch(/^portico_siwx=[\w-]+\.[\w-]+; Max-Age=3600; Path=\/; HttpOnly; SameSite=Lax; Secure$/)
    expect(await cookies.read(`other=1; ${cookieOf(header)}; more=2`)).toEqual(SESSION)
  })

  it('leaves Secure out when told (plain-http development hosts), and takes a name and path', async () => {
    const cookies = createSessionCookie<Session>({ secret: SECRET, secure: false, name: 'dapp', path: '/dapp' })
    const header = await cookies.serialize(SESSION, { maxAge: 60 })
    expect(header).toMatch(/^dapp=.*; Max-Age=60; Path=\/dapp; HttpOnly; SameSite=Lax$/)
    expect(cookies.clear()).toBe('dapp=; Max-Age=0; Path=/dapp; HttpOnly; SameSite=Lax')
  })

  it('reads no cookie, an empty header, or a cookie of another name as null', async () => {
    const cookies = createSessionCookie<Session>({ secret: SECRET })
    expect(await cookies.read(undefined)).toBeNull()
    expect(await cookies.read('')).toBeNull()
    expect(await cookies.read('portico_siwx_other=abc.def')).toBeNull()
  })

  it('reads a tampered value as null', async () => {
    const cookies = createSessionCookie<Session>({ secret: SECRET })
    const value = cookieOf(await cookies.serialize(SESSION, { maxAge: 60 })).split('=')[1]!
    const [body, mac] = value.split('.') as [string, string]
    const forged = Buffer.from(JSON.stringify({ session: { ...SESSION, address: '0x0000000000000000000000000000000000000001' }, expiresAt: Date.now() + 60_000 })).toString('base64url')
    expect(await cookies.read(`portico_siwx=${forged}.${mac}`)).toBeNull()
    const flipped = mac.startsWith('A') ? `B${mac.slice(1)}` : `A${mac.slice(1)}`
    expect(await cookies.read(`portico_siwx=${body}.${flipped}`)).toBeNull()
    expect(await cookies.read(`portico_siwx=${body}`)).toBeNull()
    expect(await cookies.read(`portico_siwx=${body}.${mac}.x`)).toBeNull()
    expect(await cookies.read(`portico_siwx=%%%.***`)).toBeNull()
  })

  it('reads a cookie made with another secret or under another name as null', async () => {
    const value = cookieOf(await createSessionCookie<Session>({ secret: `${SECRET}-other` }).serialize(SESSION, { maxAge: 60 })).split('=')[1]
    expect(await createSessionCookie<Session>({ secret: SECRET }).read(`portico_siwx=${value}`)).toBeNull()
    const renamed = cookieOf(await createSessionCookie<Session>({ secret: SECRET, name: 'elsewhere' }).serialize(SESSION, { maxAge: 60 })).split('=')[1]
    expect(await createSessionCookie<Session>({ secret: SECRET }).read(`portico_siwx=${renamed}`)).toBeNull()
  })

  it('reads an expired cookie as null, even when the browser still sends it', async () => {
    let clock = 1_000_000
    const cookies = createSessionCookie<Session>({ secret: SECRET, now: () => clock })
    const cookie = cookieOf(await cookies.serialize(SESSION, { maxAge: 10 }))
    clock += 9_999
    expect(await cookies.read(cookie)).toEqual(SESSION)
    clock += 1
    expect(await cookies.read(cookie)).toBeNull()
  })

  it('refuses a short secret, a bad name, a bad maxAge and a session too large for a cookie', async () => {
    expect(() => createSessionCookie({ secret: 'short' })).toThrow('secret must be at least 32 bytes, got 5')
    expect(() => createSessionCookie({ secret: SECRET, name: 'a b' })).toThrow('name "a b" is not a cookie name')
    const cookies = createSessionCookie<unknown>({ secret: SECRET })
    await expect(cookies.serialize(SESSION, { maxAge: 0 })).rejects.toThrow('maxAge must be a positive whole number of seconds, got 0')
    await expect(cookies.serialize({ big: 'x'.repeat(4000) }, { maxAge: 60 })).rejects.toThrow(/the session cookie would be \d+ bytes; browsers keep at most 4096/)
  })
})
