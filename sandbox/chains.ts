// The sandbox's local EVM networks, one anvil each. Shared by start.ts (which starts the nodes),
// the Sandbox Wallet (which signs on them) and the playground's config (which the dApp uses).
// Browser-safe: no Node imports.

export type SandboxChain = {
  /** The sandbox service (and port) that serves this chain. */
  service: 'chainA' | 'chainB'
  id: number
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
}

export const sandboxChains: readonly SandboxChain[] = [
  { service: 'chainA', id: 1337, name: 'Sandbox Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } },
  { service: 'chainB', id: 8453, name: 'Sandbox Base', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } },
]

/** A chain with the URL of the node serving it. */
export type SandboxNetwork = SandboxChain & { rpcUrl: string }

// The ERC-20 tokens start deploys to every sandbox chain (sUSDC, sDAI), at fixed addresses.
export { sandboxTokens, SANDBOX_TOKEN_FUNDING, type SandboxToken } from './tokens/sandbox-tokens.ts'
// The contract accounts start deploys to every sandbox chain (ERC-1271 account, ERC-6492 factory), at fixed addresses.
export { sandboxSmartAccounts, type SandboxSmartAccount, type SandboxSmartAccounts } from './smart-accounts/sandbox-smart-accounts.ts'
// The DEX start deploys to every sandbox chain (Uniswap V2 and its pools), at fixed addresses.
export { sandboxDex, type SandboxDex, type SandboxDexPool } from './dex/sandbox-dex.ts'
// The permission contract start deploys to every sandbox chain (the embedded wallet's ERC-7715 permissions), at a fixed address.
export { SANDBOX_PERMISSIONS_ADDRESS, SESSION_PERMISSIONS_ABI } from './permissions/sandbox-permissions.ts'
