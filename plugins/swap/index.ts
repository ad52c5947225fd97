// The `portico/plugins/swap` entry point.
export { swap, type SwapOptions } from './swap.ts'
export { SWAP_NETWORKS } from './swap-networks.ts'
export type { SwapArguments } from './swap-types.ts'
