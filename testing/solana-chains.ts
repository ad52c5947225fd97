// Solana clusters as CAIP-2 ids (`solana:` + the first 32 characters of the genesis hash, CAIP-30),
// and the sandbox's own cluster, whose genesis hash the sandbox RPC answers to getGenesisHash.
// Browser-safe: constants only.

/**
 * The sandbox cluster's genesis hash: base58 of SHA-256('portico-sandbox-solana-genesis'). Fixed, so
 * the sandbox network keeps one CAIP-2 id across restarts.
 */
export const SANDBOX_SOLANA_GENESIS_HASH = 'AUtMhem6oc3zPx9BUpkeQbqwvAq6YG3QgQbpfhLANN1C'

/** CAIP-30: a Solana chain reference is the genesis hash cut to 32 characters. */
export const solanaChainId = (genesisHash: string): `solana:${string}` => `solana:${genesisHash.slice(0, 32)}`

export const SOLANA_CHAINS = {
  mainnet: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  devnet: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  testnet: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSRkHQ6',
  sandbox: solanaChainId(SANDBOX_SOLANA_GENESIS_HASH),
} as const
