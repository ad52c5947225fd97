// The `portico/plugins/evm` entry point. Loaded at page start: nothing here may import viem at run time.
export { evm, type EvmPluginOptions } from './evm.ts'
export type { EvmAdapter } from './adapter.ts'
export { fromViemChain } from './network.ts'
export { EVM_SAFE_METHODS, EVM_UNSAFE_METHODS } from './methods.ts'
export type { Eip1193Provider, Eip6963ProviderDetail, Eip6963ProviderInfo } from './eip1193.ts'
