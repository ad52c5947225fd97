// The `portico/plugins/solana` entry point. Loaded at page start: nothing here may import
// @solana/web3.js or the Wallet Standard registry at run time.
export { solana, type SolanaPluginOptions } from './solana.ts'
export type { SolanaAdapter } from './adapter.ts'
export type { SolanaProvider, SolanaSendOptions, SolanaTransactionLike } from './provider.ts'
export { defineSolanaNetwork, solanaDevnet, solanaMainnet, solanaTestnet, type SolanaNetworkDefinition } from './networks.ts'
export { SOLANA_UNSAFE_METHODS } from './methods.ts'
export { PREFLIGHT_COMMITMENTS, type PreflightCommitment } from './commitment.ts'
