import type { Observable } from 'rxjs'
import type { ChainNamespace } from '../caip/caip.ts'
import { PorticoError } from '../errors/portico-error.ts'
import type { Alerts } from '../alerts/alerts.ts'
import type { Storage } from '../storage/storage.ts'
import { createStore } from '../state/store.ts'
import { initialNetworkState, type NetworkState } from './initial-network.ts'
import type { Network } from './network.ts'

export type { NetworkState } from './initial-network.ts'

export interface NetworkService {
  readonly state$: Observable<NetworkState>
  get(): NetworkState
  /** Finds a configured network by CAIP-2 id, or by chain id within a namespace. */
  find(id: string | number, namespace?: ChainNamespace): Network | undefined
  /**
   * Records a network as active (after the wallet moved, or when nothing is connected). With
   * `keepNamespace`, a network of another namespace becomes that namespace's network only: a side
   * of a multichain wallet that connects or moves does not take the active namespace away.
   */
  setActive(network: Network, options?: { keepNamespace?: boolean }): void
  setActiveNamespace(namespace: ChainNamespace): void
  setUnsupported(chainId: number | string | undefined): void
  /** Resolves a switch target or raises the switch-network-not-found alert. */
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

  const store = createStore<NetworkState>(initialNetworkState(networks, deps.defaultNetwork, storage))

  const service: NetworkService = {
    state$: store.state$,
    get: store.get,
    find(id, namespace) {
      const key = String(id)
      if (key.includes(':')) return networks.find((n) => n.caipNetworkId === key)
      return networks.find((n) => String(n.id) === key && (!namespace || n.chainNamespace === namespace))
    },
    setActive(network, options = {}) {
      const byNs = { ...store.get().activeByNamespace, [network.chainNamespace]: network }
      if (options.keepNamespace && network.chainNamespace !== store.get().activeNamespace) {
        store.set({ ...store.get(), activeByNamespace: byNs })
        return
      }
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
