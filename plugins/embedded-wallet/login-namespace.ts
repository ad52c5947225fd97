// Which side of the AUTH connector a login connects first: eip155 when the app lists an EVM
// network (the Solana side then joins the same session), else solana (a Solana-only app).
import type { ChainNamespace, Network } from 'portico'

export function loginNamespace(networks: readonly Pick<Network, 'chainNamespace'>[]): ChainNamespace {
  if (networks.some((n) => n.chainNamespace === 'eip155')) return 'eip155'
  return networks.some((n) => n.chainNamespace === 'solana') ? 'solana' : 'eip155'
}
