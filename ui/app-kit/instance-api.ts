// The rest of AppKit's documented instance: reads of the account, the network and the wallet,
// subscriptions to each, the event stream, and run-time feature changes. Each read answers from the
// stored state before the kernel loads and from the kernel after, as the hooks do. In the page's
// first bundle: no rxjs, no kernel values beyond TOKENS.
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../../kernel/caip/caip.ts'
import type { ConnectedWalletInfo } from '../../kernel/connection/account-state.ts'
import type { ConnectorType } from '../../kernel/connectors/connector.ts'
import type { Kernel } from '../../kernel/container/create-kernel.ts'
import type { AppKitEvent } from '../../kernel/events/app-kit-event.ts'
import type { NetworkState } from '../../kernel/network/initial-network.ts'
import type { Network } from '../../kernel/network/network.ts'
import type { RpcHealth } from '../../kernel/rpc/rpc-service.ts'
import { TOKENS } from '../../kernel/tokens.ts'
import type { Accounts, ThemeState } from './boot-state.ts'
import type { AppKitEventListener, BootEvents } from './boot-events.ts'
import type { ReadableStore } from './boot-store.ts'
import { disconnectTarget } from './disconnect-target.ts'
import { publicAccount, type UseAppKitAccountReturnType } from './public-account.ts'

/** What `subscribeNetwork` reports, as AppKit does. */
export interface AppKitNetworkState {
  caipNetwork: Network | undefined
  chainId: number | string | undefined
  caipNetworkId: CaipNetworkId | undefined
}

/** What `useAppKitState` returns and `subscribeState` reports. */
export interface AppKitState {
  open: boolean
  selectedNetworkId: CaipNetworkId
  activeChain: ChainNamespace
  loading: boolean
  /** True once the stored connections have been resynced at startup (or given up). */
  initialized: boolean
}

export interface AppKitInstanceApi {
  switchNetwork(network: Network | CaipNetworkId): Promise<void>
  /**
   * Disconnects one namespace (AppKit's `disconnect('solana')`, or `{ namespace }`), one connection
   * of it (`{ namespace, id }`: the connector's id, with features.multiWallet), or every one without
   * an argument.
   */
  disconnect(namespace?: ChainNamespace | { namespace?: ChainNamespace; id?: string }): Promise<void>
  getState(): AppKitState
  subscribeState(listener: (state: AppKitState) => void): () => void
  /** The connected address of a namespace (default: the active one). */
  getAddress(namespace?: ChainNamespace): string | undefined
  getCaipAddress(namespace?: ChainNamespace): CaipAddress | undefined
  /** True while the active namespace has a connected account. */
  getIsConnectedState(): boolean
  getAccount(namespace?: ChainNamespace): UseAppKitAccountReturnType
  /** Calls `listener` with the account now and on each change of it; returns the function that stops. */
  subscribeAccount(listener: (account: UseAppKitAccountReturnType) => void, namespace?: ChainNamespace): () => void
  getActiveChainNamespace(): ChainNamespace
  /** The active network's chain id (the wallet's own while it is on a chain the app does not list). */
  getChainId(): number | string | undefined
  getCaipNetworkId(): CaipNetworkId | undefined
  /** The active network of a namespace (default: the active one), or the listed network with `id`. */
  getCaipNetwork(namespace?: ChainNamespace, id?: number | string): Network | undefined
  /** The networks the app lists, of one namespace or all. */
  getCaipNetworks(namespace?: ChainNamespace): readonly Network[]
  /** Calls `listener` with the network now and on each change of it. */
  subscribeNetwork(listener: (network: AppKitNetworkState) => void): () => void
  getWalletInfo(namespace?: ChainNamespace): ConnectedWalletInfo | undefined
  subscribeWalletInfo(listener: (walletInfo: ConnectedWalletInfo | undefined) => void, namespace?: ChainNamespace): () => void
  /** The connected wallet's provider of the active namespace (EIP-1193 on eip155); undefined while not connected. */
  getWalletProvider(): unknown
  getWalletProviderType(): ConnectorType | undefined
  getProvider<T = unknown>(namespace: ChainNamespace): T | undefined
  /** The latest event ('MODAL_CREATED' before the first). */
  getEvent(): AppKitEvent
  /**
   * Calls `listener` with each event from now: once each, in order, never after the returned
   * function was called. A listener added before the kernel loads also hears what the kernel
   * raised while starting (INITIALIZE).
   */
  subscribeEvents(listener: AppKitEventListener): () => void
  subscribeTheme(listener: (theme: ThemeState) => void): () => void
  /**
   * The RPC transport's health per chain called so far (CAIP-2 id → the active URL, the newest block
   * seen, and each URL's rank, latency, stability and failures); `{}` before the first chain call.
   */
  getRpcHealth(): RpcHealth
  /**
   * Calls `listener` with the RPC health now and after each ranking round and each call; returns the
   * function that stops. Loads the modal's core if it has not loaded yet (the health lives there).
   */
  subscribeRpcHealth(listener: (health: RpcHealth) => void): () => void
  isOpen(): boolean
  /** A toast in the modal (loads the kernel if needed). */
  showErrorMessage(message: string): void
  showSuccessMessage(message: string): void
}

/** What the instance's internals give these methods. */
export interface InstanceApiDeps {
  readonly accounts: ReadableStore<Accounts>
  readonly network: ReadableStore<NetworkState>
  readonly theme: ReadableStore<ThemeState>
  readonly events: BootEvents
  /** The kernel once it has loaded. */
  readonly kernel: Kernel | undefined
  loadKernel(): Promise<Kernel>
  readonly state: ReadableStore<AppKitState>
}

/** Calls `listener` with `read()` now and whenever `store` changes it (by identity or, with `same`, by content). */
function watch<S, T>(store: ReadableStore<S>, read: () => T, listener: (value: T) => void, same: (a: T, b: T) => boolean = Object.is): () => void {
  let first = true
  let last: T
  const subscription = store.subscribe(() => {
    const next = read()
    if (!first && same(last, next)) return
    first = false
    last = next
    listener(next)
  })
  return () => subscription.unsubscribe()
}

/** The health before any chain was called (and before the kernel loads). */
const NO_RPC_HEALTH: RpcHealth = Object.freeze({})

const sameShallow = <T extends object>(a: T, b: T) => (Object.keys(a) as (keyof T)[]).every((k) => a[k] === b[k]) && Object.keys(a).length === Object.keys(b).length

export function createInstanceApi(deps: InstanceApiDeps): AppKitInstanceApi {
  const { accounts, network } = deps
  const ns = (namespace?: ChainNamespace) => namespace ?? network.get().activeNamespace
  const accountOf = (namespace?: ChainNamespace) => accounts.get()[ns(namespace)]
  const typeOf = (connectorId: string) => deps.kernel?.get(TOKENS.connectors).find(connectorId)?.type
  const account = (namespace?: ChainNamespace) => publicAccount(accountOf(namespace), typeOf)
  const networkState = (): AppKitNetworkState => {
    const n = network.get()
    if (n.unsupportedChainId !== undefined) return { caipNetwork: undefined, chainId: n.unsupportedChainId, caipNetworkId: `${n.activeNamespace}:${n.unsupportedChainId}` as CaipNetworkId }
    return { caipNetwork: n.activeNetwork, chainId: n.activeNetwork.id, caipNetworkId: n.activeNetwork.caipNetworkId }
  }
  const provider = (namespace: ChainNamespace) => (accountOf(namespace)?.status === 'connected' ? deps.kernel?.get(TOKENS.connection).getProvider(namespace) : undefined)
  const toast = (show: (kernel: Kernel) => void) => void deps.loadKernel().then(show, () => {})

  return {
    switchNetwork: (target) => deps.loadKernel().then((k) => k.get(TOKENS.connection).switchNetwork(target)),
    disconnect: (target) => deps.loadKernel().then((k) => disconnectTarget(k, target, network.get().activeNamespace)),
    getState: () => deps.state.get(),
    subscribeState(listener) {
      const s = deps.state.subscribe(listener)
      return () => s.unsubscribe()
    },
    getAddress: (namespace) => accountOf(namespace)?.address,
    getCaipAddress: (namespace) => accountOf(namespace)?.caipAddress,
    getIsConnectedState: () => accountOf()?.status === 'connected',
    getAccount: account,
    subscribeAccount: (listener, namespace) => watch(accounts, () => account(namespace), listener, (a, b) => sameShallow(a, b) && sameShallow(a.embeddedWalletInfo ?? {}, b.embeddedWalletInfo ?? {})),
    getActiveChainNamespace: () => network.get().activeNamespace,
    getChainId: () => networkState().chainId,
    getCaipNetworkId: () => networkState().caipNetworkId,
    getCaipNetwork(namespace, id) {
      const n = network.get()
      if (id !== undefined) return n.networks.find((net) => String(net.id) === String(id) && (namespace === undefined || net.chainNamespace === namespace))
      if (namespace === undefined) return n.unsupportedChainId !== undefined ? undefined : n.activeNetwork
      return n.activeByNamespace[namespace]
    },
    getCaipNetworks: (namespace) => (namespace ? network.get().networks.filter((n) => n.chainNamespace === namespace) : network.get().networks),
    subscribeNetwork: (listener) => watch(network, networkState, listener, sameShallow),
    getWalletInfo: (namespace) => accountOf(namespace)?.connectedWalletInfo,
    subscribeWalletInfo: (listener, namespace) => watch(accounts, () => accountOf(namespace)?.connectedWalletInfo, listener),
    getWalletProvider: () => provider(ns()),
    getWalletProviderType() {
      const connectorId = accountOf()?.status === 'connected' ? accountOf()?.connectorId : undefined
      return connectorId ? typeOf(connectorId) : undefined
    },
    getProvider: <T>(namespace: ChainNamespace) => provider(namespace) as T | undefined,
    getEvent: () => deps.events.latest.get(),
    subscribeEvents: (listener) => deps.events.listen(listener),
    subscribeTheme: (listener) => watch(deps.theme, () => deps.theme.get(), listener),
    getRpcHealth: () => deps.kernel?.get(TOKENS.rpc).health() ?? NO_RPC_HEALTH,
    subscribeRpcHealth(listener) {
      let stopped = false
      let subscription: { unsubscribe(): void } | undefined
      const follow = (kernel: Kernel) => {
        if (!stopped) subscription = kernel.get(TOKENS.rpc).health$.subscribe(listener)
      }
      const loaded = deps.kernel
      if (loaded) follow(loaded)
      else {
        listener(NO_RPC_HEALTH)
        // on a server, or when the core fails to load, there is no health to follow
        deps.loadKernel().then(follow, () => {})
      }
      return () => {
        stopped = true
        subscription?.unsubscribe()
      }
    },
    isOpen: () => deps.state.get().open,
    showErrorMessage: (message) => toast((kernel) => kernel.get(TOKENS.toast).error(message)),
    showSuccessMessage: (message) => toast((kernel) => kernel.get(TOKENS.toast).success(message)),
  }
}
