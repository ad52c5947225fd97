export { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1, ANVIL_MNEMONIC } from './accounts.ts'
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
export type { CreateTestKernelOptions } from './create-test-kernel.ts'
