import { combineLatest, map, of, type Observable } from 'rxjs'
import type { ChainAdapter } from '../adapter/chain-adapter.ts'
import { createStore } from '../state/store.ts'
import type { Storage } from '../storage/storage.ts'
import { RECENT_WALLETS_LIMIT, type RecentWallet } from '../storage/keys.ts'
import { CONNECTOR_SECTIONS, type Connector, type ConnectorSection } from './connector.ts'
import { isExcluded, mergeConnectors } from './merge-connectors.ts'

export interface ConnectorGroup {
  section: ConnectorSection
  connectors: Connector[]
}

export interface ConnectorsService {
  /** Every available connector, merged and filtered. */
  readonly connectors$: Observable<Connector[]>
  /** The Connect view's sections, in order, empty ones left out. */
  readonly sections$: Observable<ConnectorGroup[]>
  readonly recent$: Observable<RecentWallet[]>
  getConnectors(): Connector[]
  /** The current value of `sections$`, for synchronous readers such as React's useSyncExternalStore. */
  getSections(): ConnectorGroup[]
  find(id: string): Connector | undefined
  addRecent(wallet: RecentWallet): void
  dispose(): void
}

export interface ConnectorsDeps {
  adapters: readonly ChainAdapter[]
  storage: Storage
  excludeWalletIds: readonly string[]
  order?: readonly ConnectorSection[]
}

function sectionOf(connector: Connector): ConnectorSection {
  switch (connector.type) {
    case 'WALLET_CONNECT':
      return 'walletConnect'
    case 'EXTERNAL':
    case 'AUTH':
      return 'external'
    default:
      return 'injected'
  }
}

export function createConnectorsService(deps: ConnectorsDeps): ConnectorsService {
  const recent = createStore<RecentWallet[]>(deps.storage.get('recentWallets') ?? [])
  const order = deps.order ?? CONNECTOR_SECTIONS
  const available = createStore<Connector[]>([])

  const all$ = deps.adapters.length
    ? combineLatest(deps.adapters.map((a) => a.connectors$)).pipe(map((lists) => lists.flat()))
    : of<Connector[]>([])
  // Kept hot so `find` answers synchronously, e.g. when a stored connector is restored.
  const subscription = all$
    .pipe(map((list) => mergeConnectors(list).filter((c) => !isExcluded(c, deps.excludeWalletIds))))
    .subscribe((list) => available.set(list))
  const connectors$ = available.state$

  const sections = createStore<ConnectorGroup[]>([])
  const sectionsSubscription = combineLatest([connectors$, recent.state$]).pipe(
    map(([connectors, recentWallets]) => {
      const recentIds = new Set(recentWallets.map((w) => w.id))
      const groups = new Map<ConnectorSection, Connector[]>()
      // Recent wallets lead, in the order they were used, and are not repeated below.
      groups.set(
        'recent',
        recentWallets.map((w) => connectors.find((c) => c.id === w.id)).filter((c): c is Connector => !!c),
      )
      for (const c of connectors) {
        if (recentIds.has(c.id)) continue
        const section = sectionOf(c)
        groups.set(section, [...(groups.get(section) ?? []), c])
      }
      return order
        .map((section) => ({ section, connectors: groups.get(section) ?? [] }))
        .filter((g) => g.connectors.length > 0)
    }),
  ).subscribe((groups) => sections.set(groups))

  return {
    connectors$,
    sections$: sections.state$,
    recent$: recent.state$,
    getConnectors: available.get,
    getSections: sections.get,
    find: (id) => available.get().find((c) => c.id === id || c.connectors?.some((inner) => inner.id === id)),
    addRecent(wallet) {
      const next = [wallet, ...recent.get().filter((w) => w.id !== wallet.id)].slice(0, RECENT_WALLETS_LIMIT)
      recent.set(next)
      deps.storage.set('recentWallets', next)
    },
    dispose: () => {
      subscription.unsubscribe()
      sectionsSubscription.unsubscribe()
    },
  }
}
