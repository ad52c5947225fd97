// The sign-in flow's contract: its state, what it offers the views and hooks, what it is given, and
// the namespaces and views sign-in covers. Types and constants only, so the flow's parts can import it.
import type { Analytics, CaipAddress, ConnectionService, Logger, Modal, NetworkService, Router, SiwxConfig, SiwxSession, Toast, ViewName } from 'portico'
import type { Observable } from 'rxjs'

/** The namespaces a sign-in message and its verifier exist for. */
export const SIWX_NAMESPACES: readonly string[] = ['eip155', 'solana']
/** The views that show a sign-in step: while sign-in is required, they cannot be closed. */
export const SIWX_VIEWS: readonly ViewName[] = ['SIWXSignMessage', 'ConnectingSiwe']

export type SiwxStatus =
  /** No connected account on a supported network, or sign-in not configured. */
  | 'idle'
  /** Reading the account's sessions. */
  | 'checking'
  | 'signed-out'
  /** Waiting for the wallet's signature. */
  | 'signing'
  /** Signed; the config is storing (a backend: verifying) the session. */
  | 'authenticating'
  | 'signed-in'

export interface SiwxState {
  status: SiwxStatus
  /** The account the status is about. */
  caipAddress?: CaipAddress
  session?: SiwxSession
  /** Why the last sign-in failed ('Signature declined', ...). */
  error?: string
}

export interface SiwxFlow {
  readonly state$: Observable<SiwxState>
  get(): SiwxState
  /** Undefined when the plugin is composed with no config: sign-in is off. */
  readonly config: SiwxConfig | undefined
  isRequired(): boolean
  /**
   * Asks the wallet to sign a new message for the active account and stores the session. Resolves
   * true when signed in; on failure the state carries the error (the view shows it) and it resolves false.
   */
  sign(): Promise<boolean>
  /** The visitor's Cancel: disconnects when sign-in is required, else closes the modal. */
  cancel(): void
  /**
   * Ends the active account's session (`revokeSession`). With sign-in required the visitor is asked
   * to sign in again at once, since the app cannot be used signed out.
   */
  signOut(): Promise<void>
  /** Follows connections (one per kernel); returns what stops it. */
  start(): () => void
}

export interface SiwxFlowDeps {
  config: SiwxConfig | undefined
  connection: ConnectionService
  network: NetworkService
  router: Router
  modal: Modal
  toast: Toast
  analytics: Analytics
  logger: Logger
  /** The 'Authenticating...' loading toast's text in the modal's locale (default: English). */
  authenticatingText?: () => string
}
