// What the embedded wallet's eip155 adapter and its parts share: what it is given, the account it
// holds (one explicit state object, handed to each part), and the events it reports.
import type { Subject } from 'rxjs'
import type { AccountType, AdapterEvent, AuthFrame, Logger, RpcService, SiwxConfig, Storage } from 'portico'
import type { FrameProvider } from './provider.ts'

export interface EmbeddedWalletAdapterDeps {
  frame: AuthFrame
  storage: Storage
  /** The kernel's RPC transport, where balances are read. */
  rpc: () => Pick<RpcService, 'request' | 'urls'>
  /** The sign-in config when siwx() is composed: a login then carries the sign-in (login-sign-in.ts). */
  signIn?: () => SiwxConfig | undefined
  logger?: Pick<Logger, 'warn'>
  /** The type a visitor who chose none uses on EVM chains (the app's `defaultAccountTypes.eip155`); default smartAccount. */
  defaultAccountType?: () => AccountType
}

export interface EmbeddedAccountState {
  address?: string
  chainId?: number
  allAccounts: { address: string; type: AccountType }[]
  /** Whether the smart account in use has code (GET_USER's smartAccountDeployed). */
  deployed: boolean
  provider?: FrameProvider
}

export interface EmbeddedAdapterContext {
  readonly deps: EmbeddedWalletAdapterDeps
  readonly logger: Pick<Logger, 'warn'>
  readonly events: Subject<AdapterEvent>
  readonly state: EmbeddedAccountState
}
