// The sandbox on-ramp provider's own accounts: it credits what a visitor buys from these, never from
// a dev account (anvil #0 and #1 belong to the e2e tests and the Sandbox Wallet). Fixed and public,
// for local use only. Browser-safe: constants only.

/**
 * The EVM account (every sandbox chain): private key keccak256("portico sandbox onramp provider").
 * Funded at deployment with ONRAMP_PROVIDER_TOKEN_FUNDING of each sandbox token (sandbox/tokens/deploy.ts)
 * and, when the provider starts, with ONRAMP_PROVIDER_ETH through anvil_setBalance.
 */
export const ONRAMP_PROVIDER_EVM = {
  address: '0xDAA167385Bb45DB32ecaFaF64c91f18a3bc0b50d',
  privateKey: '0xa6dd282730e14d3641bd8f5586a219521f4a8a80ce367be03fee163712e45191',
} as const

/**
 * The Solana account (the sandbox cluster): the ed25519 seed is SHA-256 of
 * `portico-sandbox-onramp-provider`. Funded with ONRAMP_PROVIDER_SOL_LAMPORTS by an airdrop when the
 * provider starts.
 */
export const ONRAMP_PROVIDER_SOLANA = {
  address: 'A9puV3q1YDM5xLfCFsRowEhLi9ZyS5wQjeVwHXzUKHFn',
  seed: '72f3bfce4e0f00c892b919f492b0f869d74af203f8145d5d3d24f16ec4851f0e',
} as const

/** Whole tokens of each sandbox token (sUSDC, sDAI) minted to the provider at deployment. */
export const ONRAMP_PROVIDER_TOKEN_FUNDING = 1_000_000

/** Ether the provider holds on each anvil chain (set at start), in whole ETH. */
export const ONRAMP_PROVIDER_ETH = 1_000_000

/** SOL the provider is airdropped at start on the sandbox cluster: 100,000 SOL in lamports. */
export const ONRAMP_PROVIDER_SOL_LAMPORTS = 100_000_000_000_000n
