import { parseCaipAddress, type ChainNamespace } from '../caip/caip.ts'
import type { StorageReader } from '../storage/reader.ts'
import type { Network } from './network.ts'

export interface NetworkState {
  networks: readonly Network[]
  activeNamespace: ChainNamespace
  /** The active network of each namespace. */
  activeByNamespace: Readonly<Record<string, Network>>
  activeNetwork: Network
  /** Set while the wallet sits on a chain the dApp does not list. */
  unsupportedChainId?: number | string
}

/**
 * The network state a page starts with: the stored active network when the dApp still lists it,
 * else `defaultNetwork`; the stored active namespace when it has a network; each other namespace on
 * the network its stored connection was last on (e.g. EVM on Base while Solana is active). Pure (it only reads
 * storage), so the network service and the UI's boot state (before the kernel loads) share it.
 */
export function initialNetworkState(
  networks: readonly Network[],
  defaultNetwork: Network,
  storage: StorageReader<'activeNetworkId' | 'activeNamespace' | 'connections'>,
): NetworkState {
  const activeByNamespace: Record<string, Network> = {}
  for (const n of networks) activeByNamespace[n.chainNamespace] ??= n
  activeByNamespace[defaultNetwork.chainNamespace] = defaultNetwork
  let activeNamespace = defaultNetwork.chainNamespace

  // Only the active network's id is stored apart; a connection's accounts (CAIP-10) name its chain.
  for (const [ns, list] of Object.entries(storage.get('connections') ?? {})) {
    const chainId = chainOf(list[0]?.accounts[0])
    const net = networks.find((n) => n.chainNamespace === ns && String(n.id) === chainId)
    if (net) activeByNamespace[ns] = net
  }

  // Restore the last active network; a stored id the dApp no longer lists is ignored.
  const storedId = storage.get('activeNetworkId')
  const stored = storedId ? networks.find((n) => n.caipNetworkId === storedId) : undefined
  if (stored) {
    activeByNamespace[stored.chainNamespace] = stored
    activeNamespace = stored.chainNamespace
  }
  const storedNs = storage.get('activeNamespace')
  if (storedNs && activeByNamespace[storedNs]) activeNamespace = storedNs

  return { networks, activeNamespace, activeByNamespace, activeNetwork: activeByNamespace[activeNamespace]! }
}

function chainOf(caipAddress: string | undefined): string | undefined {
  try {
    return caipAddress ? parseCaipAddress(caipAddress).chainId : undefined
  } catch {
    return undefined // a corrupt entry: the namespace's first network
  }
}
