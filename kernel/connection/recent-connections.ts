// The wallets connected before on this device: each connection is remembered (newest first, at most
// RECENT_CONNECTIONS_LIMIT) in the kernel's storage once it has an account, and stays remembered
// after it is disconnected, so an app can offer "connect again" beside the wallets connected now.
import type { ChainNamespace } from '../caip/caip.ts'
import type { RecentConnection } from '../storage/schema.ts'
import type { Storage } from '../storage/storage.ts'
import type { WalletConnection } from './connections-list.ts'

/** A device remembers its last 10 connections, every namespace together. */
export const RECENT_CONNECTIONS_LIMIT = 10

export type { RecentConnection }

const sameConnection = (a: RecentConnection, b: RecentConnection) => a.namespace === b.namespace && a.connectorId === b.connectorId

/** Puts the connected ones with an account first in the remembered list (replacing what it said of them before). */
export function rememberConnections(storage: Storage, connected: readonly WalletConnection[]): void {
  const fresh = connected.filter((c) => c.accounts.length > 0).map(({ active: _active, ...c }): RecentConnection => c)
  if (!fresh.length) return
  const before = storage.get('recentConnections') ?? []
  const next = [...fresh, ...before.filter((r) => !fresh.some((f) => sameConnection(f, r)))].slice(0, RECENT_CONNECTIONS_LIMIT)
  if (JSON.stringify(next) !== JSON.stringify(before)) storage.set('recentConnections', next)
}

/** The namespace's remembered connections that are not connected now, newest first. */
export function recentConnections(storage: Storage, ns: ChainNamespace, connected: readonly WalletConnection[]): RecentConnection[] {
  return (storage.get('recentConnections') ?? []).filter((r) => r.namespace === ns && !connected.some((c) => sameConnection(c, r)))
}
