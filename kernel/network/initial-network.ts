import type { ChainNamespace } from '../caip/caip.ts'
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
 * else `defaultNetwork`; the stored active namespace when it has a network. Pure (it only reads
 * storage), so the network service and the UI's boot state (before the kernel loads) share it.
 */
export function initialNetworkState(
  networks: readonly Network[],
  defaultNetwork: Network,
  storage: StorageReader<'activeNetworkId' | 'activeNamespace'>,
): NetworkState {
  const activeByNamespace: Record<string, Network> = {}
  for (const n of networks) activeByNamespace[n.chainNamespace] ??= n
  activeByNamespace[defaultNetwork.chainNamespace] = defaultNetwork
  let activeNamespace = defaultNetwork.chainNamespace

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
