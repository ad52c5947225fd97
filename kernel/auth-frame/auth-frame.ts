// The auth-frame bridge (ARCHITECTURE.md, "The kernel" and "How a request flows"): the hidden frame
// of the embedded wallet on the secure site's origin, created on first need, and the request/reply
// channel to it. Unlike AppKit it posts to the frame's exact origin, hears
// only messages whose origin AND source are the frame, uses crypto-random ids, matches a reply by id
// and type, and drops any payload the shared schemas refuse.
import { Subject, type Observable } from 'rxjs'
import type { Alerts } from '../alerts/alerts.ts'
import { evmChainNumber } from '../caip/caip.ts'
import type { Metadata, ThemeMode, ThemeVariables } from '../config/options.ts'
import { PorticoError } from '../errors/portico-error.ts'
import type { Logger } from '../logger/logger.ts'
import { createStore } from '../state/store.ts'
import type { Storage } from '../storage/storage.ts'
import {
  appType,
  checkRequestPayload,
  FRAME_PREFIX,
  FRAME_PROTOCOL_VERSION,
  parseFrameEvent,
  type RequestName,
  type RequestPayload,
  type ResponsePayload,
} from './messages.ts'

/** Timeouts, in ms. */
export const AUTH_FRAME_TIMEOUTS = Object.freeze({
  /** READY must arrive this long after the frame is created, or 'iframe_load_failed'. */
  load: 20_000,
  /** A connect email/device/OTP/social or social-redirect request must be answered in this time, or 'iframe_request_timeout'. */
  request: 30_000,
  /** After READY, wait this long before initializing. */
  readyDelay: 500,
  /** Sign-out waits at most this long for the frame. */
  signOut: 3_000,
})
export type AuthFrameTimeouts = { -readonly [K in keyof typeof AUTH_FRAME_TIMEOUTS]: number }

/** The requests 'iframe_request_timeout' applies to. */
const TIMED_REQUESTS: ReadonlySet<RequestName> = new Set(['CONNECT_EMAIL', 'CONNECT_DEVICE', 'CONNECT_OTP', 'CONNECT_SOCIAL', 'GET_SOCIAL_REDIRECT_URI'])
/** Sent during initialization, before the frame counts as initialized. */
const INIT_REQUESTS: ReadonlySet<RequestName> = new Set(['SYNC_DAPP_DATA', 'SYNC_THEME', 'GET_SMART_ACCOUNT_ENABLED_NETWORKS'])

export type FrameTimeoutReason = 'iframe_load_failed' | 'iframe_request_timeout'

export const UNABLE_TO_LOAD = 'Unable to load email login dependency'

export interface AuthFrameState {
  /** idle: no frame yet; loading: created, no READY; ready: READY seen, initializing; initialized: requests flow; failed: did not load. */
  status: 'idle' | 'loading' | 'ready' | 'initialized' | 'failed'
  /** The version the frame's READY announced. */
  version?: string
  /** EVM chain ids where the frame offers smart accounts (none until they are deployed). */
  smartAccountEnabledNetworks: number[]
}

export interface FrameTheme {
  themeMode: ThemeMode
  themeVariables?: ThemeVariables
}

export interface AuthFrame {
  readonly state$: Observable<AuthFrameState>
  get(): AuthFrameState
  /** Each 'iframe_load_failed' / 'iframe_request_timeout', as it happens (the alert is raised too). */
  readonly timeouts$: Observable<FrameTimeoutReason>
  /** Each session token the frame announces (SESSION_UPDATE); also stored as `sessionToken`. */
  readonly sessions$: Observable<string>
  /** Creates the hidden frame unless it exists (again after a failed load). Requests call it themselves. */
  load(): void
  /**
   * Sends `@w3m-app/<name>` and resolves with the `_SUCCESS` payload, or rejects with the `_ERROR`
   * message. The payload is checked by schema first. GET_CHAIN_ID and eth_chainId are answered here.
   */
  request<N extends RequestName>(name: N, ...payload: PayloadArgs<N>): Promise<ResponsePayload<N>>
  /** Tells the frame the theme now, and again whenever it is called with a new one. */
  syncTheme(theme: FrameTheme): void
  /** Wipes the stored login, then asks the frame to sign out, waiting at most `timeouts.signOut`; never throws. */
  signOut(): Promise<void>
  /** Rejects pending requests (all, or those `keep` does not keep); RPC ones are aborted in the frame too. */
  abort(keep?: (pending: { name: RequestName; payload: unknown }) => boolean): void
  /**
   * Reloads the frame's document (leaving Farcaster unconnected): what is pending is
   * rejected, and requests wait for the new READY and initialization. Nothing to do without a frame.
   */
  reload(): void
  /**
   * Shows the frame's own UI (an approval card) exactly over `rect`, a box in viewport CSS pixels;
   * called again as the box moves. A frame created later appears there too.
   */
  reveal(rect: FrameRect): void
  /** Hides the frame again (it keeps running, hidden). */
  conceal(): void
  /** Removes the frame and its listener and rejects what is pending. */
  dispose(): void
}

/** A box in viewport CSS pixels (what `getBoundingClientRect` gives). */
export interface FrameRect {
  left: number
  top: number
  width: number
  height: number
}

/** The hidden frame's style; a revealed one adds its box. */
const HIDDEN_STYLE = 'position:fixed;z-index:999999;display:none;border:none'
// pointer-events:auto: a modal dialog (Radix) turns pointer events off on the page's body, which
// the frame, a child of body, would inherit, leaving its Approve button dead.
const shownStyle = ({ left, top, width, height }: FrameRect) =>
  `position:fixed;z-index:999999;display:block;border:none;pointer-events:auto;left:${left}px;top:${top}px;width:${width}px;height:${height}px`

type PayloadArgs<N extends RequestName> = undefined extends RequestPayload<N> ? [payload?: RequestPayload<N>] : [payload: RequestPayload<N>]

export interface AuthFrameDeps {
  window: Window | undefined
  /** The secure site's base URL; the frame is `<url>/sdk?…`. */
  url: string
  projectId: string
  /** The active network's chain id and first RPC URL, read when the frame is created and per RPC request. */
  network: () => { chainId: string | number; rpcUrl?: string }
  enableLogger: boolean
  metadata?: Metadata
  sdkType: string
  sdkVersion: string
  theme: FrameTheme
  storage: Storage
  logger: Logger
  alerts: Alerts
  timeouts?: Partial<AuthFrameTimeouts>
}

type Pending = {
  name: RequestName
  payload: unknown
  resolve(value: unknown): void
  reject(error: Error): void
  timer?: ReturnType<typeof setTimeout>
  /** Set once posted to the frame. */
  posted: boolean
}

/** `crypto.randomUUID()`, or 128 random bits from `getRandomValues` where randomUUID is missing (non-secure contexts). */
function randomId(win: Window | undefined): string {
  const crypto = win?.crypto ?? globalThis.crypto
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

/** BigInts cannot cross postMessage's JSON-like path as the frame expects: 0x-hex. */
function hexBigInts(value: unknown): unknown {
  if (typeof value === 'bigint') return `0x${value.toString(16)}`
  if (Array.isArray(value)) return value.map(hexBigInts)
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, hexBigInts(v)]))
  }
  return value
}

const abortError = (name: RequestName, reason?: FrameTimeoutReason) =>
  new PorticoError(reason ? reason.toUpperCase() : 'REQUEST_ABORTED', name === 'RPC_REQUEST' ? 'Request was aborted' : 'Something went wrong')

export function createAuthFrame(deps: AuthFrameDeps): AuthFrame {
  const timeouts: AuthFrameTimeouts = { ...AUTH_FRAME_TIMEOUTS, ...deps.timeouts }
  const { logger, storage, alerts } = deps
  const win = deps.window
  const frameOrigin = new URL(deps.url).origin
  const store = createStore<AuthFrameState>({ status: 'idle', smartAccountEnabledNetworks: storage.get('smartAccountEnabledNetworks') ?? [] })
  const timeoutEvents = new Subject<FrameTimeoutReason>()
  const sessionEvents = new Subject<string>()
  const pending = new Map<string, Pending>()
  let iframe: HTMLIFrameElement | undefined
  let loadTimer: ReturnType<typeof setTimeout> | undefined
  let readyTimer: ReturnType<typeof setTimeout> | undefined
  let theme = deps.theme
  let disposed = false
  /** Where the frame shows, while a view asks for it. */
  let revealed: FrameRect | undefined

  const setState = (patch: Partial<AuthFrameState>) => store.set({ ...store.get(), ...patch })

  function post(id: string, entry: Pending): void {
    if (entry.posted || !iframe?.contentWindow) return
    entry.posted = true
    const message = entry.payload === undefined ? { id, type: appType(entry.name) } : { id, type: appType(entry.name), payload: entry.payload }
    // The exact origin: a frame that navigated elsewhere never gets the message.
    iframe.contentWindow.postMessage(message, frameOrigin)
    if (TIMED_REQUESTS.has(entry.name)) entry.timer = setTimeout(() => timeout('iframe_request_timeout'), timeouts.request)
  }

  /** Posts what waited: init requests once READY, the rest once initialized. */
  function flush(): void {
    const { status } = store.get()
    for (const [id, entry] of pending) {
      if (status === 'initialized' || (status === 'ready' && INIT_REQUESTS.has(entry.name))) post(id, entry)
    }
  }

  function settle(id: string): Pending | undefined {
    const entry = pending.get(id)
    if (!entry) return undefined
    pending.delete(id)
    clearTimeout(entry.timer)
    return entry
  }

  function rejectAll(error: (name: RequestName) => Error, keep?: (p: Pending) => boolean): void {
    let rpcAborted = false
    for (const [id, entry] of [...pending]) {
      if (keep?.(entry)) continue
      settle(id)
      if (entry.name === 'RPC_REQUEST' && entry.posted) rpcAborted = true
      entry.reject(error(entry.name))
    }
    if (rpcAborted && iframe?.contentWindow && store.get().status === 'initialized') {
      iframe.contentWindow.postMessage({ id: randomId(win), type: appType('RPC_ABORT') }, frameOrigin)
    }
  }

  function timeout(reason: FrameTimeoutReason): void {
    logger.error(`Auth frame: ${reason}`)
    alerts.show(reason === 'iframe_load_failed' ? 'IFRAME_LOAD_FAILED' : 'IFRAME_REQUEST_TIMEOUT')
    timeoutEvents.next(reason)
    // Both abort every pending request.
    rejectAll((name) => abortError(name, reason))
    if (reason === 'iframe_load_failed') removeFrame('failed')
  }

  function removeFrame(status: AuthFrameState['status']): void {
    clearTimeout(loadTimer)
    clearTimeout(readyTimer)
    iframe?.remove()
    iframe = undefined
    setState({ status, version: undefined })
  }

  function onMessage(event: MessageEvent): void {
    // Only the frame, from its own origin, is heard.
    if (!iframe || event.source !== iframe.contentWindow || event.origin !== frameOrigin) return
    const data = event.data as { type?: unknown } | null
    if (typeof data?.type !== 'string' || !data.type.startsWith(FRAME_PREFIX)) return
    const parsed = parseFrameEvent(data)
    if (!parsed.ok) {
      logger.warn(`Auth frame: message refused: ${parsed.error}`)
      return
    }
    const frameEvent = parsed.value
    if (frameEvent.kind === 'ready') {
      if (store.get().status !== 'loading') return
      clearTimeout(loadTimer)
      setState({ status: 'ready', version: frameEvent.version })
      readyTimer = setTimeout(() => void initialize(), timeouts.readyDelay)
      return
    }
    if (frameEvent.kind === 'session') {
      storage.set('sessionToken', frameEvent.token)
      sessionEvents.next(frameEvent.token)
      return
    }
    const entry = pending.get(frameEvent.id)
    if (!entry) {
      logger.debug(`Auth frame: reply with an unknown id ignored (${data.type})`)
      return
    }
    if (entry.name !== frameEvent.name || !entry.posted) {
      logger.warn(`Auth frame: reply ${data.type} does not match request ${entry.name}; ignored`)
      return
    }
    settle(frameEvent.id)
    if (frameEvent.kind === 'success') entry.resolve(frameEvent.payload)
    else entry.reject(new PorticoError('AUTH_FRAME_ERROR', frameEvent.message))
  }

  async function initialize(): Promise<void> {
    const sent = [
      request('SYNC_DAPP_DATA', {
        projectId: deps.projectId,
        sdkVersion: deps.sdkVersion,
        sdkType: deps.sdkType === 'w3m' ? 'w3m' : 'appkit',
        ...(deps.metadata ? { metadata: { ...deps.metadata, icons: [...deps.metadata.icons] } } : {}),
      }),
      request('SYNC_THEME', themePayload(theme)),
      request('GET_SMART_ACCOUNT_ENABLED_NETWORKS').then(({ smartAccountEnabledNetworks }) => {
        storage.set('smartAccountEnabledNetworks', smartAccountEnabledNetworks)
        setState({ smartAccountEnabledNetworks })
      }),
    ]
    flush()
    const results = await Promise.allSettled(sent)
    for (const result of results) if (result.status === 'rejected') logger.warn('Auth frame: initialization step failed', result.reason)
    if (store.get().status !== 'ready') return
    setState({ status: 'initialized' })
    flush()
  }

  function load(): void {
    if (disposed || iframe) return
    const doc = win?.document
    if (!doc?.body) throw new PorticoError('IFRAME_LOAD_FAILED', UNABLE_TO_LOAD)
    const { chainId, rpcUrl } = deps.network()
    const query = new URLSearchParams({ projectId: deps.projectId, chainId: String(chainId), version: FRAME_PROTOCOL_VERSION, enableLogger: String(deps.enableLogger) })
    if (rpcUrl) query.set('rpcUrl', rpcUrl)
    const element = doc.createElement('iframe')
    element.id = 'w3m-iframe'
    element.name = 'w3m-secure-iframe'
    element.src = `${deps.url}/sdk?${query}`
    element.style.cssText = HIDDEN_STYLE
    if (revealed) show(element, revealed)
    element.addEventListener('error', () => {
      if (iframe !== element) return
      logger.error(`Auth frame: ${UNABLE_TO_LOAD}`)
      rejectAll(() => new PorticoError('IFRAME_LOAD_FAILED', UNABLE_TO_LOAD))
      removeFrame('failed')
    })
    iframe = element
    setState({ status: 'loading' })
    loadTimer = setTimeout(() => timeout('iframe_load_failed'), timeouts.load)
    doc.body.appendChild(element)
  }

  function request<N extends RequestName>(name: N, ...[payload]: PayloadArgs<N>): Promise<ResponsePayload<N>> {
    if (disposed) return Promise.reject(abortError(name))
    // Answered from the stored value, never sent.
    if (name === 'GET_CHAIN_ID') return Promise.resolve({ chainId: currentChainId() } as ResponsePayload<N>)
    let body: unknown = payload
    if (name === 'RPC_REQUEST') {
      const rpc = payload as RequestPayload<'RPC_REQUEST'>
      if (rpc.method === 'eth_chainId') return Promise.resolve(`0x${evmChainNumber(currentChainId()).toString(16)}` as ResponsePayload<N>)
      const network = deps.network()
      body = hexBigInts({ chainNamespace: 'eip155', chainId: network.chainId, ...(network.rpcUrl ? { rpcUrl: network.rpcUrl } : {}), ...rpc })
    }
    // The page hands the frame the session token it kept (SESSION_UPDATE), for a frame whose storage was wiped.
    if (name === 'IS_CONNECTED' && !(payload as RequestPayload<'IS_CONNECTED'>)?.token) {
      const token = storage.get('sessionToken')
      if (token) body = { token }
    }
    const checked = checkRequestPayload(name, body)
    if (!checked.ok) return Promise.reject(new PorticoError('INVALID_FRAME_REQUEST', checked.error))
    try {
      load()
    } catch (error) {
      return Promise.reject(error)
    }
    return new Promise<ResponsePayload<N>>((resolve, reject) => {
      const id = randomId(win)
      pending.set(id, { name, payload: checked.value, resolve: resolve as (value: unknown) => void, reject, posted: false })
      flush()
    }).then((result) => {
      if (name === 'SWITCH_NETWORK') storage.set('lastUsedChain', String((result as ResponsePayload<'SWITCH_NETWORK'>).chainId))
      return result
    })
  }

  const currentChainId = () => storage.get('lastUsedChain') ?? deps.network().chainId

  // Listening starts with the service: READY may arrive as soon as the frame exists.
  win?.addEventListener('message', onMessage)

  return {
    state$: store.state$,
    get: store.get,
    timeouts$: timeoutEvents.asObservable(),
    sessions$: sessionEvents.asObservable(),
    load,
    request,
    syncTheme(next) {
      theme = next
      if (store.get().status === 'initialized') void request('SYNC_THEME', themePayload(next)).catch((error: unknown) => logger.warn('Auth frame: theme sync failed', error))
    },
    async signOut() {
      // The login cache goes first, so a frame that never answers cannot keep the visitor signed in.
      for (const key of ['emailLoginUsed', 'email', 'sessionToken', 'lastEmailLoginTime', 'socialUsername', 'socialProvider'] as const) storage.remove(key)
      if (!iframe) return
      let timer: ReturnType<typeof setTimeout> | undefined
      const capped = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeouts.signOut)))
      await Promise.race([request('SIGN_OUT').catch((error: unknown) => logger.warn('Auth frame: sign-out failed', error)), capped])
      clearTimeout(timer)
    },
    abort(keep) {
      rejectAll((name) => abortError(name), keep ? (p) => keep({ name: p.name, payload: p.payload }) : undefined)
    },
    reload() {
      if (disposed || !iframe) return
      rejectAll((name) => abortError(name))
      clearTimeout(readyTimer)
      clearTimeout(loadTimer)
      setState({ status: 'loading', version: undefined })
      loadTimer = setTimeout(() => timeout('iframe_load_failed'), timeouts.load)
      // Setting src navigates the element again: the page cannot reload a cross-origin document itself,
      // and a RELOAD message would race the new document's READY.
      iframe.src = iframe.src
    },
    reveal(rect) {
      for (const [key, value] of Object.entries(rect)) {
        if (!Number.isFinite(value)) throw new PorticoError('INVALID_FRAME_RECT', `reveal: ${key} must be a finite number, got ${String(value)}`)
      }
      revealed = { left: rect.left, top: rect.top, width: Math.max(0, rect.width), height: Math.max(0, rect.height) }
      if (iframe) show(iframe, revealed)
    },
    conceal() {
      revealed = undefined
      if (iframe) iframe.style.cssText = HIDDEN_STYLE
    },
    dispose() {
      if (disposed) return
      disposed = true
      win?.removeEventListener('message', onMessage)
      rejectAll((name) => abortError(name))
      removeFrame('idle')
      timeoutEvents.complete()
      sessionEvents.complete()
    },
  }
}

/**
 * A modal dialog hides the rest of the page from assistive technology (aria-hidden on body's other
 * children, the frame among them); the approval card the frame shows is part of the dialog's task.
 */
function show(element: HTMLIFrameElement, rect: FrameRect): void {
  element.style.cssText = shownStyle(rect)
  element.removeAttribute?.('aria-hidden')
}

function themePayload(theme: FrameTheme): RequestPayload<'SYNC_THEME'> {
  const variables = Object.fromEntries(Object.entries(theme.themeVariables ?? {}).filter(([, v]) => v !== undefined)) as Record<string, string | number>
  return {
    themeMode: theme.themeMode,
    themeVariables: variables,
    w3mThemeVariables: Object.fromEntries(Object.entries(variables).map(([k, v]) => [k, String(v)])),
  }
}
