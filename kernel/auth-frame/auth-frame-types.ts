// The auth-frame bridge's contract: its states, timeouts, what it is built from and what it offers.
import type { Observable } from 'rxjs'
import type { Alerts } from '../alerts/alerts.ts'
import type { Metadata, ThemeMode, ThemeVariables } from '../config/options.ts'
import type { Logger } from '../logger/logger.ts'
import type { Storage } from '../storage/storage.ts'
import type { RequestName, RequestPayload, ResponsePayload } from './messages.ts'

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
export const TIMED_REQUESTS: ReadonlySet<RequestName> = new Set(['CONNECT_EMAIL', 'CONNECT_DEVICE', 'CONNECT_OTP', 'CONNECT_SOCIAL', 'GET_SOCIAL_REDIRECT_URI'])
/** Sent during initialization, before the frame counts as initialized. */
export const INIT_REQUESTS: ReadonlySet<RequestName> = new Set(['SYNC_DAPP_DATA', 'SYNC_THEME', 'GET_SMART_ACCOUNT_ENABLED_NETWORKS'])

/**
 * 'unverified_domain': the frame refused this page's origin (not on the project's allowed origins)
 * and said so instead of never becoming ready; treated as a failed load, at once.
 */
export type FrameTimeoutReason = 'iframe_load_failed' | 'iframe_request_timeout' | 'unverified_domain'

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
export const HIDDEN_STYLE = 'position:fixed;z-index:999999;display:none;border:none'
// pointer-events:auto: a modal dialog (Radix) turns pointer events off on the page's body, which
// the frame, a child of body, would inherit, leaving its Approve button dead.
export const shownStyle = ({ left, top, width, height }: FrameRect) =>
  `position:fixed;z-index:999999;display:block;border:none;pointer-events:auto;left:${left}px;top:${top}px;width:${width}px;height:${height}px`

export type PayloadArgs<N extends RequestName> = undefined extends RequestPayload<N> ? [payload?: RequestPayload<N>] : [payload: RequestPayload<N>]

export interface AuthFrameDeps {
  window: Window | undefined
  /** The secure site's base URL; the frame is `<url>/sdk?…`. */
  url: string
  projectId: string
  /** The active network's chain id and RPC URLs (in the order the page tries them), read when the frame is created and per RPC request. */
  network: () => { chainId: string | number; rpcUrls: readonly string[] }
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

export type Pending = {
  name: RequestName
  payload: unknown
  resolve(value: unknown): void
  reject(error: Error): void
  timer?: ReturnType<typeof setTimeout>
  /** Set once posted to the frame. */
  posted: boolean
}

