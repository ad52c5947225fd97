import type { IdentifierString, WalletAccount } from '@wallet-standard/base'

/** The Wallet Standard methods the test wallet asks its user about. */
export type SolanaWalletMethod = 'standard:connect' | 'solana:signMessage' | 'solana:signTransaction' | 'solana:signAndSendTransaction'

/** What the wallet asks its user (the `approve` callback) before acting. */
export type SolanaApproveRequest = {
  method: SolanaWalletMethod
  /** The requesting site, when known (in a browser: `location.origin`). */
  origin?: string
  /** The chain the request acts on (a CAIP-2 id) and its display name. */
  chain: { id: IdentifierString; name: string }
  /** The wallet's account (base58). */
  address: string
  /** solana:signMessage: the message bytes. */
  message?: Uint8Array
  /** solana:signTransaction / signAndSendTransaction: the serialized transactions. */
  transactions?: readonly Uint8Array[]
}

export type SolanaApprove = (request: SolanaApproveRequest) => Promise<boolean>

/** Failure switches. `true` fails like a user rejection (code 4001); an Error is thrown as is. */
export type TestSolanaWalletFeatures = {
  connectError?: boolean | Error
  signMessageError?: boolean | Error
  signTransactionError?: boolean | Error
  /** signAndSendTransaction: signs (after approval), then fails instead of sending. */
  sendTransactionError?: boolean | Error
}

// The standard:* features as the Wallet Standard defines them (@wallet-standard/features), typed
// here because only their shapes are needed.
export type StandardConnectInput = { readonly silent?: boolean }
export type StandardConnectOutput = { readonly accounts: readonly WalletAccount[] }
export type StandardEventsChangeProperties = {
  readonly chains?: readonly IdentifierString[]
  readonly features?: Readonly<Record<IdentifierString, unknown>>
  readonly accounts?: readonly WalletAccount[]
}
export type StandardEventsListener = (properties: StandardEventsChangeProperties) => void
