// The connection service's contract: its events, the connect attempt the UI follows, after-connect
// steps, the service's methods and what it is built from (connection-service.ts implements it).
import type { Observable } from 'rxjs'
import type { ChainAdapter } from '../adapter/chain-adapter.ts'
import type { BalanceApi } from '../api/balance.ts'
import type { IdentityApi } from '../api/identity.ts'
import type { CaipAddress, ChainNamespace } from '../caip/caip.ts'
import type { ConnectorsService } from '../connectors/connectors-service.ts'
import type { Logger } from '../logger/logger.ts'
import type { Modal } from '../modal/modal.ts'
import type { Network } from '../network/network.ts'
import type { NetworkService } from '../network/network-service.ts'
import type { Router } from '../router/router.ts'
import type { RecentWallet } from '../storage/keys.ts'
import type { Storage } from '../storage/storage.ts'
import type { AccountState } from './account-state.ts'
import type { WalletConnection } from './connections-list.ts'
import type { RecentConnection } from './recent-connections.ts'

/** What a switch changed (AppKit's onSuccess of useAppKitConnection reports the same). */
export interface SwitchResult {
  namespace: ChainNamespace
  connectorId: string
  address: string
  /** Another connection became the active one. */
  hasSwitchedWallet: boolean
  /** The active address changed within the same connection (a wallet that granted several). */
  hasSwitchedAccount: boolean
}

/** Which connection a disconnect ended: its connector, and the account it had (absent while it was still being restored). */
interface Ended {
  namespace: ChainNamespace
  connectorId?: string
  caipAddress?: CaipAddress
}

export type ConnectionEvent =
  | { type: 'CONNECT_SUCCESS'; namespace: ChainNamespace; connectorId: string }
  /** `rejected`: the visitor declined in the wallet (EIP-1193's 4001), not a failure. */
  | { type: 'CONNECT_ERROR'; namespace: ChainNamespace; connectorId: string; message: string; rejected: boolean }
  | ({ type: 'DISCONNECT_SUCCESS' } & Ended)
  | ({ type: 'DISCONNECT_ERROR'; message: string } & Ended)
  /** Another connection (or another account of the active one) became the namespace's active one. */
  | { type: 'SWITCH_CONNECTION'; namespace: ChainNamespace; connectorId: string; address: string }

/**
 * The connect() the visitor started last, while it runs and after it failed (cleared when it
 * succeeds): the view that shows it reads the outcome here, so the wallet is asked on the click,
 * not once that view's code has loaded.
 */
export interface ConnectAttempt {
  connectorId: string
  /** The one side this connect asks (a retry of one namespace); absent when it asks every side. */
  namespace?: ChainNamespace
  /** 'partial': a multichain wallet connected some of its namespaces and refused (or failed) others. */
  status: 'pending' | 'failed' | 'partial'
  /** What the visitor is told when it failed, or which namespaces did not connect. */
  error?: string
  /** Every namespace this connect asks (one per side of a merged MULTI_CHAIN connector). */
  namespaces: ChainNamespace[]
  /** The namespace whose wallet prompt is open now, while pending. */
  asking?: ChainNamespace
  connected: ChainNamespace[]
  failed: ChainNamespace[]
}

/** A transaction as a caller asks for it: the connection adds the sender and the network. */
export interface SendTransactionRequest {
  to: string
  value?: bigint
  data?: string
  /**
   * EVM only: a gas limit the caller knows better than a fresh estimate (a swap API's, which allows
   * for state the estimate cannot see); omitted, the wallet estimates.
   */
  gas?: bigint
}

/** What just connected, as an after-connect step sees it. */
export interface Connected {
  namespace: ChainNamespace
  connectorId: string
  account: AccountState
}

/**
 * A step that may follow a connect made in the modal (e.g. a sign-in plugin): it returns true when
 * it takes the modal over (it has shown its own view); when none does, the modal closes.
 */
export type AfterConnect = (connected: Connected) => boolean

export interface ConnectionService {
  /** Account state per namespace. */
  readonly accounts$: Observable<Readonly<Record<string, AccountState>>>
  readonly events$: Observable<ConnectionEvent>
  readonly attempt$: Observable<ConnectAttempt | undefined>
  getAttempt(): ConnectAttempt | undefined
  /** Registers a step that may follow a connect made in the modal; returns its removal. */
  addAfterConnect(step: AfterConnect): () => void
  get(): Readonly<Record<string, AccountState>>
  account(namespace: ChainNamespace): AccountState
  /**
   * `wallet`: the listing wallet the visitor picked when the connector is a transport (e.g. a
   * wallet from All Wallets over WalletConnect); it, not the connector, becomes a recent wallet.
   */
  /**
   * A merged MULTI_CHAIN connector connects every namespace it covers, one wallet prompt
   * after the other; a side that refuses leaves the others connected (attempt status 'partial').
   * `namespace` connects only that side. Resolves with the active namespace's account.
   * Closing the modal meanwhile leaves the request with the wallet (LEFT_CONNECT_TIMEOUT_MS): the
   * account reads disconnected, a late approval still connects, and connecting the same connector
   * again returns this same pending connect.
   */
  connect(connectorId: string, options?: { wallet?: RecentWallet; namespace?: ChainNamespace }): Promise<AccountState>
  /**
   * Gives up every pending connect (a wallet that never answers): each promise rejects with
   * 'Request was aborted' (code ABORTED), the attempt clears, later sides are not asked. A wallet's
   * late answer is not waited for (and an adapter that can withdraw its request is told to). False
   * when no connect was pending.
   */
  cancelConnect(): boolean
  /**
   * Disconnects one connection (`connectorId` in `namespace`), every connection of a namespace, or
   * every connection. Ending the active one makes the namespace's most recent other one active.
   */
  disconnect(namespace?: ChainNamespace, connectorId?: string): Promise<void>
  /**
   * Every wallet connected per namespace (several at once: an injected wallet, a WalletConnect
   * session, the embedded wallet), in the order they connected; one of each namespace is active.
   */
  readonly connections$: Observable<Readonly<Record<string, readonly WalletConnection[]>>>
  getConnections(namespace: ChainNamespace): readonly WalletConnection[]
  /** The namespace's wallets connected before on this device and not connected now, newest first. */
  getRecentConnections(namespace: ChainNamespace): readonly RecentConnection[]
  /**
   * Makes the connection of `connectorId` the namespace's active one (and `address` its active
   * account when given): no prompt, the account, the provider and every request follow it.
   * No such connection or account: CONNECTION_NOT_FOUND, nothing changes.
   */
  switchConnection(namespace: ChainNamespace, connectorId: string, address?: string): Promise<SwitchResult>
  /** Switches the active network; asks the wallet when that namespace is connected. */
  switchNetwork(target: Network | string): Promise<void>
  /**
   * Reads the account's name and avatar again from the identity API, past its 5 min cache (e.g.
   * after the account registered a name); resolves when they show.
   */
  refreshProfile(namespace?: ChainNamespace): Promise<void>
  /** Reads the native balance; within the 30 s it comes from the cache unless `force` is set. */
  refreshBalance(namespace?: ChainNamespace, options?: { force?: boolean }): Promise<void>
  signMessage(message: string, namespace?: ChainNamespace): Promise<string>
  /**
   * Sends a transaction from the connected account on the active network of `namespace` (default:
   * the active one) through the connection's adapter; resolves with the transaction hash (or
   * signature). Not connected: 'No ActiveCaipAddress found'; an adapter that cannot send:
   * 'Unsupported chain'; the wallet refusing: USER_REJECTED 'Transaction declined'.
   */
  sendTransaction(request: SendTransactionRequest, namespace?: ChainNamespace): Promise<string>
  /**
   * Asks the connection's adapter whether its wallet can be reached again (after an `unavailable`
   * event, e.g. the WalletConnect relay was down); resolves when it can, throws with the reason.
   */
  checkConnection(namespace?: ChainNamespace): Promise<void>
  getProvider(namespace?: ChainNamespace): unknown
  /** `currentTab`: the Account view's selected tab (0 Tokens, 1 Activity), kept while the modal closes and opens. */
  setCurrentTab(tab: number, namespace?: ChainNamespace): void
  /** Startup resync of stored connections; resolves when each has settled. */
  readonly restored: Promise<void>
  dispose(): void
}

export interface ConnectionDeps {
  adapters: readonly ChainAdapter[]
  connectors: ConnectorsService
  network: NetworkService
  storage: Storage
  logger: Logger
  router: () => Router
  modal: () => Modal
  allowUnsupportedChain: boolean
  enableNetworkSwitch: boolean
  /** Several connections per namespace (features.multiWallet); off, a new connection ends the namespace's one before. */
  multiWallet?: boolean
  restoreTimeoutMs?: number
  /** How long a connect left by closing the modal waits for the wallet; default LEFT_CONNECT_TIMEOUT_MS. */
  leftConnectTimeoutMs?: number
  /** The persisted native-balance cache (30 s); without it every refresh reads the chain. */
  balanceCache?: Pick<BalanceApi, 'getNativeBalance' | 'invalidateBalances'>
  /** The identity API (cached 5 min): the account's profile name and avatar. */
  identity?: Pick<IdentityApi, 'getIdentity' | 'forgetIdentity'>
}
