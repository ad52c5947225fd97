// The bridge against a fake window pair (the page and its frame): ids, reply matching, origin and
// source checks, schema refusal, the ready handshake and the timeouts. The real frame in a real
// browser is testing/e2e/secure-frame.spec.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAlerts } from '../alerts/alerts.ts'
import { createLogger } from '../logger/logger.ts'
import { createMemoryBackend } from '../storage/backends.ts'
import { selectStorageBackend } from '../storage/cookieless-keys.ts'
import { createStorage } from '../storage/storage.ts'
import { cookiePage } from '../test-support/cookie-page.ts'
import { createAuthFrame, type AuthFrameDeps } from './auth-frame.ts'

const FRAME = 'https://frame.test'
type Posted = { message: { id?: string; type: string; payload?: unknown }; targetOrigin: string }

function fakePage() {
  const listeners = new Set<(event: MessageEvent) => void>()
  const posted: Posted[] = []
  const frameWindow = { postMessage: (message: Posted['message'], targetOrigin: string) => void posted.push({ message, targetOrigin }) }
  const errorListeners: (() => void)[] = []
  const iframe = {
    id: '',
    name: '',
    src: '',
    style: { cssText: '' },
    contentWindow: frameWindow,
    removed: false,
    remove() {
      this.removed = true
    },
    addEventListener: (_type: string, fn: () => void) => void errorListeners.push(fn),
  }
  const appended: (typeof iframe)[] = []
  const win = {
    crypto: globalThis.crypto,
    document: { body: { appendChild: (el: typeof iframe) => void appended.push(el) }, createElement: () => ({ ...iframe, removed: false }) },
    addEventListener: (_type: string, fn: (event: MessageEvent) => void) => void listeners.add(fn),
    removeEventListener: (_type: string, fn: (event: MessageEvent) => void) => void listeners.delete(fn),
  }
  /** A message arriving at the page; from the frame unless told otherwise. */
  const deliver = (data: unknown, from: { origin?: string; source?: unknown } = {}) => {
    for (const fn of [...listeners]) fn({ data, origin: from.origin ?? FRAME, source: 'source' in from ? from.source : frameWindow } as MessageEvent)
  }
  const last = (type: string) => [...posted].reverse().find((p) => p.message.type === `@w3m-app/${type}`)
  return { win: win as unknown as Window, posted, appended, deliver, last, frameWindow, listeners, fireError: () => errorListeners.forEach((fn) => fn()) }
}

let page: ReturnType<typeof fakePage>
let deps: AuthFrameDeps
beforeEach(() => {
  vi.useFakeTimers()
  page = fakePage()
  const logger = createLogger({ level: 'silent' })
  deps = {
    window: page.win,
    url: `${FRAME}`,
    projectId: 'p1',
    network: () => ({ chainId: 1337, rpcUrls: ['http://127.0.0.1:8545', 'http://127.0.0.1:8546'] }),
    enableLogger: false,
    metadata: { name: 'App', description: 'd', url: 'https://app.test', icons: [] },
    sdkType: 'appkit',
    sdkVersion: 'portico-0.1.0',
    theme: { themeMode: 'dark' },
    storage: createStorage(createMemoryBackend(), 'portico'),
    logger,
    alerts: createAlerts(logger),
  }
})
afterEach(() => vi.useRealTimers())

/** READY, the 500 ms wait, and answers to the three init requests. */
async function initialize(smartAccountEnabledNetworks: number[] = []) {
  page.deliver({ type: '@w3m-frame/READY', payload: { version: '4' } })
  await vi.advanceTimersByTimeAsync(500)
  page.deliver({ id: page.last('SYNC_DAPP_DATA')!.message.id, type: '@w3m-frame/SYNC_DAPP_DATA_SUCCESS' })
  page.deliver({ id: page.last('SYNC_THEME')!.message.id, type: '@w3m-frame/SYNC_THEME_SUCCESS' })
  page.deliver({ id: page.last('GET_SMART_ACCOUNT_ENABLED_NETWORKS')!.message.id, type: '@w3m-frame/GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS', payload: { smartAccountEnabledNetworks } })
  await vi.advanceTimersByTimeAsync(0)
}

describe('auth-frame bridge', () => {
  it('creates the hidden frame only on first need, with projectId, chainId, version and the logger flag', () => {
    const frame = createAuthFrame(deps)
    expect(page.appended).toHaveLength(0)
    expect(frame.get().status).toBe('idle')
    void frame.request('GET_USER').catch(() => {})
    expect(page.appended).toHaveLength(1)
    const [iframe] = page.appended
    expect(iframe!.id).toBe('w3m-iframe')
    expect(iframe!.name).toBe('w3m-secure-iframe')
    expect(iframe!.style.cssText).toContain('display:none')
    const src = new URL(iframe!.src)
    expect(src.origin + src.pathname).toBe(`${FRAME}/sdk`)
    expect(Object.fromEntries([...src.searchParams].filter(([key]) => key !== 'rpcUrls'))).toEqual({ projectId: 'p1', chainId: '1337', version: '4', enableLogger: 'false', rpcUrl: 'http://127.0.0.1:8545' })
    // every URL of the chain, in the order the page tries them
    expect(src.searchParams.getAll('rpcUrls')).toEqual(['http://127.0.0.1:8545', 'http://127.0.0.1:8546'])
    // Loading again does not add a second frame.
    frame.load()
    expect(page.appended).toHaveLength(1)
    frame.dispose()
  })

  it('waits 500 ms after READY, initializes (dApp data, theme, smart-account networks), then sends what waited', async () => {
    const frame = createAuthFrame(deps)
    const user = frame.request('GET_USER')
    page.deliver({ type: '@w3m-frame/READY', payload: { version: '4' } })
    expect(frame.get()).toMatchObject({ status: 'ready', version: '4' })
    await vi.advanceTimersByTimeAsync(499)
    expect(page.posted).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(page.posted.map((p) => p.message.type)).toEqual(['@w3m-app/SYNC_DAPP_DATA', '@w3m-app/SYNC_THEME', '@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS'])
    expect(page.last('SYNC_DAPP_DATA')!.message.payload).toEqual({
      projectId: 'p1',
      sdkVersion: 'portico-0.1.0',
      sdkType: 'appkit',
      metadata: { name: 'App', description: 'd', url: 'https://app.test', icons: [] },
    })
    expect(page.last('SYNC_THEME')!.message.payload).toEqual({ themeMode: 'dark', themeVariables: {}, w3mThemeVariables: {} })
    await initialize([])
    expect(frame.get()).toMatchObject({ status: 'initialized', smartAccountEnabledNetworks: [] })
    expect(deps.storage.get('smartAccountEnabledNetworks')).toEqual([])
    // Every message went to the frame's exact origin with its own random id.
    expect(page.posted.every((p) => p.targetOrigin === FRAME)).toBe(true)
    const ids = page.posted.map((p) => p.message.id!)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.every((id) => /^[0-9a-f-]{36}$/.test(id))).toBe(true)

    const get = page.last('GET_USER')!
    page.deliver({ id: get.message.id, type: '@w3m-frame/GET_USER_SUCCESS', payload: { address: '0xabc', chainId: 1337, email: 'a@b.co' } })
    await expect(user).resolves.toEqual({ address: '0xabc', chainId: 1337, email: 'a@b.co' })
    frame.dispose()
  })

  it('matches a reply by id and type; ignores unknown ids, other types, other origins, other windows, and payloads the schema refuses', async () => {
    const frame = createAuthFrame(deps)
    frame.load()
    await initialize()
    let settled: unknown
    const user = frame.request('GET_USER').then((v) => (settled = v), (e) => (settled = e))
    const id = page.last('GET_USER')!.message.id
    const forged = { id, type: '@w3m-frame/GET_USER_SUCCESS', payload: { address: '0xevil', chainId: 1 } }
    page.deliver(forged, { origin: 'https://evil.test' })
    page.deliver(forged, { source: {} })
    page.deliver(forged, { source: null })
    page.deliver({ ...forged, id: 'another-id' })
    page.deliver({ ...forged, type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } })
    page.deliver({ id, type: '@w3m-frame/GET_USER_SUCCESS', payload: { email: 'not an address' } })
    page.deliver('@w3m-frame/GET_USER_SUCCESS')
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBeUndefined()
    page.deliver({ id, type: '@w3m-frame/GET_USER_ERROR', payload: { message: 'Not signed in' } })
    await user
    expect(settled).toMatchObject({ code: 'AUTH_FRAME_ERROR', message: 'Not signed in' })
    frame.dispose()
  })

  it('a message not from the frame never counts as READY', async () => {
    const frame = createAuthFrame(deps)
    frame.load()
    page.deliver({ type: '@w3m-frame/READY' }, { origin: 'https://evil.test' })
    page.deliver({ type: '@w3m-frame/READY' }, { source: {} })
    expect(frame.get().status).toBe('loading')
    frame.dispose()
  })

  it('refuses a request payload the schema refuses, sending nothing', async () => {
    const frame = createAuthFrame(deps)
    await expect(frame.request('CONNECT_EMAIL', { email: 'nope' })).rejects.toMatchObject({ code: 'INVALID_FRAME_REQUEST', message: 'Invalid CONNECT_EMAIL payload: email: Invalid email' })
    expect(page.appended).toHaveLength(0)
    frame.dispose()
  })

  it("'iframe_load_failed' after 20 s without READY: alert, pending requests aborted; the next request loads a new frame", async () => {
    const frame = createAuthFrame(deps)
    const reasons: string[] = []
    frame.timeouts$.subscribe((r) => reasons.push(r))
    const email = frame.request('CONNECT_EMAIL', { email: 'a@b.co' })
    const rpc = frame.request('RPC_REQUEST', { method: 'eth_blockNumber' })
    const failures = Promise.allSettled([email, rpc])
    await vi.advanceTimersByTimeAsync(19_999)
    expect(reasons).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(reasons).toEqual(['iframe_load_failed'])
    const [e, r] = await failures
    expect(e).toMatchObject({ status: 'rejected', reason: { code: 'IFRAME_LOAD_FAILED', message: 'Something went wrong' } })
    expect(r).toMatchObject({ status: 'rejected', reason: { code: 'IFRAME_LOAD_FAILED', message: 'Request was aborted' } })
    expect(deps.alerts.get()).toMatchObject({ open: true, code: 'IFRAME_LOAD_FAILED' })
    expect(frame.get().status).toBe('failed')
    expect(page.appended[0]!.removed).toBe(true)
    void frame.request('GET_USER').catch(() => {})
    expect(page.appended).toHaveLength(2)
    frame.dispose()
  })

  it("a frame that refuses the page's origin says UNVERIFIED_DOMAIN: 'unverified_domain' at once, its alert once, pending requests aborted, the frame removed", async () => {
    const frame = createAuthFrame(deps)
    const reasons: string[] = []
    frame.timeouts$.subscribe((r) => reasons.push(r))
    const email = frame.request('CONNECT_EMAIL', { email: 'a@b.co' })
    const rpc = frame.request('RPC_REQUEST', { method: 'eth_blockNumber' })
    const failures = Promise.allSettled([email, rpc])
    // from another origin or window it is not heard
    page.deliver({ type: '@w3m-frame/UNVERIFIED_DOMAIN' }, { origin: 'https://evil.test' })
    page.deliver({ type: '@w3m-frame/UNVERIFIED_DOMAIN' }, { source: {} })
    await vi.advanceTimersByTimeAsync(10)
    expect(reasons).toEqual([])
    expect(frame.get().status).toBe('loading')

    page.deliver({ type: '@w3m-frame/UNVERIFIED_DOMAIN' })
    expect(reasons).toEqual(['unverified_domain'])
    const [e, r] = await failures
    expect(e).toMatchObject({ status: 'rejected', reason: { code: 'UNVERIFIED_DOMAIN', message: 'Something went wrong' } })
    expect(r).toMatchObject({ status: 'rejected', reason: { code: 'UNVERIFIED_DOMAIN', message: 'Request was aborted' } })
    expect(deps.alerts.get()).toMatchObject({ open: true, code: 'UNVERIFIED_DOMAIN', message: 'Unverified domain', variant: 'warning' })
    expect(frame.get().status).toBe('failed')
    expect(page.appended[0]!.removed).toBe(true)
    // no load timeout follows
    await vi.advanceTimersByTimeAsync(20_000)
    expect(reasons).toEqual(['unverified_domain'])

    // a new frame refusing again rejects again, and the alert is not raised a second time
    deps.alerts.dismiss()
    const again = frame.request('GET_USER')
    const refused = expect(again).rejects.toMatchObject({ code: 'UNVERIFIED_DOMAIN' })
    expect(page.appended).toHaveLength(2)
    page.deliver({ type: '@w3m-frame/UNVERIFIED_DOMAIN' })
    await refused
    expect(deps.alerts.get().open).toBe(false)
    frame.dispose()
  })

  it('UNVERIFIED_DOMAIN after READY is ignored (that frame accepted the origin)', async () => {
    const frame = createAuthFrame(deps)
    frame.load()
    await initialize()
    page.deliver({ type: '@w3m-frame/UNVERIFIED_DOMAIN' })
    expect(frame.get().status).toBe('initialized')
    expect(deps.alerts.get().open).toBe(false)
    frame.dispose()
  })

  it('the load timeout is an option', async () => {
    const frame = createAuthFrame({ ...deps, timeouts: { load: 50 } })
    const user = frame.request('GET_USER')
    const failure = expect(user).rejects.toMatchObject({ code: 'IFRAME_LOAD_FAILED' })
    await vi.advanceTimersByTimeAsync(50)
    await failure
    frame.dispose()
  })

  it("'iframe_request_timeout' after 30 s for connect email/device/OTP/social: alert, and every pending request aborted", async () => {
    const frame = createAuthFrame(deps)
    frame.load()
    await initialize()
    const reasons: string[] = []
    frame.timeouts$.subscribe((r) => reasons.push(r))
    const user = frame.request('GET_USER')
    await vi.advanceTimersByTimeAsync(60_000)
    // Untimed requests wait as long as they need.
    expect(reasons).toEqual([])
    const otp = frame.request('CONNECT_OTP', { otp: '123456' })
    const failures = Promise.allSettled([user, otp])
    await vi.advanceTimersByTimeAsync(30_000)
    expect(reasons).toEqual(['iframe_request_timeout'])
    expect(await failures).toMatchObject([
      { status: 'rejected', reason: { code: 'IFRAME_REQUEST_TIMEOUT' } },
      { status: 'rejected', reason: { code: 'IFRAME_REQUEST_TIMEOUT' } },
    ])
    expect(deps.alerts.get()).toMatchObject({ open: true, code: 'IFRAME_REQUEST_TIMEOUT' })
    // The frame itself stays usable.
    expect(frame.get().status).toBe('initialized')
    frame.dispose()
  })

  it('a timed request answered in time clears its timer', async () => {
    const frame = createAuthFrame({ ...deps, timeouts: { request: 1_000 } })
    frame.load()
    await initialize()
    const email = frame.request('CONNECT_EMAIL', { email: 'a@b.co' })
    page.deliver({ id: page.last('CONNECT_EMAIL')!.message.id, type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', payload: { action: 'VERIFY_OTP' } })
    await expect(email).resolves.toEqual({ action: 'VERIFY_OTP' })
    await vi.advanceTimersByTimeAsync(5_000)
    expect(deps.alerts.get().open).toBe(false)
    frame.dispose()
  })

  it('answers the chain id locally from the stored value; a switch stores it', async () => {
    const frame = createAuthFrame(deps)
    await expect(frame.request('GET_CHAIN_ID')).resolves.toEqual({ chainId: 1337 })
    await expect(frame.request('RPC_REQUEST', { method: 'eth_chainId' })).resolves.toBe('0x539')
    expect(page.appended).toHaveLength(0)
    frame.load()
    await initialize()
    const switched = frame.request('SWITCH_NETWORK', { chainId: 8453 })
    page.deliver({ id: page.last('SWITCH_NETWORK')!.message.id, type: '@w3m-frame/SWITCH_NETWORK_SUCCESS', payload: { chainId: 8453 } })
    await switched
    await expect(frame.request('GET_CHAIN_ID')).resolves.toEqual({ chainId: '8453' })
    frame.dispose()
  })

  it('fills an RPC request with namespace, chain and RPC URLs, and turns bigints into hex', async () => {
    const frame = createAuthFrame(deps)
    frame.load()
    await initialize()
    void frame.request('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ to: '0x01', value: 10n ** 18n }] }).catch(() => {})
    expect(page.last('RPC_REQUEST')!.message.payload).toEqual({
      chainNamespace: 'eip155',
      chainId: 1337,
      rpcUrl: 'http://127.0.0.1:8545',
      rpcUrls: ['http://127.0.0.1:8545', 'http://127.0.0.1:8546'],
      method: 'eth_sendTransaction',
      params: [{ to: '0x01', value: '0xde0b6b3a7640000' }],
    })
    frame.dispose()
  })

  it('stores the session token the frame announces', async () => {
    const frame = createAuthFrame(deps)
    const tokens: string[] = []
    frame.sessions$.subscribe((t) => tokens.push(t))
    frame.load()
    page.deliver({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'tok-1' } })
    expect(tokens).toEqual(['tok-1'])
    expect(deps.storage.get('sessionToken')).toBe('tok-1')
    frame.dispose()
  })

  it('asks IS_CONNECTED with the stored session token', async () => {
    const frame = createAuthFrame(deps)
    frame.load()
    await initialize()
    void frame.request('IS_CONNECTED').catch(() => {})
    expect(page.last('IS_CONNECTED')!.message.payload).toBeUndefined()
    deps.storage.set('sessionToken', 'tok-2')
    void frame.request('IS_CONNECTED').catch(() => {})
    expect(page.last('IS_CONNECTED')!.message.payload).toEqual({ token: 'tok-2' })
    void frame.request('IS_CONNECTED', { token: 'mine' }).catch(() => {})
    expect(page.last('IS_CONNECTED')!.message.payload).toEqual({ token: 'mine' })
    frame.abort()
    frame.dispose()
  })

  it("with the 'cookie' storage, the session token the frame announces after an email login is in no cookie", async () => {
    const cookies = cookiePage()
    deps.storage = createStorage(selectStorageBackend('cookie', cookies.win, 'portico'), 'portico')
    const frame = createAuthFrame(deps)
    frame.load()
    await initialize()
    deps.storage.set('emailLoginUsed', true)
    page.deliver({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'tok-email' } })
    // the other keys still go to cookies for the server render
    expect(cookies.document.cookie).toContain('portico%3AemailLoginUsed=true')
    expect(cookies.document.cookie).not.toContain('sessionToken')
    expect(cookies.document.cookie).not.toContain('tok-email')
    expect(cookies.local.get('portico:sessionToken')).toBe('tok-email')
    void frame.request('IS_CONNECTED').catch(() => {})
    expect(page.last('IS_CONNECTED')!.message.payload).toEqual({ token: 'tok-email' })
    frame.abort()
    frame.dispose()
  })

  it("with the 'cookie' storage, a returning visitor's token left in a cookie is handed to the frame and the cookie deleted", async () => {
    const cookies = cookiePage({ 'portico:sessionToken': 'tok-kept', 'portico:emailLoginUsed': 'true' })
    deps.storage = createStorage(selectStorageBackend('cookie', cookies.win, 'portico'), 'portico')
    expect(cookies.document.cookie).toBe('portico%3AemailLoginUsed=true')
    const frame = createAuthFrame(deps)
    frame.load()
    await initialize()
    void frame.request('IS_CONNECTED').catch(() => {})
    expect(page.last('IS_CONNECTED')!.message.payload).toEqual({ token: 'tok-kept' })
    expect(cookies.document.cookie).not.toContain('sessionToken')
    frame.abort()
    frame.dispose()
  })

  it('sign-out wipes the login cache first and waits at most 3 s for the frame', async () => {
    deps.storage.set('emailLoginUsed', true)
    deps.storage.set('email', 'a@b.co')
    deps.storage.set('sessionToken', 't')
    const frame = createAuthFrame(deps)
    frame.load()
    await initialize()
    let done = false
    const out = frame.signOut().then(() => (done = true))
    expect(deps.storage.get('emailLoginUsed')).toBeUndefined()
    expect(deps.storage.get('email')).toBeUndefined()
    expect(deps.storage.get('sessionToken')).toBeUndefined()
    expect(page.last('SIGN_OUT')).toBeDefined()
    await vi.advanceTimersByTimeAsync(2_999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await out
    expect(done).toBe(true)
    frame.dispose()
  })

  it('syncs the theme again when it changes', async () => {
    const frame = createAuthFrame(deps)
    frame.load()
    await initialize()
    frame.syncTheme({ themeMode: 'light', themeVariables: { '--w3m-accent': '#f00', '--w3m-z-index': 5 } })
    expect(page.last('SYNC_THEME')!.message.payload).toEqual({
      themeMode: 'light',
      themeVariables: { '--w3m-accent': '#f00', '--w3m-z-index': 5 },
      w3mThemeVariables: { '--w3m-accent': '#f00', '--w3m-z-index': '5' },
    })
    frame.dispose()
  })

  it('abort rejects pending requests (keeping what the filter keeps) and aborts RPC in the frame', async () => {
    const frame = createAuthFrame(deps)
    frame.load()
    await initialize()
    const sign = frame.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', '0x01'] })
    const read = frame.request('RPC_REQUEST', { method: 'eth_blockNumber' })
    const signed = expect(sign).rejects.toMatchObject({ message: 'Request was aborted' })
    frame.abort((p) => (p.payload as { method: string }).method === 'eth_blockNumber')
    await signed
    expect(page.last('RPC_ABORT')).toBeDefined()
    page.deliver({ id: page.posted.find((p) => (p.message.payload as { method?: string })?.method === 'eth_blockNumber')!.message.id, type: '@w3m-frame/RPC_REQUEST_SUCCESS', payload: '0x10' })
    await expect(read).resolves.toBe('0x10')
    frame.dispose()
  })

  it('reload navigates the frame again: what is pending is rejected, later requests wait for the new READY', async () => {
    const frame = createAuthFrame(deps)
    frame.reload() // no frame yet: nothing to do
    expect(page.appended).toHaveLength(0)
    frame.load()
    await initialize()
    const element = page.appended[0]!
    let navigations = 0
    let src = element.src
    Object.defineProperty(element, 'src', { get: () => src, set: (value: string) => void ((src = value), navigations++) })
    const waiting = frame.request('CONNECT_FARCASTER')
    const rejected = expect(waiting).rejects.toMatchObject({ message: 'Something went wrong' })
    frame.reload()
    await rejected
    expect(navigations).toBe(1)
    expect(src).toMatch(/^https:\/\/frame\.test\/sdk\?/)
    expect(frame.get().status).toBe('loading')
    const uri = frame.request('GET_FARCASTER_URI')
    expect(page.last('GET_FARCASTER_URI')).toBeUndefined()
    await initialize()
    expect(frame.get().status).toBe('initialized')
    page.deliver({ id: page.last('GET_FARCASTER_URI')!.message.id, type: '@w3m-frame/GET_FARCASTER_URI_SUCCESS', payload: { url: 'https://frame.test/farcaster/c1' } })
    await expect(uri).resolves.toEqual({ url: 'https://frame.test/farcaster/c1' })
    // a reload that never sees READY fails like a first load
    frame.reload()
    await vi.advanceTimersByTimeAsync(20_000)
    expect(frame.get().status).toBe('failed')
    frame.dispose()
  })

  it('reveal shows the frame exactly over a box (again as it moves), conceal hides it; a frame created later appears there', () => {
    const frame = createAuthFrame(deps)
    frame.load()
    const element = page.appended[0]!
    expect(element.style.cssText).toBe('position:fixed;z-index:999999;display:none;border:none')
    frame.reveal({ left: 16, top: 120.5, width: 328, height: 420 })
    expect(element.style.cssText).toBe('position:fixed;z-index:999999;display:block;border:none;pointer-events:auto;left:16px;top:120.5px;width:328px;height:420px')
    frame.reveal({ left: 20, top: 100, width: 320, height: 420 })
    expect(element.style.cssText).toContain('left:20px;top:100px;width:320px')
    expect(() => frame.reveal({ left: Number.NaN, top: 0, width: 1, height: 1 })).toThrow('reveal: left must be a finite number, got NaN')
    frame.conceal()
    expect(element.style.cssText).toBe('position:fixed;z-index:999999;display:none;border:none')
    frame.dispose()

    const later = createAuthFrame(deps)
    later.reveal({ left: 1, top: 2, width: 3, height: 4 })
    later.load()
    expect(page.appended[1]!.style.cssText).toContain('display:block;border:none;pointer-events:auto;left:1px;top:2px;width:3px;height:4px')
    later.dispose()
  })

  it("an iframe error rejects with 'Unable to load email login dependency'; dispose rejects what is pending and stops listening", async () => {
    const frame = createAuthFrame(deps)
    const user = frame.request('GET_USER')
    page.fireError()
    await expect(user).rejects.toMatchObject({ message: 'Unable to load email login dependency' })
    const again = frame.request('GET_USER')
    frame.dispose()
    await expect(again).rejects.toMatchObject({ message: 'Something went wrong' })
    expect(page.listeners.size).toBe(0)
  })
})
