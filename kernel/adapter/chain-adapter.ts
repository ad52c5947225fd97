import type { Observable } from 'rxjs'
import type { ExplorerWallet } from '../api/explorer.ts'
import type { ChainNamespace } from '../caip/caip.ts'
import type { Connector } from '../connectors/connector.ts'
import type { Network } from '../network/network.ts'
import type { AccountType } from '../storage/keys.ts'

/**
 * A chain adapter is a namespace plus a bag of capabilities. The shell asks whether a capability
 * exists (`if (adapter.signMessage)`) instead of calling a stub: Solana never stubs an EVM method.
 */
export interface AdapterIdentity {
  readonly namespace: ChainNamespace
  /** Wallets this adapter can connect with right now (e.g. EIP-6963 announcements). */
  readonly connectors$: Observable<Connector[]>
  /**
   * 'namespace' (default): the adapter of its namespace, used for any connector of it.
   * 'connectors': it serves only the connectors it lists (e.g. WalletConnect beside the injected
   * EVM wallets); the kernel picks it by connector id and keeps using it for that connection.
   */
  readonly serves?: 'namespace' | 'connectors'
  /**
   * Connector ids (listed by another namespace's adapter) whose one session can also carry this
   * namespace, e.g. a WalletConnect session a wallet approved with eip155 and solana. The adapter
   * does not list those connectors itself: the same name on two chains would merge into a
   * MULTI_CHAIN entry and WalletConnect would lose its own section and QR view. Instead,
   * once such a connector has connected (or been restored) in its namespace, the kernel asks this
   * adapter's `reconnect({ connectorId })` and attaches this namespace when it answers with
   * accounts; disconnecting either namespace then ends the shared session for both.
   */
  readonly sharesSessionOf?: readonly string[]
  /** Releases listeners it holds on the page (called by `kernel.dispose()`). */
  dispose?(): void
}

/**
 * What a wallet knows of its account beyond the addresses (an embedded email/social wallet: its user,
 * its account types). The kernel copies each field that is present into the account state;
 * an absent field leaves the state's value as it is.
 */
export interface AdapterAccountInfo {
  /** The signed-in user: the email (null for a social login without one) or the social username. */
  user?: { email?: string | null; userName?: string }
  /** The social login used (google, x, discord, github, apple, facebook, farcaster). */
  socialProvider?: string
  /** The account type in use (eoa or smartAccount). */
  preferredAccountType?: AccountType
  smartAccountDeployed?: boolean
  /** Every account with its type (e.g. the EOA and the smart account); an address not listed is an 'eoa'. */
  allAccounts?: { address: string; type: AccountType }[]
}

export interface AdapterSession extends AdapterAccountInfo {
  /** The account addresses, first is the active one. */
  accounts: string[]
  chainId: number | string
  /** The wallet at the other end when the connector is a transport (e.g. WalletConnect's peer); else the connector names it. */
  wallet?: { name: string; icon?: string }
}

export type AdapterEvent =
  | { type: 'accountsChanged'; accounts: string[] }
  | { type: 'chainChanged'; chainId: number | string }
  /** The account info changed (e.g. the user's email was updated, or the account type switched). */
  | { type: 'accountInfoChanged'; info: AdapterAccountInfo }
  | { type: 'disconnect' }
  /**
   * The wallet cannot be reached through its transport (e.g. the WalletConnect relay is down, or
   * the session expired): a request was refused before it was sent. The kernel tells the visitor
   * and offers to reconnect.
   */
  | { type: 'unavailable'; reason: string; message: string }

export interface Connects {
  /**
   * `signal` aborts when the kernel gives the connect up (cancelConnect, another wallet picked, or
   * no answer long after the modal closed): an adapter that can withdraw its request (a WalletConnect
   * pairing) stops it; the kernel stops waiting either way.
   */
  connect(request: { connectorId: string; network: Network; signal?: AbortSignal }): Promise<AdapterSession>
  disconnect(): Promise<void>
  /** Silently reattach to a connector the visitor connected before; null when it is gone or no longer permits us. */
  reconnect(request: { connectorId: string }): Promise<AdapterSession | null>
  /**
   * How long the kernel waits for `reconnect` before it counts the wallet gone (default
   * RESTORE_TIMEOUT_MS). A wallet whose reconnect first loads something with a bound of its own (the
   * embedded wallet's frame: the 20 s load timeout) gives that bound here.
   */
  readonly reconnectTimeoutMs?: number
  /** Events of the connected wallet. */
  readonly events$: Observable<AdapterEvent>
}

export interface ChecksConnection {
  /** Resolves when the wallet can be reached again (e.g. the relay socket reopened); throws with the reason otherwise. */
  checkConnection(): Promise<void>
}

export interface SwitchesNetwork {
  switchNetwork(network: Network): Promise<void>
}

export interface SignsMessage {
  signMessage(request: { message: string; address: string }): Promise<string>
}

/** A transaction as an adapter gets it: the caller's request with its sender and network. */
export interface AdapterTransactionRequest {
  to: string
  /** In the network's smallest unit (wei, lamports). */
  value?: bigint
  data?: string
  /** EVM only: the gas limit to send with (SendTransactionRequest.gas); omitted, the wallet estimates. */
  gas?: bigint
  address: string
  network: Network
}

export interface SendsTransaction {
  sendTransaction(request: AdapterTransactionRequest): Promise<string>
}

export interface Balance {
  value: bigint
  decimals: number
  symbol: string
}

export interface ReadsBalance {
  getBalance(request: { address: string; network: Network }): Promise<Balance>
}

export interface ExposesProvider {
  /** The connected wallet's provider (e.g. an EIP-1193 provider), for `useAppKitProvider`. */
  getProvider(): unknown
}

/**
 * Opens a listing wallet's phone app with a connection request made before the tap, inside the
 * tap itself: a link opened later is a popup the browser blocks, and a phone hands a link to an
 * app only from a tap.
 */
export interface OpensWalletApp {
  /** The link it opened, or undefined when it had none ready (no request prepared yet, or no app link listed). */
  openWalletApp(wallet: ExplorerWallet): { href: string } | undefined
}

export type ChainAdapter = AdapterIdentity &
  Partial<Connects & SwitchesNetwork & SignsMessage & SendsTransaction & ReadsBalance & ExposesProvider & ChecksConnection & OpensWalletApp>
