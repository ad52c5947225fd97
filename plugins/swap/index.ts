// The `portico/plugins/swap` entry point.
export { DEFAULT_SWAP_SLIPPAGE, swap, type SwapOptions } from './swap.ts'
export { SWAP_NETWORKS } from './swap-networks.ts'
export type { SwapArguments } from './swap-types.ts'
