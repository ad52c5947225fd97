// The WalletConnect session's contract: its options, what it reports, and its defaults. Types and
// constants only, so that every part of the session can import it without importing the session.
import type { Observable } from 'rxjs'
import type { SessionNetwork } from './namespaces.ts'
import type { WalletConnectAuthRequest } from './authentication.ts'

export const DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org'
/** A pairing URI lives 4 minutes and counts as expired within 10 s of that. */
export const PAIRING_LIFETIME_MS = 4 * 60_000
export const PAIRING_EXPIRY_MARGIN_MS = 10_000

/** How long a request waits for the relay socket to reopen before the visitor is told it is unreachable (our choice). */
export const RELAY_CHECK_TIMEOUT_MS = 5_000
/**
 * How long an explicit checkConnection() (the visitor pressed Reconnect) waits for the relay
 * socket: long enough for the sign-client's own reconnect loop, which backs off up to 4 s between
 * its five attempts (our choice).
 */
export const RELAY_RECONNECT_TIMEOUT_MS = 15_000
/** A disconnect waits at most 3 s (the bound set for the embedded wallet's sign-out; the same here). */
export const DISCONNECT_TIMEOUT_MS = 3_000
/** How long a one-click sign-in request in a proposal is valid (seconds). */
export const AUTH_REQUEST_TTL_S = 300

export interface WalletConnectMetadata {
  name: string
  description: string
  url: string
  icons: string[]
  /** How a wallet comes back to the dApp: its own scheme, its universal link, and whether it takes link-mode envelopes there. */
  redirect?: { native?: string; universal?: string; linkMode?: boolean }
}

/** The key-value storage the sign-client keeps its records in (IKeyValueStorage). */
export interface WalletConnectStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/** A synchronous marker store (localStorage-like) telling restore() whether a session may exist without loading the client. */
export interface SessionHintStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** What the page lends link mode: whether it applies now (a phone), how a link opens in the tap, and where the page's address is. */
export interface LinkModePage {
  enabled(): boolean
  /** Opens a universal link carrying an envelope; false when it cannot open here. */
  open(url: string): boolean
  window?: Window
}

/** What the page lends a request over the relay: whether this is a phone, the wallet link remembered at connect, and its window. */
export interface WalletAppPage {
  isPhone(): boolean
  remembered(): string | undefined
  window: Window
}

export interface WalletConnectSessionOptions {
  projectId: string
  relayUrl?: string
  metadata: WalletConnectMetadata
  /**
   * The networks of the composed plugins: a bare id is an eip155 chain id. The proposal asks for
   * every namespace it knows (eip155, solana); the first eip155 network is the preferred default chain.
   */
  networks: readonly SessionNetwork[]
  /** The sign-client's customStoragePrefix: distinct per client in one page/process. */
  storagePrefix: string
  /** Turns off hosted Verify and telemetry (local relay, tests). */
  offline?: boolean
  /** false: the sign-client sends no telemetry of its own (the app's `features.analytics` is off). Default true. */
  telemetry?: boolean
  /** Sign-client storage; default: its own (IndexedDB in browsers, a file in Node). */
  storage?: WalletConnectStorage
  /** Default: globalThis.localStorage when there is one; without it restore() always loads the client. */
  hintStorage?: SessionHintStorage | null
  /** Pairing URI lifetime (default 4 min) and the margin before expiry at which it is replaced (default 10 s). */
  pairingLifetimeMs?: number
  pairingExpiryMarginMs?: number
  /** How long the background check after restore() waits for the wallet's ping answer; default 3 s. */
  restoreCheckMs?: number
  /** How long a request waits for a closed relay socket to reopen; default RELAY_CHECK_TIMEOUT_MS. */
  relayCheckMs?: number
  /** How long checkConnection() waits for it; default RELAY_RECONNECT_TIMEOUT_MS. */
  relayReconnectMs?: number
  /** How long disconnect() waits for the relay to take the session delete; default DISCONNECT_TIMEOUT_MS. */
  disconnectTimeoutMs?: number
  logger?: Pick<Console, 'error'>
  /** Link mode: how the page takes part (link-mode.ts); without it every request goes through the relay. */
  linkMode?: LinkModePage
  /** On a phone: opens the wallet's app as a request goes to it over the relay (request-link.ts). */
  walletApp?: WalletAppPage
  /** How the @walletconnect/sign-client module is fetched (it must resolve to that module); default a dynamic import (its own chunk). */
  loadSignClient?: () => Promise<unknown>
}

export interface WalletConnectAccountState {
  accounts: string[]
  chainId: number
  /** One-click sign-in: the CACAOs the wallet signed with its approval, each with its text (only on the connect that asked). */
  authentication?: { cacao: WalletConnectCacao; message: string }[]
}

/** CAIP-74's CACAO as an authenticated session carries it. */
export interface WalletConnectCacao {
  h: { t: 'caip122' }
  p: { iss: string; domain: string; aud?: string; version?: string; nonce: string; iat?: string; nbf?: string; exp?: string; statement?: string; requestId?: string; resources?: string[] }
  s: { t: 'eip191' | 'eip1271'; s: string; m?: string }
}

export interface WalletConnectConnectOptions {
  /**
   * Ask the wallet for an authenticated session (one approval connects and signs in). Called for
   * each pairing URI (a fresh nonce each time); checked against the Authenticate rules before anything is sent.
   */
  authentication?: () => Promise<WalletConnectAuthRequest>
}

export interface WalletConnectPeer {
  name: string
  icon?: string
}

export type WalletConnectUnavailableReason = 'relay-unreachable' | 'session-expired'

export type WalletConnectEvent =
  | { type: 'accountsChanged'; accounts: string[] }
  | { type: 'chainChanged'; chainId: number }
  | { type: 'disconnect' }
  /** A request was refused before it was sent: the relay is unreachable or the session expired. */
  | { type: 'unavailable'; reason: WalletConnectUnavailableReason; message: string }

export interface WalletConnectConnection {
  /** The pairing URI; replaced by a fresh one shortly before it expires; completes when the connection settles. */
  uri$: Observable<string>
  approval: Promise<WalletConnectAccountState>
  /** Stops refreshing the URI and rejects the approval. */
  cancel(): void
}

/** A first connection sent in a wallet's universal link (link mode): the link to open, and the wallet's answer. */
export interface LinkModeConnection {
  /** The wallet's universal link carrying the authenticate request's envelope. */
  url: string
  approval: Promise<WalletConnectAccountState>
  /** Rejects the approval (a late answer is not adopted). */
  cancel(): void
}

export interface WalletConnectSession {
  connect(options?: WalletConnectConnectOptions): Promise<WalletConnectConnection>
  /**
   * Link mode's first connection (a phone, a dApp with link mode): an authenticated session asked of
   * the wallet whose link-mode universal link is `walletLink`, made to be opened in that link
   * (nothing on the relay). Rejects when link mode does not apply here.
   */
  connectByLink(walletLink: string, authentication: () => Promise<WalletConnectAuthRequest>): Promise<LinkModeConnection>
  /**
   * The stored session's account, at once from the stored marker (no network, no client code);
   * the client then loads and checks it in the background: a session gone meanwhile ends with a
   * `disconnect` event. Null when nothing is stored.
   */
  restore(): Promise<WalletConnectAccountState | null>
  /**
   * The health check a request runs before it is sent: the session is unexpired and the relay
   * socket is open (reopened within relayCheckMs). Throws RELAY_UNREACHABLE or SESSION_EXPIRED.
   */
  checkConnection(): Promise<void>
  /** `chain`: the CAIP-2 id of a chain of another namespace (e.g. `solana:…`); default the eip155 `chainId`. */
  request<T = unknown>(request: { method: string; params?: unknown; chainId?: number; chain?: string }): Promise<T>
  /**
   * The CAIP-10 accounts the wallet approved in another namespace of this session (e.g. solana),
   * from the stored marker while a restored session is still being checked; empty when none.
   */
  accountsIn(namespace: string): string[]
  switchChain(chainId: number): Promise<void>
  disconnect(): Promise<void>
  readonly events$: Observable<WalletConnectEvent>
  /** The current accounts/chain, or null when not connected. */
  state(): WalletConnectAccountState | null
  /** The wallet at the other end (its metadata name and first icon), or null when not connected. */
  peer(): WalletConnectPeer | null
  /**
   * What the wallet settled: its sessionProperties (e.g. `bundler_name`, `bundler_url`) and the eip155
   * methods it approved; null until the client holds the session (a restore still being checked).
   */
  settled(): { properties: Record<string, string>; methods: string[] } | null
  /** Closes the relay socket (dispose, tests); the stored session stays. */
  close(): Promise<void>
  /**
   * Link mode: reads a wallet's answer that arrived in the page's address (50 ms after the call) and
   * hands it to the tab waiting for it, else to this page's client. Returns the teardown.
   */
  receiveLinkModeAnswers(): () => void
}
