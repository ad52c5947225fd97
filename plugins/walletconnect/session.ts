// The WalletConnect v2 dApp session, independent of the kernel: pairing (with URI refresh), approval,
// restore from storage, requests, chain switching, events and disconnect. @walletconnect/sign-client
// is imported dynamically, only when a connection starts or a stored session is restored.
import { Observable, ReplaySubject, Subject } from 'rxjs'
import { readCaipAccount, readCaipAccounts } from 'portico'
import type { Client, Session } from './sign-client-types.ts'
import { loadSignClient } from './load-sign-client.ts'
import { caipChainOf, requestedNamespaces, type SessionNetwork } from './namespaces.ts'
import { checkAuthRequest, type WalletConnectAuthRequest } from './authentication.ts'

export const DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org'
/** SPEC §9: a pairing URI lives 4 minutes and counts as expired within 10 s of that. */
export const PAIRING_LIFETIME_MS = 4 * 60_000
export const PAIRING_EXPIRY_MARGIN_MS = 10_000

export { EIP155_METHODS, EIP155_EVENTS, SOLANA_METHODS } from './namespaces.ts'
/** How long a request waits for the relay socket to reopen before the visitor is told it is unreachable (not in SPEC). */
export const RELAY_CHECK_TIMEOUT_MS = 5_000
/**
 * How long an explicit checkConnection() (the visitor pressed Reconnect) waits for the relay
 * socket: long enough for the sign-client's own reconnect loop, which backs off up to 4 s between
 * its five attempts (not in SPEC).
 */
export const RELAY_RECONNECT_TIMEOUT_MS = 15_000
/** SPEC §9: a disconnect waits at most 3 s (there for the embedded wallet's sign-out; the same bound here). */
export const DISCONNECT_TIMEOUT_MS = 3_000
/** How long a one-click sign-in request in a proposal is valid (seconds). */
export const AUTH_REQUEST_TTL_S = 300

/** SPEC §8 protocol texts where they apply. */
export const WalletConnectMessages = {
  notConnected: 'Please call connect() before request()',
  sessionNotInitialized: 'Session not initialized',
  switchFailed: 'Failed to switch to chain',
  disconnectFailed: 'Failed to disconnect',
  rejected: 'Connection request rejected by the wallet',
  relayUnreachable: 'The WalletConnect relay cannot be reached. Your request was not sent.',
  sessionExpired: 'The session with your wallet has expired. Your request was not sent.',
} as const

export class WalletConnectError extends Error {
  override name = 'WalletConnectError'
  constructor(
    readonly code:
      | 'NOT_CONNECTED'
      | 'NOT_INITIALIZED'
      | 'SWITCH_FAILED'
      | 'DISCONNECT_FAILED'
      | 'USER_REJECTED'
      | 'CONNECT_FAILED'
      | 'RELAY_UNREACHABLE'
      | 'SESSION_EXPIRED'
      /** A one-click sign-in request SPEC §5 refuses. */
      | 'INVALID_AUTH_REQUEST',
    message: string,
    readonly cause?: unknown,
  ) {
    super(message)
  }
}

export interface WalletConnectMetadata {
  name: string
  description: string
  url: string
  icons: string[]
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
   * each pairing URI (a fresh nonce each time); checked against SPEC §5 before anything is sent.
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

export interface WalletConnectSession {
  connect(options?: WalletConnectConnectOptions): Promise<WalletConnectConnection>
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
}

const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

function chainOf(id: number | string): number {
  const n = typeof id === 'string' && id.startsWith('eip155:') ? Number(id.slice(7)) : Number(id)
  if (!Number.isSafeInteger(n)) throw new WalletConnectError('SWITCH_FAILED', WalletConnectMessages.switchFailed)
  return n
}

/** What the marker in hint storage holds: enough to show the account before the client loads. */
interface StoredHint {
  topic: string
  accounts: string[]
  chainId: number
  /** Session expiry, seconds since the epoch (as the sign-client keeps it). */
  expiry: number
  peer?: WalletConnectPeer
  /** CAIP-10 accounts of the session's other namespaces (solana), by namespace. */
  others?: Record<string, string[]>
}

function parseHint(raw: string | null): StoredHint | { topic: string } | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<StoredHint>
    if (
      typeof value.topic === 'string' &&
      Array.isArray(value.accounts) &&
      value.accounts.length > 0 &&
      value.accounts.every((a) => typeof a === 'string') &&
      Number.isSafeInteger(value.chainId) &&
      typeof value.expiry === 'number'
    ) {
      const peer = value.peer && typeof value.peer.name === 'string' ? { name: value.peer.name, ...(typeof value.peer.icon === 'string' ? { icon: value.peer.icon } : {}) } : undefined
      const others = othersOf(value.others)
      return { topic: value.topic, accounts: value.accounts, chainId: value.chainId!, expiry: value.expiry, ...(peer ? { peer } : {}), ...(others ? { others } : {}) }
    }
  } catch {
    // An older marker held only the topic.
  }
  return { topic: raw }
}

function othersOf(value: unknown): Record<string, string[]> | undefined {
  if (!value || typeof value !== 'object') return undefined
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].every((a) => typeof a === 'string' && a.startsWith(`${entry[0]}:`)),
  )
  return entries.length ? Object.fromEntries(entries) : undefined
}

/** The CAIP-10 accounts of every namespace of `s` but eip155. */
function otherAccounts(s: Session): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(s.namespaces)
      .filter(([ns]) => ns !== 'eip155')
      .map(([ns, n]) => [ns, n.accounts]),
  )
}

const isFullHint = (hint: StoredHint | { topic: string }): hint is StoredHint => 'accounts' in hint

export function createWalletConnectSession(options: WalletConnectSessionOptions): WalletConnectSession {
  const relayUrl = options.relayUrl ?? DEFAULT_RELAY_URL
  const lifetime = options.pairingLifetimeMs ?? PAIRING_LIFETIME_MS
  const margin = options.pairingExpiryMarginMs ?? PAIRING_EXPIRY_MARGIN_MS
  const logger = options.logger ?? console
  const hints = options.hintStorage !== undefined ? options.hintStorage : (globalThis as { localStorage?: SessionHintStorage }).localStorage ?? null
  const hintKey = `${options.storagePrefix}:portico-wc-session`
  const namespaces = requestedNamespaces(options.networks)
  const chains = options.networks.map(caipChainOf).filter((c) => c.startsWith('eip155:'))
  const events$ = new Subject<WalletConnectEvent>()

  let clientPromise: Promise<Client> | undefined
  let session: Session | undefined
  let chainId: number | undefined
  // A restored account shown before the client has loaded and found its session.
  let provisional: StoredHint | undefined
  let verified: Promise<void> | undefined

  function client(): Promise<Client> {
    clientPromise ??= (async () => {
      const { SignClient } = await loadSignClient(options.loadSignClient)
      const c = await SignClient.init({
        projectId: options.projectId,
        relayUrl,
        metadata: options.metadata,
        customStoragePrefix: options.storagePrefix,
        telemetryEnabled: !options.offline && options.telemetry !== false,
        ...(options.storage ? { storage: options.storage as never } : {}),
      })
      // In the browser each connect()/request() would otherwise wait on the hosted Verify frame.
      if (options.offline) (c.core.verify as unknown as { isDevEnv: boolean }).isDevEnv = true
      listen(c)
      return c
    })()
    clientPromise.catch(() => (clientPromise = undefined))
    return clientPromise
  }

  function sessionChains(s: Session): string[] {
    const ns = s.namespaces.eip155
    if (!ns) return []
    const fromAccounts = readCaipAccounts(ns.accounts, 'eip155').map((a) => a.network)
    return [...new Set([...(ns.chains ?? []), ...fromAccounts])]
  }

  function accountsOf(s: Session, chain: number | undefined): string[] {
    // the peer's CAIP-10 accounts are untrusted: read by the kernel's grammar, a malformed one dropped
    const all = readCaipAccounts(s.namespaces.eip155?.accounts, 'eip155')
    const onChain = all.filter((a) => a.chainId === String(chain))
    return [...new Set((onChain.length ? onChain : all).map((a) => a.address))]
  }

  function saveHint() {
    if (!hints || !session || chainId === undefined) return
    const hint: StoredHint = { topic: session.topic, accounts: accountsOf(session, chainId), chainId, expiry: session.expiry, peer: peerOf(session), others: otherAccounts(session) }
    hints.setItem(hintKey, JSON.stringify(hint))
  }

  function adopt(s: Session, preferredChain?: number): WalletConnectAccountState {
    session = s
    const approved = sessionChains(s)
    const preferred =
      (preferredChain !== undefined && approved.includes(`eip155:${preferredChain}`) ? `eip155:${preferredChain}` : undefined) ??
      chains.find((c) => approved.includes(c)) ??
      approved[0]
    chainId = preferred ? chainOf(preferred) : undefined
    saveHint()
    return current()!
  }

  function peerOf(s: Session): WalletConnectPeer | undefined {
    const metadata = s.peer?.metadata
    if (!metadata || typeof metadata.name !== 'string' || !metadata.name.trim()) return undefined
    const icon = Array.isArray(metadata.icons) && typeof metadata.icons[0] === 'string' ? metadata.icons[0] : undefined
    return { name: metadata.name.trim().slice(0, 100), ...(icon ? { icon } : {}) }
  }

  function peer(): WalletConnectPeer | null {
    if (provisional) return provisional.peer ?? null
    return session ? (peerOf(session) ?? null) : null
  }

  function current(): WalletConnectAccountState | null {
    if (provisional) return { accounts: provisional.accounts, chainId: provisional.chainId }
    if (!session || chainId === undefined) return null
    return { accounts: accountsOf(session, chainId), chainId }
  }

  function forget() {
    session = undefined
    provisional = undefined
    chainId = undefined
    hints?.removeItem(hintKey)
  }

  function drop(topic: string) {
    if ((session?.topic ?? provisional?.topic) !== topic) return
    forget()
    events$.next({ type: 'disconnect' })
  }

  function listen(c: Client) {
    c.on('session_event', ({ topic, params }) => {
      if (session?.topic !== topic) return
      const { name, data } = params.event
      if (name === 'accountsChanged' && Array.isArray(data)) {
        // CAIP-10 ids or bare addresses (read as an eip155 account's address part), as wallets send
        // either; anything malformed is dropped, and a list of nothing but malformed ones is ignored
        const accounts = (data as unknown[])
          .map((a) => readCaipAccount(typeof a === 'string' && !a.includes(':') ? `eip155:0:${a}` : a))
          .filter((a) => a?.namespace === 'eip155')
          .map((a) => a!.address)
        if (accounts.length > 0 || data.length === 0) events$.next({ type: 'accountsChanged', accounts })
      } else if (name === 'chainChanged') {
        chainId = chainOf(data as number | string)
        saveHint()
        events$.next({ type: 'chainChanged', chainId })
      }
    })
    c.on('session_update', ({ topic, params }) => {
      if (session?.topic !== topic) return
      session = { ...session, namespaces: params.namespaces }
      saveHint()
      events$.next({ type: 'accountsChanged', accounts: accountsOf(session, chainId) })
    })
    c.on('session_extend', ({ topic }) => {
      if (session?.topic !== topic) return
      session = c.session.get(topic)
      saveHint()
    })
    c.on('session_delete', ({ topic }) => drop(topic))
    c.on('session_expire', ({ topic }) => drop(topic))
  }

  async function connect(options: WalletConnectConnectOptions = {}): Promise<WalletConnectConnection> {
    const c = await client()
    const uri$ = new ReplaySubject<string>(1)
    let settled = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let rejectOuter: (error: unknown) => void = () => {}
    let generation = 0

    const finish = () => {
      settled = true
      if (timer) clearTimeout(timer)
      uri$.complete()
    }

    const approval = new Promise<WalletConnectAccountState>((resolve, reject) => {
      rejectOuter = (error) => {
        if (settled) return
        finish()
        reject(error)
      }
      const pair = async () => {
        const mine = ++generation
        // ttl: the proposal's lifetime in seconds (sign-client's default for a proposal, its minimum)
        const authentication = options.authentication ? [{ ...checkAuthRequest(await options.authentication()), ttl: AUTH_REQUEST_TTL_S }] : undefined
        if (settled) return
        const { uri, approval: pending } = await c.connect({ optionalNamespaces: namespaces, ...(authentication ? { authentication } : {}) })
        if (settled) return
        if (!uri) throw new WalletConnectError('CONNECT_FAILED', 'No pairing URI')
        uri$.next(uri)
        timer = setTimeout(() => void pair().catch(rejectOuter), Math.max(0, lifetime - margin))
        pending().then(
          (s) => {
            if (settled) return
            finish()
            provisional = undefined
            const cacaos = (s as { authentication?: WalletConnectCacao[] }).authentication
            const signed = Array.isArray(cacaos) ? cacaos.map((cacao) => ({ cacao, message: c.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss }) })) : []
            resolve({ ...adopt(s), ...(signed.length ? { authentication: signed } : {}) })
          },
          (error: unknown) => {
            // A superseded pairing's proposal may expire or fail: only the current one counts.
            if (mine !== generation) return
            rejectOuter(toConnectError(error))
          },
        )
      }
      pair().catch(rejectOuter)
    })
    return {
      uri$: uri$.asObservable(),
      approval,
      cancel: () => rejectOuter(new WalletConnectError('CONNECT_FAILED', 'Connection cancelled')),
    }
  }

  function storedSessions(c: Client): Session[] {
    return c.session.getAll().filter((s) => s.namespaces.eip155 && s.expiry * 1000 > Date.now())
  }

  /** Loads the client, finds the stored session and adopts it; then asks the wallet, in the background, whether it still has it. */
  async function verify(expected: StoredHint | { topic: string } | null): Promise<void> {
    const shownAtStart = provisional
    const c = await client()
    // Meanwhile the visitor disconnected or connected anew: that state stands.
    if (provisional !== shownAtStart || (!shownAtStart && session)) return
    const all = storedSessions(c)
    const stored = expected ? all.find((s) => s.topic === expected.topic) : all.at(-1)
    if (!stored) {
      if (expected) drop(expected.topic)
      else forget()
      return
    }
    const shown = provisional
    provisional = undefined
    const state = adopt(stored, shown?.chainId)
    if (shown && state.accounts.join() !== shown.accounts.join()) events$.next({ type: 'accountsChanged', accounts: state.accounts })
    void confirmWithWallet(c, stored.topic)
  }

  // sign-client 2.25 stores its subscription list one topic at a time as a resubscribe is answered:
  // a reload between those writes leaves the session topic out, and the next load never resubscribes
  // it, so the wallet's answers and events on it reach no one (seen in the e2e reload soak). Bounded:
  // a relay that does not answer leaves the request to its own checks.
  async function ensureSubscribed(c: Client, topic: string, waitMs: number): Promise<void> {
    if (await c.core.relayer.subscriber.isKnownTopic(topic)) return
    await Promise.race([c.core.relayer.subscribe(topic).catch((error: unknown) => logger.error('WalletConnect resubscribe failed', error)), sleep(waitMs)])
  }

  // A session the wallet deleted while we were away: its delete waits in the relay mailbox and
  // arrives (session_delete → drop) once the client resubscribes. The ping nudges the wallet; if
  // the session is gone from the store afterwards, drop it too.
  async function confirmWithWallet(c: Client, topic: string): Promise<void> {
    const wait = options.restoreCheckMs ?? 3000
    await ensureSubscribed(c, topic, wait)
    await Promise.race([c.ping({ topic }).catch(() => {}), sleep(wait)])
    if (!storedSessions(c).some((s) => s.topic === topic)) drop(topic)
  }

  /** Background verification of the shown account; a failure (e.g. the client's code did not load) is retried by the next call. */
  function startVerify(hint: StoredHint): Promise<void> {
    const attempt = verify(hint)
    verified = attempt
    attempt.catch((error: unknown) => {
      logger.error('WalletConnect session restore failed', error)
      if (verified === attempt) verified = undefined
    })
    return attempt
  }

  /** Waits for the background verification of a restored account (retrying one that failed). */
  async function settled(): Promise<void> {
    if (!provisional) return
    await (verified ?? startVerify(provisional))
  }

  async function restore(): Promise<WalletConnectAccountState | null> {
    if (session || provisional) return current()
    const hint = hints ? parseHint(hints.getItem(hintKey)) : null
    if (hints && !hint) return null
    if (hint && isFullHint(hint)) {
      if (hint.expiry * 1000 <= Date.now()) {
        hints?.removeItem(hintKey)
        return null
      }
      // Show the stored account now; the network and the client's code come after.
      provisional = hint
      startVerify(hint)
      return current()
    }
    verified = verify(hint)
    await verified
    return current()
  }

  /** The client, once a restored session has been found; throws when there is no session. */
  async function connectedClient(): Promise<{ client: Client; session: Session }> {
    await settled()
    if (!session || !clientPromise) throw new WalletConnectError('NOT_CONNECTED', WalletConnectMessages.notConnected)
    return { client: await clientPromise, session }
  }

  function unavailable(reason: WalletConnectUnavailableReason, code: 'RELAY_UNREACHABLE' | 'SESSION_EXPIRED', message: string, tell: boolean): never {
    if (tell) events$.next({ type: 'unavailable', reason, message })
    throw new WalletConnectError(code, message)
  }

  async function health(tell: boolean): Promise<Client> {
    const { client: c, session: s } = await connectedClient()
    if (s.expiry * 1000 <= Date.now()) {
      try {
        unavailable('session-expired', 'SESSION_EXPIRED', WalletConnectMessages.sessionExpired, tell)
      } finally {
        drop(s.topic)
      }
    }
    const relayer = c.core.relayer
    if (!relayer.connected) {
      const wait = tell ? (options.relayCheckMs ?? RELAY_CHECK_TIMEOUT_MS) : (options.relayReconnectMs ?? RELAY_RECONNECT_TIMEOUT_MS)
      await Promise.race([relayer.transportOpen().catch(() => {}), sleep(wait)])
      if (!relayer.connected) unavailable('relay-unreachable', 'RELAY_UNREACHABLE', WalletConnectMessages.relayUnreachable, tell)
    }
    // the answer comes back on the session topic: listen there before asking
    await ensureSubscribed(c, s.topic, options.relayCheckMs ?? RELAY_CHECK_TIMEOUT_MS)
    return c
  }

  async function request<T>(req: { method: string; params?: unknown; chainId?: number; chain?: string }): Promise<T> {
    const c = await health(true)
    try {
      return await c.request<T>({
        topic: session!.topic,
        chainId: req.chain ?? `eip155:${req.chainId ?? chainId}`,
        request: { method: req.method, params: req.params ?? [] },
      })
    } catch (error) {
      // The socket looked open but the relay never took the message (a half-open connection).
      if (error instanceof Error && /failed to publish/i.test(error.message)) {
        unavailable('relay-unreachable', 'RELAY_UNREACHABLE', WalletConnectMessages.relayUnreachable, true)
      }
      throw error
    }
  }

  async function switchChain(target: number): Promise<void> {
    await settled()
    if (!session) throw new WalletConnectError('NOT_INITIALIZED', WalletConnectMessages.sessionNotInitialized)
    if (sessionChains(session).includes(`eip155:${target}`)) {
      // An approved chain becomes the default locally (SPEC §4).
      if (chainId !== target) {
        chainId = target
        saveHint()
        events$.next({ type: 'chainChanged', chainId })
      }
      return
    }
    const methods = session.namespaces.eip155?.methods ?? []
    if (!methods.includes('wallet_switchEthereumChain')) throw new WalletConnectError('SWITCH_FAILED', WalletConnectMessages.switchFailed)
    try {
      await request({ method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${target.toString(16)}` }] })
    } catch (error) {
      // The visitor must hear that the relay is down, not that the wallet refused.
      if (error instanceof WalletConnectError && (error.code === 'RELAY_UNREACHABLE' || error.code === 'SESSION_EXPIRED')) throw error
      throw new WalletConnectError('SWITCH_FAILED', WalletConnectMessages.switchFailed, error)
    }
    chainId = target
    saveHint()
    events$.next({ type: 'chainChanged', chainId })
  }

  async function disconnect(): Promise<void> {
    await settled().catch(() => {})
    if (!session || !clientPromise) {
      forget()
      return
    }
    const topic = session.topic
    const c = await clientPromise
    try {
      // Bounded: with the relay out of reach the sign-client would keep retrying the publish.
      let timer: ReturnType<typeof setTimeout> | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('The relay did not take the disconnect in time')), options.disconnectTimeoutMs ?? DISCONNECT_TIMEOUT_MS)
      })
      await Promise.race([c.disconnect({ topic, reason: USER_DISCONNECTED }), timeout]).finally(() => clearTimeout(timer))
    } catch (error) {
      logger.error('WalletConnect disconnect failed', error)
      // The wallet may not have heard it; this side forgets the session all the same, so it is never restored.
      await Promise.resolve(c.session.delete(topic, USER_DISCONNECTED)).catch(() => {})
      throw new WalletConnectError('DISCONNECT_FAILED', WalletConnectMessages.disconnectFailed, error)
    } finally {
      forget()
    }
  }

  async function close(): Promise<void> {
    if (!clientPromise) return
    const c = await clientPromise.catch(() => undefined)
    if (!c) return
    c.core.heartbeat.stop()
    await c.core.relayer.transportClose().catch(() => {})
  }

  return {
    connect,
    restore,
    checkConnection: async () => void (await health(false)),
    request,
    switchChain,
    disconnect,
    events$: events$.asObservable(),
    state: current,
    accountsIn: (namespace) => (provisional ? (provisional.others?.[namespace] ?? []) : (session?.namespaces[namespace]?.accounts ?? [])),
    peer,
    settled: () => (session ? { properties: { ...session.sessionProperties }, methods: [...(session.namespaces.eip155?.methods ?? [])] } : null),
    close,
  }
}

function toConnectError(error: unknown): WalletConnectError {
  const e = error as { code?: number; message?: string } | undefined
  // 5000 USER_REJECTED, 5001..5002 rejected methods/events (getSdkError).
  if (e && typeof e.code === 'number' && e.code >= 5000 && e.code < 5100)
    return new WalletConnectError('USER_REJECTED', `${WalletConnectMessages.rejected}: ${e.message ?? 'rejected'}`, error)
  return new WalletConnectError('CONNECT_FAILED', e?.message ?? 'Connection failed', error)
}
