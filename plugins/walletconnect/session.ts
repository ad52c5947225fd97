// The WalletConnect v2 dApp session, independent of the kernel: pairing (with URI refresh), approval,
// restore from storage, requests, chain switching, events and disconnect. @walletconnect/sign-client
// is imported dynamically, only when a connection starts or a stored session is restored.
import { Observable, ReplaySubject, Subject } from 'rxjs'
import type { SignClient as SignClientClass } from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'

type Client = InstanceType<typeof SignClientClass>

export const DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org'
/** SPEC §9: a pairing URI lives 4 minutes and counts as expired within 10 s of that. */
export const PAIRING_LIFETIME_MS = 4 * 60_000
export const PAIRING_EXPIRY_MARGIN_MS = 10_000

export const EIP155_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
] as const
export const EIP155_EVENTS = ['accountsChanged', 'chainChanged'] as const

/** SPEC §8 protocol texts where they apply. */
export const WalletConnectMessages = {
  notConnected: 'Please call connect() before request()',
  sessionNotInitialized: 'Session not initialized',
  switchFailed: 'Failed to switch to chain',
  disconnectFailed: 'Failed to disconnect',
  rejected: 'Connection request rejected by the wallet',
} as const

export class WalletConnectError extends Error {
  override name = 'WalletConnectError'
  constructor(
    readonly code: 'NOT_CONNECTED' | 'NOT_INITIALIZED' | 'SWITCH_FAILED' | 'DISCONNECT_FAILED' | 'USER_REJECTED' | 'CONNECT_FAILED',
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
  /** eip155 chain ids the dApp supports; the first is the preferred default chain. */
  networks: readonly { id: number | string }[]
  /** The sign-client's customStoragePrefix: distinct per client in one page/process. */
  storagePrefix: string
  /** Turns off hosted Verify and telemetry (local relay, tests). */
  offline?: boolean
  /** Sign-client storage; default: its own (IndexedDB in browsers, a file in Node). */
  storage?: WalletConnectStorage
  /** Default: globalThis.localStorage when there is one; without it restore() always loads the client. */
  hintStorage?: SessionHintStorage | null
  /** Pairing URI lifetime (default 4 min) and the margin before expiry at which it is replaced (default 10 s). */
  pairingLifetimeMs?: number
  pairingExpiryMarginMs?: number
  /** How long restore() waits for the wallet to answer a ping before trusting the stored session; default 3 s. */
  restoreCheckMs?: number
  logger?: Pick<Console, 'error'>
}

export interface WalletConnectAccountState {
  accounts: string[]
  chainId: number
}

export type WalletConnectEvent =
  | { type: 'accountsChanged'; accounts: string[] }
  | { type: 'chainChanged'; chainId: number }
  | { type: 'disconnect' }

export interface WalletConnectConnection {
  /** The pairing URI; replaced by a fresh one shortly before it expires; completes when the connection settles. */
  uri$: Observable<string>
  approval: Promise<WalletConnectAccountState>
  /** Stops refreshing the URI and rejects the approval. */
  cancel(): void
}

export interface WalletConnectSession {
  connect(): Promise<WalletConnectConnection>
  restore(): Promise<WalletConnectAccountState | null>
  request<T = unknown>(request: { method: string; params?: unknown; chainId?: number }): Promise<T>
  switchChain(chainId: number): Promise<void>
  disconnect(): Promise<void>
  readonly events$: Observable<WalletConnectEvent>
  /** The current accounts/chain, or null when not connected. */
  state(): WalletConnectAccountState | null
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

export function createWalletConnectSession(options: WalletConnectSessionOptions): WalletConnectSession {
  const relayUrl = options.relayUrl ?? DEFAULT_RELAY_URL
  const lifetime = options.pairingLifetimeMs ?? PAIRING_LIFETIME_MS
  const margin = options.pairingExpiryMarginMs ?? PAIRING_EXPIRY_MARGIN_MS
  const logger = options.logger ?? console
  const hints = options.hintStorage !== undefined ? options.hintStorage : (globalThis as { localStorage?: SessionHintStorage }).localStorage ?? null
  const hintKey = `${options.storagePrefix}:portico-wc-session`
  const chains = options.networks.map((n) => `eip155:${chainOf(n.id)}`)
  const events$ = new Subject<WalletConnectEvent>()

  let clientPromise: Promise<Client> | undefined
  let session: SessionTypes.Struct | undefined
  let chainId: number | undefined

  function client(): Promise<Client> {
    clientPromise ??= (async () => {
      const { SignClient } = await import('@walletconnect/sign-client')
      const c = await SignClient.init({
        projectId: options.projectId,
        relayUrl,
        metadata: options.metadata,
        customStoragePrefix: options.storagePrefix,
        telemetryEnabled: !options.offline,
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

  function sessionChains(s: SessionTypes.Struct): string[] {
    const ns = s.namespaces.eip155
    if (!ns) return []
    const fromAccounts = ns.accounts.map((a) => a.split(':').slice(0, 2).join(':'))
    return [...new Set([...(ns.chains ?? []), ...fromAccounts])]
  }

  function accountsOf(s: SessionTypes.Struct, chain: number | undefined): string[] {
    const all = s.namespaces.eip155?.accounts ?? []
    const onChain = all.filter((a) => a.startsWith(`eip155:${chain}:`))
    return [...new Set((onChain.length ? onChain : all).map((a) => a.split(':')[2]!))]
  }

  function adopt(s: SessionTypes.Struct): WalletConnectAccountState {
    session = s
    const approved = sessionChains(s)
    const preferred = chains.find((c) => approved.includes(c)) ?? approved[0]
    chainId = preferred ? chainOf(preferred) : undefined
    hints?.setItem(hintKey, s.topic)
    return current()!
  }

  function current(): WalletConnectAccountState | null {
    if (!session || chainId === undefined) return null
    return { accounts: accountsOf(session, chainId), chainId }
  }

  function drop(topic: string) {
    if (session?.topic !== topic) return
    session = undefined
    chainId = undefined
    hints?.removeItem(hintKey)
    events$.next({ type: 'disconnect' })
  }

  function listen(c: Client) {
    c.on('session_event', ({ topic, params }) => {
      if (session?.topic !== topic) return
      const { name, data } = params.event
      if (name === 'accountsChanged' && Array.isArray(data)) {
        const accounts = (data as string[]).map((a) => (a.includes(':') ? a.split(':')[2]! : a))
        events$.next({ type: 'accountsChanged', accounts })
      } else if (name === 'chainChanged') {
        chainId = chainOf(data as number | string)
        events$.next({ type: 'chainChanged', chainId })
      }
    })
    c.on('session_update', ({ topic, params }) => {
      if (session?.topic !== topic) return
      session = { ...session, namespaces: params.namespaces }
      events$.next({ type: 'accountsChanged', accounts: accountsOf(session, chainId) })
    })
    c.on('session_delete', ({ topic }) => drop(topic))
    c.on('session_expire', ({ topic }) => drop(topic))
  }

  async function connect(): Promise<WalletConnectConnection> {
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
        const { uri, approval: pending } = await c.connect({
          optionalNamespaces: { eip155: { chains, methods: [...EIP155_METHODS], events: [...EIP155_EVENTS] } },
        })
        if (settled) return
        if (!uri) throw new WalletConnectError('CONNECT_FAILED', 'No pairing URI')
        uri$.next(uri)
        timer = setTimeout(() => void pair().catch(rejectOuter), Math.max(0, lifetime - margin))
        pending().then(
          (s) => {
            if (settled) return
            finish()
            resolve(adopt(s))
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

  async function restore(): Promise<WalletConnectAccountState | null> {
    if (session) return current()
    if (hints && !hints.getItem(hintKey)) return null
    const c = await client()
    const find = () =>
      c.session
        .getAll()
        .filter((s) => s.namespaces.eip155 && s.expiry * 1000 > Date.now())
        .at(-1)
    const stored = find()
    if (!stored) {
      hints?.removeItem(hintKey)
      return null
    }
    // A session the wallet deleted while we were away: its delete waits in the relay mailbox and
    // arrives once the client resubscribes. Ping the wallet (bounded) and look again.
    let onDelete: (event: { topic: string }) => void = () => {}
    const deleted = new Promise<void>((resolve) => {
      onDelete = ({ topic }) => topic === stored.topic && resolve()
      c.on('session_delete', onDelete)
    })
    await Promise.race([c.ping({ topic: stored.topic }).catch(() => {}), deleted, sleep(options.restoreCheckMs ?? 3000)])
    c.off('session_delete', onDelete)
    const still = find()
    if (!still || still.topic !== stored.topic) {
      hints?.removeItem(hintKey)
      return null
    }
    return adopt(still)
  }

  async function request<T>(req: { method: string; params?: unknown; chainId?: number }): Promise<T> {
    if (!session || !clientPromise) throw new WalletConnectError('NOT_CONNECTED', WalletConnectMessages.notConnected)
    const c = await clientPromise
    return c.request<T>({
      topic: session.topic,
      chainId: `eip155:${req.chainId ?? chainId}`,
      request: { method: req.method, params: req.params ?? [] },
    })
  }

  async function switchChain(target: number): Promise<void> {
    if (!session) throw new WalletConnectError('NOT_INITIALIZED', WalletConnectMessages.sessionNotInitialized)
    if (sessionChains(session).includes(`eip155:${target}`)) {
      // An approved chain becomes the default locally (SPEC §4).
      if (chainId !== target) {
        chainId = target
        events$.next({ type: 'chainChanged', chainId })
      }
      return
    }
    const methods = session.namespaces.eip155?.methods ?? []
    if (!methods.includes('wallet_switchEthereumChain')) throw new WalletConnectError('SWITCH_FAILED', WalletConnectMessages.switchFailed)
    try {
      await request({ method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${target.toString(16)}` }] })
    } catch (error) {
      throw new WalletConnectError('SWITCH_FAILED', WalletConnectMessages.switchFailed, error)
    }
    chainId = target
    events$.next({ type: 'chainChanged', chainId })
  }

  async function disconnect(): Promise<void> {
    if (!session || !clientPromise) return
    const topic = session.topic
    try {
      const c = await clientPromise
      await c.disconnect({ topic, reason: USER_DISCONNECTED })
    } catch (error) {
      logger.error('WalletConnect disconnect failed', error)
      throw new WalletConnectError('DISCONNECT_FAILED', WalletConnectMessages.disconnectFailed, error)
    } finally {
      session = undefined
      chainId = undefined
      hints?.removeItem(hintKey)
    }
  }

  async function close(): Promise<void> {
    if (!clientPromise) return
    const c = await clientPromise.catch(() => undefined)
    if (!c) return
    c.core.heartbeat.stop()
    await c.core.relayer.transportClose().catch(() => {})
  }

  return { connect, restore, request, switchChain, disconnect, events$: events$.asObservable(), state: current, close }
}

function toConnectError(error: unknown): WalletConnectError {
  const e = error as { code?: number; message?: string } | undefined
  // 5000 USER_REJECTED, 5001..5002 rejected methods/events (getSdkError).
  if (e && typeof e.code === 'number' && e.code >= 5000 && e.code < 5100)
    return new WalletConnectError('USER_REJECTED', `${WalletConnectMessages.rejected}: ${e.message ?? 'rejected'}`, error)
  return new WalletConnectError('CONNECT_FAILED', e?.message ?? 'Connection failed', error)
}
