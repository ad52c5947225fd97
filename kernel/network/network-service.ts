import type { Observable } from 'rxjs'
import type { ChainNamespace } from '../caip/caip.ts'
import { PorticoError } from '../errors/portico-error.ts'
import type { Alerts } from '../alerts/alerts.ts'
import type { Storage } from '../storage/storage.ts'
import { createStore } from '../state/store.ts'
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

export interface NetworkService {
  readonly state$: Observable<NetworkState>
  get(): NetworkState
  /** Finds a configured network by CAIP-2 id, or by chain id within a namespace. */
  find(id: string | number, namespace?: ChainNamespace): Network | undefined
  /** Records a network as active (after the wallet moved, or when nothing is connected). */
  setActive(network: Network): void
  setActiveNamespace(namespace: ChainNamespace): void
  setUnsupported(chainId: number | string | undefined): void
  /** Resolves a switch target or raises the switch-network-not-found alert (SPEC §5). */
  resolveTarget(target: Network | string): Network
}

export interface NetworkServiceDeps {
  networks: readonly Network[]
  defaultNetwork: Network
  storage: Storage
  alerts: Alerts
}

export function createNetworkService(deps: NetworkServiceDeps): NetworkService {
  const { networks, storage } = deps
  const firstOf = (ns: ChainNamespace) => networks.find((n) => n.chainNamespace === ns)

  const activeByNamespace: Record<string, Network> = {}
  for (const n of networks) activeByNamespace[n.chainNamespace] ??= n
  activeByNamespace[deps.defaultNetwork.chainNamespace] = deps.defaultNetwork
  let activeNamespace = deps.defaultNetwork.chainNamespace

  // Restore the last active network; a stored id the dApp no longer lists is ignored.
  const storedId = storage.get('activeNetworkId')
  const stored = storedId ? networks.find((n) => n.caipNetworkId === storedId) : undefined
  if (stored) {
    activeByNamespace[stored.chainNamespace] = stored
    activeNamespace = stored.chainNamespace
  }
  const storedNs = storage.get('activeNamespace')
  if (storedNs && activeByNamespace[storedNs]) activeNamespace = storedNs

  const store = createStore<NetworkState>({
    networks,
    activeNamespace,
    activeByNamespace: { ...activeByNamespace },
    activeNetwork: activeByNamespace[activeNamespace]!,
  })

  const service: NetworkService = {
    state$: store.state$,
    get: store.get,
    find(id, namespace) {
      const key = String(id)
      if (key.includes(':')) return networks.find((n) => n.caipNetworkId === key)
      return networks.find((n) => String(n.id) === key && (!namespace || n.chainNamespace === namespace))
    },
    setActive(network) {
      const byNs = { ...store.get().activeByNamespace, [network.chainNamespace]: network }
      store.set({
        ...store.get(),
        activeByNamespace: byNs,
        activeNamespace: network.chainNamespace,
        activeNetwork: network,
        unsupportedChainId: undefined,
      })
      storage.set('activeNetworkId', network.caipNetworkId)
      storage.set('activeNamespace', network.chainNamespace)
    },
    setActiveNamespace(namespace) {
      const network = store.get().activeByNamespace[namespace] ?? firstOf(namespace)
      if (!network) return
      service.setActive(network)
    },
    setUnsupported(chainId) {
      store.update((s) => ({ ...s, unsupportedChainId: chainId }))
    },
    resolveTarget(target) {
      const id = typeof target === 'string' ? target : target.caipNetworkId
      const network = networks.find((n) => n.caipNetworkId === id)
      if (!network) {
        deps.alerts.show('SWITCH_NETWORK_NOT_FOUND')
        throw new PorticoError('NETWORK_NOT_FOUND', 'Network not found', { details: `${id} is not in the configured networks` })
      }
      return network
    },
  }
  return service
}
