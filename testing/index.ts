export { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1, ANVIL_ACCOUNT_2, ANVIL_MNEMONIC } from './accounts.ts'
export { startAnvil } from './anvil.ts'
export type { AnvilExit, AnvilInstance, StartAnvilParameters } from './anvil.ts'
export { PortInUseError, getFreePort, isPortFree } from './port.ts'
export { announceProvider } from './wallet/announce.ts'
export type { AnnounceTarget, EIP6963ProviderDetail, EIP6963ProviderInfo } from './wallet/announce.ts'
export { createTestWallet } from './wallet/createTestWallet.ts'
export type { CreateTestWalletParameters, TestWallet } from './wallet/createTestWallet.ts'
export { ProviderRpcError, ProviderRpcErrorCode } from './wallet/errors.ts'
export { createMemoryStorage } from './wallet/storage.ts'
export type {
  Approve,
  ApproveRequest,
  NativeCurrency,
  ProviderEvents,
  RequestArguments,
  TestWalletChain,
  TestWalletFeatures,
  TestWalletProvider,
  WalletStorage,
} from './wallet/types.ts'
export { createTestKernel, testNetwork } from './create-test-kernel.ts'
export { SOLANA_ACCOUNT_0, SOLANA_ACCOUNT_1, SOLANA_DEV_BALANCE_LAMPORTS, type SolanaDevAccount } from './solana-accounts.ts'
export { SANDBOX_SOLANA_GENESIS_HASH, SOLANA_CHAINS, solanaChainId } from './solana-chains.ts'
export { createTestSolanaWallet } from './solana-wallet/createTestSolanaWallet.ts'
export type { CreateTestSolanaWalletParameters, TestSolanaWallet } from './solana-wallet/createTestSolanaWallet.ts'
export type { SolanaApprove, SolanaApproveRequest, SolanaWalletMethod, TestSolanaWalletFeatures } from './solana-wallet/types.ts'
export type { RegisterTarget } from './solana-wallet/register-wallet.ts'
export type { CreateTestKernelOptions } from './create-test-kernel.ts'
