import type { ChainAdapter } from '../adapter/chain-adapter.ts'
import type { ChainNamespace } from '../caip/caip.ts'
import type { LiveConnections } from './live-connections.ts'

/** Which adapter a connector, or a namespace's live connection, goes to. */
export interface AdapterRouting {
  /** The adapter that serves `connectorId` in `ns` (e.g. WalletConnect beside the injected wallets), else the namespace's own. */
  adapterFor(ns: ChainNamespace, connectorId?: string): ChainAdapter | undefined
  /** The adapter behind the namespace's live connection, else the namespace's own. */
  adapterOf(ns: ChainNamespace): ChainAdapter | undefined
  dispose(): void
}

export function createAdapterRouting(adapters: readonly ChainAdapter[], live: Pick<LiveConnections, 'get'>): AdapterRouting {
  const namespaceAdapter = (ns: ChainNamespace) => adapters.find((a) => a.namespace === ns && a.serves !== 'connectors')
  // What each connector-serving adapter lists right now, so a connector id finds its adapter synchronously.
  const listed = new Map<ChainAdapter, readonly string[]>()
  const listings = adapters
    .filter((a) => a.serves === 'connectors')
    .map((a) => a.connectors$.subscribe((list) => listed.set(a, list.map((c) => c.id))))
  const serves = (a: ChainAdapter, ns: ChainNamespace, connectorId: string) =>
    a.namespace === ns && a.serves === 'connectors' && (listed.get(a)?.includes(connectorId) || a.sharesSessionOf?.includes(connectorId))
  return {
    adapterFor: (ns, connectorId) => (connectorId !== undefined ? adapters.find((a) => serves(a, ns, connectorId)) : undefined) ?? namespaceAdapter(ns),
    adapterOf: (ns) => live.get(ns)?.adapter ?? namespaceAdapter(ns),
    dispose() {
      for (const s of listings) s.unsubscribe()
    },
  }
}
