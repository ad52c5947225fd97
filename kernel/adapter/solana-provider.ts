// The provider `useAppKitProvider('solana')` gives, one shape for every Solana connector (a Wallet
// Standard wallet, WalletConnect, the embedded wallet), as AppKit's Solana provider offers it.

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

export interface SolanaProvider {
  /** The connected account (base58). */
  readonly address: string
  /** The CAIP-2 id of the network the provider acts on. */
  readonly chain: string
  readonly walletName: string
  /** Signs the message (UTF-8 when given as text); the ed25519 signature bytes. */
  signMessage(message: Uint8Array | string): Promise<Uint8Array>
  /** The transaction signed by the wallet (a new object of the same class). */
  signTransaction<T extends SolanaTransactionLike>(transaction: T, options?: Pick<SolanaSendOptions, 'preflightCommitment' | 'minContextSlot'>): Promise<T>
  signAllTransactions<T extends SolanaTransactionLike>(transactions: T[], options?: Pick<SolanaSendOptions, 'preflightCommitment' | 'minContextSlot'>): Promise<T[]>
  /** Signs and sends; the base58 signature once the network's RPC accepted it. */
  signAndSendTransaction<T extends SolanaTransactionLike>(transaction: T, options?: SolanaSendOptions): Promise<string>
}
