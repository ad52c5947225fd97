// The provider `useAppKitProvider('solana')` gives, one shape for every Solana connector (a Wallet
// Standard wallet, WalletConnect, the embedded wallet), as AppKit's Solana provider offers it.
import { withNamedErrors } from '../errors/provider-error.ts'

/** A @solana/web3.js Transaction or VersionedTransaction (typed by shape: web3.js is the app's optional peer). */
export interface SolanaTransactionLike {
  serialize(config?: { requireAllSignatures?: boolean; verifySignatures?: boolean }): Uint8Array
}

export interface SolanaSendOptions {
  /** Processed, confirmed, finalized, recent, single, singleGossip, root or max. */
  preflightCommitment?: string
  skipPreflight?: boolean
  maxRetries?: number
  minContextSlot?: number
}

/** What signing a transaction without sending it takes of the send options. */
type SigningOptions = Pick<SolanaSendOptions, 'preflightCommitment' | 'minContextSlot'>

export interface SolanaProvider {
  /** The connected account (base58). */
  readonly address: string
  /** The CAIP-2 id of the network the provider acts on. */
  readonly chain: string
  readonly walletName: string
  /** Signs the message (UTF-8 when given as text); the ed25519 signature bytes. */
  signMessage(message: Uint8Array | string): Promise<Uint8Array>
  /** The transaction signed by the wallet (a new object of the same class). */
  signTransaction<T extends SolanaTransactionLike>(transaction: T, options?: SigningOptions): Promise<T>
  signAllTransactions<T extends SolanaTransactionLike>(transactions: T[], options?: SigningOptions): Promise<T[]>
  /** Signs and sends; the base58 signature once the network's RPC accepted it. */
  signAndSendTransaction<T extends SolanaTransactionLike>(transaction: T, options?: SolanaSendOptions): Promise<string>
}

/**
 * `provider` as the app gets it: the same account, chain and wallet name (read live), and each
 * method's refusal with a code of the tables (4001 for the visitor's Reject) rejected with that code
 * and its name beside it (namedProviderError). Every Solana connector's provider goes through it.
 */
export function withNamedSolanaErrors(provider: SolanaProvider): SolanaProvider {
  return {
    get address() {
      return provider.address
    },
    get chain() {
      return provider.chain
    },
    get walletName() {
      return provider.walletName
    },
    signMessage: withNamedErrors((message: Uint8Array | string) => provider.signMessage(message)),
    signTransaction: withNamedErrors((transaction: SolanaTransactionLike, options?: SigningOptions) => provider.signTransaction(transaction, options)) as SolanaProvider['signTransaction'],
    signAllTransactions: withNamedErrors((transactions: SolanaTransactionLike[], options?: SigningOptions) => provider.signAllTransactions(transactions, options)) as SolanaProvider['signAllTransactions'],
    signAndSendTransaction: withNamedErrors((transaction: SolanaTransactionLike, options?: SolanaSendOptions) => provider.signAndSendTransaction(transaction, options)),
  }
}
