import type { Address } from 'viem'
import type { ProviderRpcError } from './errors.ts'

export type NativeCurrency = { name: string; symbol: string; decimals: number }

/** A network the wallet knows, with the RPC endpoint it signs and forwards through. */
export type TestWalletChain = {
  id: number
  name: string
  rpcUrl: string
  nativeCurrency?: NativeCurrency
  blockExplorerUrl?: string
}

/** Failure switches. `true` fails like a user rejection (4001); an Error is thrown as is. */
export type TestWalletFeatures = {
  connectError?: boolean | Error
  switchChainError?: boolean | Error
  signMessageError?: boolean | Error
  signTypedDataError?: boolean | Error
  sendTransactionError?: boolean | Error
}

/** What the wallet asks its user (the `approve` callback) before acting. */
export type ApproveRequest = {
  method: string
  params: unknown
  /** The requesting site, when known (in a browser: `location.origin`). */
  origin?: string
  /** The chain the request acts on: the target of a switch or add, otherwise the current chain. */
  chain: TestWalletChain
  /** The wallet's account. */
  address: Address
}

export type Approve = (request: ApproveRequest) => Promise<boolean>

/** The subset of the Web Storage API the wallet persists its state in. */
export type WalletStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** EIP-1193 events. */
export type ProviderEvents = {
  connect(info: { chainId: string }): void
  disconnect(error: ProviderRpcError): void
  chainChanged(chainId: string): void
  accountsChanged(accounts: Address[]): void
}

export type RequestArguments = { method: string; params?: unknown }

/** An EIP-1193 provider. */
export type TestWalletProvider = {
  request(args: RequestArguments): Promise<unknown>
  on<E extends keyof ProviderEvents>(event: E, listener: ProviderEvents[E]): TestWalletProvider
  removeListener<E extends keyof ProviderEvents>(event: E, listener: ProviderEvents[E]): TestWalletProvider
}
