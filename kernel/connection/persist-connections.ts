import { toCaipAddress } from '../caip/caip.ts'
import type { Network } from '../network/network.ts'
import type { Storage } from '../storage/storage.ts'
import type { AccountState } from './account-state.ts'

/**
 * Writes the connected namespaces, their connectors and accounts (CAIP-10 on each namespace's
 * active network): what the next page load restores, and shows at once from its first frame.
 */
export function persistConnections(storage: Storage, accounts: readonly AccountState[], activeByNamespace: Readonly<Record<string, Network | undefined>>): void {
  const connected = accounts.filter((a) => a.status === 'connected')
  const ids: Record<string, string> = {}
  const connections: Record<string, { connectorId: string; accounts: string[] }[]> = {}
  for (const a of connected) {
    if (!a.connectorId) continue
    ids[a.namespace] = a.connectorId
    const net = activeByNamespace[a.namespace]
    if (net) connections[a.namespace] = [{ connectorId: a.connectorId, accounts: a.allAccounts.map((x) => toCaipAddress(net.caipNetworkId, x.address)) }]
  }
  if (connected.length) {
    storage.set('connectedNamespaces', connected.map((a) => a.namespace))
    storage.set('connectorIds', ids)
    storage.set('connections', connections)
    storage.set('connectionStatus', 'connected')
  } else {
    storage.remove('connectedNamespaces')
    storage.remove('connectorIds')
    storage.remove('connections')
    storage.set('connectionStatus', 'disconnected')
  }
}
