import { parseCaipAddress, toCaipAddress, type CaipAddress, type ChainNamespace } from '../caip/caip.ts'
import type { Network } from '../network/network.ts'
import type { StorageReader } from '../storage/reader.ts'
import { emptyAccount, type AccountState } from './account-state.ts'

export interface StoredConnection {
  namespace: ChainNamespace
  connectorId: string
  /** The accounts it last had (CAIP-10, the selected one first); empty when storage holds none for this connector. */
  accounts: CaipAddress[]
}

/**
 * The connections a page load resyncs. A namespace counts when storage lists it as
 * connected, names its connector, and `canRestore` says something can reconnect it (the kernel
 * asks for an adapter with `reconnect`; the UI, before the kernel has loaded, for a configured
 * network of that namespace). Pure: the connection service and the UI's boot state both call it,
 * so "connecting" on the first frame and the kernel's resync never disagree about storage.
 */
export function storedConnections(
  storage: StorageReader<'connectedNamespaces' | 'connectorIds' | 'connections'>,
  canRestore: (namespace: ChainNamespace) => boolean,
): StoredConnection[] {
  const namespaces = storage.get('connectedNamespaces') ?? []
  const connectorIds = storage.get('connectorIds') ?? {}
  const connections = storage.get('connections') ?? {}
  return namespaces.flatMap((namespace) => {
    const connectorId = connectorIds[namespace]
    if (!connectorId || !canRestore(namespace)) return []
    // Accounts count only when they were stored for this very connector and namespace.
    const stored = connections[namespace]?.find((c) => c.connectorId === connectorId)?.accounts ?? []
    const accounts = stored.filter((a): a is CaipAddress => isCaipAddressOf(a, namespace))
    return [{ namespace, connectorId, accounts }]
  })
}

/**
 * The other connections a page load restores beside each namespace's active one (a reload keeps
 * every wallet the visitor connected; `connectorIds` names the active one): the stored accounts of
 * each connected namespace whose connector is not its active one.
 */
export function storedHeldConnections(
  storage: StorageReader<'connectedNamespaces' | 'connectorIds' | 'connections'>,
  canRestore: (namespace: ChainNamespace) => boolean,
): StoredConnection[] {
  const connectorIds = storage.get('connectorIds') ?? {}
  const connections = storage.get('connections') ?? {}
  return (storage.get('connectedNamespaces') ?? []).flatMap((namespace) => {
    if (!canRestore(namespace)) return []
    const held = (connections[namespace] ?? []).filter((c) => c.connectorId && c.connectorId !== connectorIds[namespace])
    return held.map((c) => ({ namespace, connectorId: c.connectorId, accounts: c.accounts.filter((a): a is CaipAddress => isCaipAddressOf(a, namespace)) }))
  })
}

function isCaipAddressOf(value: string, namespace: ChainNamespace): boolean {
  try {
    return parseCaipAddress(value).namespace === namespace
  } catch {
    return false
  }
}

/**
 * The account a stored connection shows while the wallet is asked again: "connecting", with the
 * address it last had (on `network`, the namespace's active one), so a reload shows the account
 * from its first frame. The resync then confirms it, replaces it with what the wallet grants now,
 * or ends in "disconnected".
 */
export function restoringAccount(stored: StoredConnection, network: Network | undefined): AccountState {
  const account = emptyAccount(stored.namespace, 'connecting')
  const addresses = stored.accounts.map((a) => parseCaipAddress(a).address)
  const address = addresses[0]
  if (address === undefined) return account
  return {
    ...account,
    address,
    caipAddress: network ? toCaipAddress(network.caipNetworkId, address) : stored.accounts[0],
    allAccounts: addresses.map((a) => ({ address: a, type: 'eoa' as const })),
  }
}
