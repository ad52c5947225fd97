import type { ChainNamespace } from '../caip/caip.ts'
import type { StorageReader } from '../storage/reader.ts'

export interface StoredConnection {
  namespace: ChainNamespace
  connectorId: string
}

/**
 * SPEC §4: the connections a page load resyncs. A namespace counts when storage lists it as
 * connected, names its connector, and `canRestore` says something can reconnect it (the kernel
 * asks for an adapter with `reconnect`; the UI, before the kernel has loaded, for a configured
 * network of that namespace). Pure: the connection service and the UI's boot state both call it,
 * so "connecting" on the first frame and the kernel's resync never disagree about storage.
 */
export function storedConnections(
  storage: StorageReader<'connectedNamespaces' | 'connectorIds'>,
  canRestore: (namespace: ChainNamespace) => boolean,
): StoredConnection[] {
  const namespaces = storage.get('connectedNamespaces') ?? []
  const connectorIds = storage.get('connectorIds') ?? {}
  return namespaces.flatMap((namespace) => {
    const connectorId = connectorIds[namespace]
    return connectorId && canRestore(namespace) ? [{ namespace, connectorId }] : []
  })
}
