import type { CaipNetworkId, Network } from 'portico'

/** Line 1 of a sign-in message names the network of its chain ("…with your Ethereum account:"). */
export function networkNameOf(networks: readonly Network[] | undefined, chainId: CaipNetworkId): string | undefined {
  return networks?.find((n) => n.caipNetworkId === chainId)?.name
}
