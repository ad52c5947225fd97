// The `portico/plugins/embedded-wallet` entry point. Loaded at page start: only the plugin object.
export { embeddedWallet, type EmbeddedWalletOptions } from './embedded-wallet.ts'
export type { EmbeddedWalletAdapter } from './adapter.ts'
export type { FrameProvider } from './provider.ts'
export type { EmbeddedSolanaProvider, SolanaSendOptions, SolanaTransactionLike } from './solana-provider.ts'
