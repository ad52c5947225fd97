// Swaps run on 12 EVM networks (the hosted convert API's list); `swap({ networks })` replaces it.

/** The CAIP-2 networks the hosted convert API swaps on: Ethereum, Arbitrum One, Optimism, zkSync Era, Base, BNB Smart Chain, Polygon, Gnosis, Avalanche, Fantom, Kaia (Klaytn), Aurora. */
export const SWAP_NETWORKS: readonly string[] = [
  'eip155:1',
  'eip155:42161',
  'eip155:10',
  'eip155:324',
  'eip155:8453',
  'eip155:56',
  'eip155:137',
  'eip155:100',
  'eip155:43114',
  'eip155:250',
  'eip155:8217',
  'eip155:1313161554',
]
