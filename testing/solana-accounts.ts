// The sandbox's funded Solana accounts, like anvil's dev accounts: fixed, public, for local use only.
// Each secret seed is the SHA-256 of the UTF-8 text `portico-sandbox-solana-account-<n>`; the
// address is the base58 ed25519 public key of that seed. The Solana RPC funds them at start and the
// sandbox wallets sign with them. Browser-safe: constants only.

export type SolanaDevAccount = {
  /** Base58 public key. */
  readonly address: string
  /** The 32-byte ed25519 seed, hex (Keypair.fromSeed / @noble/curves' private key). */
  readonly seed: string
}

export const SOLANA_ACCOUNT_0: SolanaDevAccount = {
  address: 'GUoFraaJLxQRDjdejSMhaKtxY1aY4M6QvCS4w3uhmG6e',
  seed: '6379c1611d713d4bbfe5bef5a7f77819d838420dcebb8c47d6c0f63d56cf5802',
}

export const SOLANA_ACCOUNT_1: SolanaDevAccount = {
  address: 'Ha4uGgKLGAraRJEdd9yT6WYcjGcJBjBi5CGAABRSNiFe',
  seed: '2907ab194480071f7e6679a6dba48355c892daaeea8cd312ddbcc91832951736',
}

/** What the sandbox RPC gives each funded account at start: 1,000 SOL, in lamports. */
export const SOLANA_DEV_BALANCE_LAMPORTS = 1_000_000_000_000n
