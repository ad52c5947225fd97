// The wallets connected per namespace as an app lists them: the active one and those held beside it.
import { combineLatest, map, type Observable } from 'rxjs'
import { networkOfCaipAddress } from '../caip/caip.ts'
import type { RecentConnection } from '../storage/schema.ts'
import type { AccountState } from './account-state.ts'
import type { NamespaceConnections } from './live-connections.ts'

/** One connected wallet of a namespace. */
export interface WalletConnection extends RecentConnection {
  /** The namespace's active connection: the account, the provider and every request follow it. */
  active: boolean
}

function entry(account: AccountState, connectorId: string, active: boolean): WalletConnection {
  const network = account.caipAddress && networkOfCaipAddress(account.caipAddress)
  return {
    namespace: account.namespace,
    connectorId,
    ...(account.connectedWalletInfo?.name ? { name: account.connectedWalletInfo.name } : {}),
    ...(account.connectedWalletInfo?.icon ? { icon: account.connectedWalletInfo.icon } : {}),
    accounts: account.allAccounts.length ? account.allAccounts.map((a) => ({ ...a })) : account.address ? [{ address: account.address, type: 'eoa' }] : [],
    ...(network ? { caipNetworkId: network } : {}),
    active,
  }
}

/** Every namespace's connections, in the order they connected. */
export function listConnections(
  accounts: Readonly<Record<string, AccountState>>,
  live: Readonly<Record<string, NamespaceConnections>>,
): Record<string, WalletConnection[]> {
  const out: Record<string, WalletConnection[]> = {}
  for (const [ns, { list, active }] of Object.entries(live)) {
    out[ns] = list.flatMap((c) => {
      const isActive = c.connectorId === active
      const account = isActive ? accounts[ns] : c.held
      return account && (!isActive || account.status === 'connected') ? [entry(account, c.connectorId, isActive)] : []
    })
  }
  return out
}

export function connections$(accounts$: Observable<Readonly<Record<string, AccountState>>>, live$: Observable<Readonly<Record<string, NamespaceConnections>>>) {
  return combineLatest([accounts$, live$]).pipe(map(([accounts, live]) => listConnections(accounts, live)))
}
