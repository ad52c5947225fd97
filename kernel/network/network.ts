import { toCaipNetworkId, type CaipNetworkId, type ChainNamespace } from '../caip/caip.ts'

/** A network the dApp supports. */
export interface Network {
  id: number | string
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
  assets?: { imageId?: string; imageUrl?: string }
}

/** A network as an integrator writes it: the namespace defaults to eip155, the CAIP-2 id is derived. */
export type NetworkDefinition = Omit<Network, 'caipNetworkId' | 'chainNamespace'> & { chainNamespace?: ChainNamespace }

/** Fills in the namespace (eip155 by default) and the CAIP-2 id. */
export function defineNetwork(definition: NetworkDefinition): Network {
  const chainNamespace = definition.chainNamespace ?? 'eip155'
  return { ...definition, chainNamespace, caipNetworkId: toCaipNetworkId(chainNamespace, definition.id) }
}
