// The social and Farcaster pages and API actions over real HTTP, with the frame's real auth store.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAuthStore } from './auth-store.ts'
import { createSocialLogin, RESULT_LIFETIME_MS } from './social-routes.ts'

const DAPP = 'http://127.0.0.1:5173'
let clock = 1_000_000
const auth = createAuthStore()
const signedIn: string[] = []
let url = ''
const social = createSocialLogin({
  frameUrl: () => url,
  createSession: (userId, profile) => auth.createSession(userId, profile),
  onSignIn: async (userId) => void signedIn.push(userId),
  fail: (status, message) => Object.assign(new Error(message), { status }),
  now: () => clock,
})
let server: Server
beforeAll(async () => {
  server = createServer((request, response) => {
    void social.route(request, response).then((served) => served || response.writeHead(404).end())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const post = (path: string, form: Record<string, string>) =>
  fetch(`${url}${path}`, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' })
const stateOf = (uri: string) => new URL(uri).searchParams.get('state')!

describe('sandbox social login', () => {
  it('popup: consent page → username → a page that posts the result URI to the dApp origin only → one session', async () => {
    const { uri } = await social.handlers['social-redirect-uri']({ provider: 'google', origin: `${DAPP}/some/page` })
    expect(uri).toMatch(new RegExp(`^${url}/social/google\\?state=`))
    const page = await (await fetch(uri)).text()
    expect(page).toContain('<h1>Sign in with Google</h1>')
    expect(page).toMatch(/<label for="username">Username<\/label>/)
    expect(page).toContain('>Continue</button>')
    expect(page).toContain('>Cancel</button>')

    const answer = await (await post('/social/google', { state: stateOf(uri), username: 'Alice', action: 'continue' })).text()
    const resultUri = /resultUri: "([^"]+)"/.exec(answer)![1]!
    expect(answer).toContain(`}, "${DAPP}")`)
    expect(resultUri).toMatch(new RegExp(`^${url}/social/result\\?code=`))

    // another site cannot redeem it, and it is one-time
    await expect(social.handlers['social-connect']({ uri: resultUri, origin: 'https://evil.example' })).rejects.toThrow('given to another site')
    await expect(social.handlers['social-connect']({ uri: resultUri, origin: DAPP })).rejects.toThrow('unknown, expired or already used')
  })

  it('a result URI opens a session for <provider>:<username lowercased>, once; the consent state is one-time too', async () => {
    const { uri } = await social.handlers['social-redirect-uri']({ provider: 'github', origin: DAPP })
    const answer = await (await post('/social/github', { state: stateOf(uri), username: 'Bob.Dev', action: 'continue' })).text()
    const resultUri = /resultUri: "([^"]+)"/.exec(answer)![1]!
    const session = await social.handlers['social-connect']({ uri: resultUri, origin: DAPP })
    expect(session).toMatchObject({ userName: 'Bob.Dev', provider: 'github' })
    expect(auth.sessionUser(session.token)).toMatchObject({ userId: 'github:bob.dev', userName: 'Bob.Dev', provider: 'github' })
    expect(signedIn).toContain('github:bob.dev')
    await expect(social.handlers['social-connect']({ uri: resultUri, origin: DAPP })).rejects.toThrow('already used')
    // the consent page's state was used up
    expect((await post('/social/github', { state: stateOf(uri), username: 'Eve', action: 'continue' })).status).toBe(400)
    // a state for google does not open the github page
    const other = await social.handlers['social-redirect-uri']({ provider: 'google', origin: DAPP })
    expect((await fetch(`${url}/social/github?state=${stateOf(other.uri)}`)).status).toBe(400)
  })

  it('refuses a bad username with a clear message, and a result past its lifetime', async () => {
    const { uri } = await social.handlers['social-redirect-uri']({ provider: 'discord', origin: DAPP })
    const bad = await post('/social/discord', { state: stateOf(uri), username: '<script>', action: 'continue' })
    expect(bad.status).toBe(400)
    const text = await bad.text()
    expect(text).toContain('role="alert">Enter a username')
    expect(text).not.toContain('<script>')
    const answer = await (await post('/social/discord', { state: stateOf(uri), username: 'carol', action: 'continue' })).text()
    const resultUri = /resultUri: "([^"]+)"/.exec(answer)![1]!
    clock += RESULT_LIFETIME_MS + 1
    await expect(social.handlers['social-connect']({ uri: resultUri, origin: DAPP })).rejects.toThrow('expired')
    await expect(social.handlers['social-connect']({ uri: 'https://evil.example/social/result?code=x', origin: DAPP })).rejects.toThrow('unknown')
  })

  it('redirect: goes back to the dApp URL it was given (same origin only) with the result in the query; Cancel goes back without', async () => {
    const { uri } = await social.handlers['social-redirect-uri']({ provider: 'x', origin: DAPP })
    const returnTo = `${DAPP}/?socialRedirect&tab=2`
    expect((await fetch(`${uri}&mode=redirect&returnTo=${encodeURIComponent('https://evil.example/')}`)).status).toBe(400)
    expect((await fetch(`${uri}&mode=redirect&returnTo=${encodeURIComponent(returnTo)}`)).status).toBe(200)
    const response = await post('/social/x', { state: stateOf(uri), mode: 'redirect', returnTo, username: 'dave', action: 'continue' })
    expect(response.status).toBe(303)
    const back = new URL(response.headers.get('location')!)
    expect(back.origin + back.pathname).toBe(`${DAPP}/`)
    expect(back.searchParams.get('tab')).toBe('2')
    const session = await social.handlers['social-connect']({ uri: back.searchParams.get('result_uri')!, origin: DAPP })
    expect(auth.sessionUser(session.token)?.userId).toBe('x:dave')

    const second = await social.handlers['social-redirect-uri']({ provider: 'apple', origin: DAPP })
    const cancelled = await post('/social/apple', { state: stateOf(second.uri), mode: 'redirect', returnTo, action: 'cancel' })
    expect(cancelled.headers.get('location')).toBe(new URL(returnTo).href)
  })

  it('serves the popup loading page', async () => {
    const response = await fetch(`${url}/loading`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<h1>Loading…</h1>')
  })
})

describe('sandbox Farcaster login', () => {
  it('a channel waits until its approval page is used, then opens one session for farcaster:<username>', async () => {
    const { url: pageUrl, channel } = await social.handlers['farcaster-uri']({ origin: DAPP })
    expect(pageUrl).toBe(`${url}/farcaster/${channel}`)
    expect(await social.handlers['farcaster-status']({ channel, origin: DAPP })).toEqual({ approved: false })
    await expect(social.handlers['farcaster-status']({ channel, origin: 'https://evil.example' })).rejects.toThrow('expired')
    const page = await (await fetch(pageUrl)).text()
    expect(page).toContain('<h1>Sign in with Farcaster</h1>')
    expect(page).toContain('>Approve</button>')
    expect(await (await post(new URL(pageUrl).pathname, { username: 'Frank' })).text()).toContain('Approved as <strong>Frank</strong>')
    const status = await social.handlers['farcaster-status']({ channel, origin: DAPP })
    expect(status).toMatchObject({ approved: true, userName: 'Frank', provider: 'farcaster' })
    expect(auth.sessionUser((status as { token: string }).token)?.userId).toBe('farcaster:frank')
    // used up
    await expect(social.handlers['farcaster-status']({ channel, origin: DAPP })).rejects.toThrow('expired')
    expect((await fetch(pageUrl)).status).toBe(404)
  })
})

describe('the admin route POST /__admin/usernames (hostile input tests)', () => {
  const admin = (method: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${url}/__admin/usernames`, { method, headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) })
  const hostile = '<img src=x onerror=alert(1)>Evil'

  it('refuses a browser page (Origin or Sec-Fetch-Site sent), a bad user id, an empty, overlong or missing username, and any other method', async () => {
    expect((await admin('POST', { userId: 'farcaster:gina', userName: hostile }, { origin: DAPP })).status).toBe(403)
    expect((await admin('DELETE', undefined, { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await admin('POST', { userId: 'gina', userName: hostile })).status).toBe(400)
    expect((await admin('POST', { userId: 'farcaster:<b>', userName: hostile })).status).toBe(400)
    expect((await admin('POST', { userId: 'farcaster:gina', userName: '' })).status).toBe(400)
    expect((await admin('POST', { userId: 'farcaster:gina', userName: 'x'.repeat(513) })).status).toBe(400)
    expect((await admin('POST', { userId: 'farcaster:gina' })).status).toBe(400)
    expect((await fetch(`${url}/__admin/usernames`, { method: 'POST', body: 'not json' })).status).toBe(400)
    expect((await admin('GET')).status).toBe(405)
  })

  it('makes the next session of that user id answer with the username as given (keys stay the user id\'s); DELETE forgets it', async () => {
    expect((await admin('POST', { userId: 'farcaster:gina', userName: hostile })).status).toBe(201)
    const signIn = async () => {
      const { url: pageUrl, channel } = await social.handlers['farcaster-uri']({ origin: DAPP })
      await post(new URL(pageUrl).pathname, { username: 'Gina' })
      return (await social.handlers['farcaster-status']({ channel, origin: DAPP })) as { token: string; userName: string }
    }
    const first = await signIn()
    expect(first.userName).toBe(hostile)
    expect(auth.sessionUser(first.token)).toMatchObject({ userId: 'farcaster:gina', userName: hostile })
    expect(await (await admin('DELETE')).json()).toEqual({ removed: 1 })
    expect((await signIn()).userName).toBe('Gina')
  })
})
