// The one state a WalletConnect session's parts share, as an explicit object handed to each part
// (pairing, restore, relay health, requests, events, disconnect), and the changes every part makes
// to it the same way: adopt a settled session, save its marker, forget it, drop it when it ends.
import { Subject } from 'rxjs'
import { accountsOf, chainOf, otherAccounts, peerOf, sessionChains } from './session-accounts.ts'
import { DEFAULT_RELAY_URL, type SessionHintStorage, type WalletConnectAccountState, type WalletConnectEvent, type WalletConnectPeer, type WalletConnectSessionOptions } from './session-contract.ts'
import type { StoredHint } from './session-hint.ts'
import type { Client, Session } from './sign-client-types.ts'
import { caipChainOf } from './namespaces.ts'

export interface SessionState {
  /** The sign-client, loading or loaded; unset again when it failed to load (the next call retries). */
  clientPromise?: Promise<Client>
  session?: Session
  chainId?: number
  /** A restored account shown before the client has loaded and found its session. */
  provisional?: StoredHint
  /** The background check of the provisional account, while it runs. */
  verified?: Promise<void>
  /** Stops reopening the relay socket when the page shows again (reopen-on-return.ts). */
  stopReopenOnReturn?: () => void
  /** Unregisters this client's link-mode opener (link-mode.ts). */
  stopLinkMode?: () => void
  /** Told when a link-mode link fails to open (link-mode.ts). */
  linkFailures?: Set<() => void>
  /** The tabs' handover of link-mode answers, while the page reads them (link-mode.ts). */
  handover?: import('./envelope-handover.ts').EnvelopeHandover
  /** The topic of the link-mode answer this page's address carried at its start (link-mode-answers.ts). */
  linkModeAnswerTopic?: string
}

/** What every part of a session is handed: its options, its state, its event stream, its marker's storage. */
export interface SessionContext {
  readonly options: WalletConnectSessionOptions
  readonly relayUrl: string
  readonly logger: Pick<Console, 'error'>
  readonly hints: SessionHintStorage | null
  readonly hintKey: string
  /** The eip155 chains of the dApp's networks, in its order: the preferred default chain comes first. */
  readonly chains: string[]
  readonly events$: Subject<WalletConnectEvent>
  readonly state: SessionState
}

export function createSessionContext(options: WalletConnectSessionOptions): SessionContext {
  return {
    options,
    relayUrl: options.relayUrl ?? DEFAULT_RELAY_URL,
    logger: options.logger ?? console,
    hints: options.hintStorage !== undefined ? options.hintStorage : ((globalThis as { localStorage?: SessionHintStorage }).localStorage ?? null),
    hintKey: `${options.storagePrefix}:portico-wc-session`,
    chains: options.networks.map(caipChainOf).filter((c) => c.startsWith('eip155:')),
    events$: new Subject<WalletConnectEvent>(),
    state: {},
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Writes the marker restore() reads at the next page start. */
export function saveHint({ hints, hintKey, state: { session, chainId } }: SessionContext): void {
  if (!hints || !session || chainId === undefined) return
  const hint: StoredHint = { topic: session.topic, accounts: accountsOf(session, chainId), chainId, expiry: session.expiry, peer: peerOf(session), others: otherAccounts(session) }
  hints.setItem(hintKey, JSON.stringify(hint))
}

/** Makes `s` the session, on the preferred chain it approved (else the dApp's first, else its first). */
export function adopt(context: SessionContext, s: Session, preferredChain?: number): WalletConnectAccountState {
  const { state } = context
  state.session = s
  const approved = sessionChains(s)
  const preferred =
    (preferredChain !== undefined && approved.includes(`eip155:${preferredChain}`) ? `eip155:${preferredChain}` : undefined) ??
    context.chains.find((c) => approved.includes(c)) ??
    approved[0]
  state.chainId = preferred ? chainOf(preferred) : undefined
  saveHint(context)
  return current(state)!
}

export function current({ provisional, session, chainId }: SessionState): WalletConnectAccountState | null {
  if (provisional) return { accounts: provisional.accounts, chainId: provisional.chainId }
  if (!session || chainId === undefined) return null
  return { accounts: accountsOf(session, chainId), chainId }
}

export function peer({ provisional, session }: SessionState): WalletConnectPeer | null {
  if (provisional) return provisional.peer ?? null
  return session ? (peerOf(session) ?? null) : null
}

/** Leaves no session, shown or held, and no marker. */
export function forget({ state, hints, hintKey }: SessionContext): void {
  state.session = undefined
  state.provisional = undefined
  state.chainId = undefined
  hints?.removeItem(hintKey)
}

/** The session `topic` ended (deleted, expired, gone from the store): forget it and say so. */
export function drop(context: SessionContext, topic: string): void {
  const { session, provisional } = context.state
  if ((session?.topic ?? provisional?.topic) !== topic) return
  forget(context)
  context.events$.next({ type: 'disconnect' })
}
