// The ERC-20 tokens deployed to every sandbox chain at start (SandboxToken.sol, deploy.ts). Their
// addresses are fixed: a dedicated deployer key creates them at nonces 0 and 1 on a fresh anvil,
// so the playground, the tests and the API server can name them before anything is deployed.
// Browser-safe: no Node imports and no viem (the Sandbox Wallet script reads chains.ts, which
// re-exports this).

export type SandboxToken = {
  symbol: string
  name: string
  decimals: number
  /** The contract's address, the same on every sandbox chain (checksummed). */
  address: `0x${string}`
  /** The deployer's nonce that creates it (the address is CREATE(deployer, nonce)). */
  deployNonce: number
}

/**
 * The deployer: private key keccak256("portico sandbox token deployer"), not one of anvil's dev
 * accounts, so deploying never moves a dev account's nonce or ETH balance.
 */
export const SANDBOX_TOKEN_DEPLOYER = {
  address: '0x06a625741B3F44B59A8D83D345A5c81c63d86779',
  privateKey: '0x3b80a1a285db07113ade828646cc709d97dfb752cb7534ec7f78b3c2d639486d',
} as const

/** Whole tokens minted to each funded dev account (anvil accounts #0 and #1) at deployment. */
export const SANDBOX_TOKEN_FUNDING = 10_000

export const sandboxTokens: readonly SandboxToken[] = [
  { symbol: 'sUSDC', name: 'Sandbox USD Coin', decimals: 6, address: '0x574342D6EC50218A7384f9B0B881DB3F64eB4c0A', deployNonce: 0 },
  { symbol: 'sDAI', name: 'Sandbox Dai', decimals: 18, address: '0x2AAe22935105d52E70270A462319a3bE352cC315', deployNonce: 1 },
]

/** The faucet every sandbox token has: anyone mints (SandboxToken.sol's `mint`). */
export const SANDBOX_TOKEN_MINT_ABI = [
  { type: 'function', name: 'mint', stateMutability: 'nonpayable', inputs: [{ name: 'to', type: 'address' }, { name: 'amount', type: 'uint256' }], outputs: [] },
] as const
