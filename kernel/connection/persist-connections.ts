import { networkOfCaipAddress, toCaipAddress, type CaipAddress, type ChainNamespace } from '../caip/caip.ts'
import type { Network } from '../network/network.ts'
import type { Storage } from '../storage/storage.ts'
import type { AccountState } from './account-state.ts'

/** A held account's CAIP-10 accounts, on the chain its own CAIP address names (its wallet may sit on another chain than the active one). */
function heldAccounts(account: AccountState): string[] {
  const network = account.caipAddress && networkOfCaipAddress(account.caipAddress)
  if (!network) return []
  return account.allAccounts.map((x) => toCaipAddress(network, x.address))
}

/**
 * Writes the connected namespaces, their connectors and accounts (CAIP-10 on each namespace's
 * active network): what the next page load restores, and shows at once from its first frame.
 * `held`: the namespace's other connections, written after the active one (`connectorIds` names
 * the active one), so a reload restores them all and keeps the same one active.
 */
export function persistConnections(
  storage: Storage,
  accounts: readonly AccountState[],
  activeByNamespace: Readonly<Record<string, Network | undefined>>,
  held: (namespace: ChainNamespace) => readonly AccountState[] = () => [],
): void {
  const connected = accounts.filter((a) => a.status === 'connected')
  const ids: Record<string, string> = {}
  const connections: Record<string, { connectorId: string; accounts: string[] }[]> = {}
  for (const a of connected) {
    if (!a.connectorId) continue
    ids[a.namespace] = a.connectorId
    const net = activeByNamespace[a.namespace]
    const others = held(a.namespace)
      .filter((h) => h.connectorId && h.connectorId !== a.connectorId)
      .map((h) => ({ connectorId: h.connectorId!, accounts: heldAccounts(h) }))
    const active = net ? [{ connectorId: a.connectorId, accounts: a.allAccounts.map((x): CaipAddress => toCaipAddress(net.caipNetworkId, x.address)) }] : []
    if (active.length || others.length) connections[a.namespace] = [...active, ...others]
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
