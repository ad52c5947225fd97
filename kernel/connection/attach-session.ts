import type { Subscription } from 'rxjs'
import type { AdapterSession, ChainAdapter } from '../adapter/chain-adapter.ts'
import type { ChainNamespace } from '../caip/caip.ts'
import type { AccountFollowing } from './account-following.ts'
import { NO_ACCOUNT_INFO } from './account-info.ts'
import type { ConnectionContext } from './connection-context.ts'
import type { LiveConnection } from './live-connections.ts'

/** Starts and ends connections: a wallet's session becomes the namespace's connected account, and back. */
export interface SessionAttacher {
  /** The session the wallet granted becomes the namespace's live connection and connected account. */
  attach(ns: ChainNamespace, connectorId: string, session: AdapterSession, adapter: ChainAdapter): LiveConnection
  /** Ends the namespace's connection: the account reads disconnected, and the next page load restores nothing of it. */
  detach(ns: ChainNamespace): void
}

export function createSessionAttacher(ctx: ConnectionContext, following: AccountFollowing, loadProfile: (ns: ChainNamespace, address: string) => Promise<void>): SessionAttacher {
  const { deps, accounts, live } = ctx

  /** A transport connector (WalletConnect) names the wallet at its other end, not itself. */
  function walletInfo(connectorId: string, session: AdapterSession) {
    if (session.wallet) return { name: session.wallet.name, icon: session.wallet.icon }
    const connector = deps.connectors.find(connectorId)
    return connector ? { name: connector.name, icon: connector.imageUrl, rdns: connector.info?.rdns } : undefined
  }

  return {
    attach(ns, connectorId, session, adapter) {
      let events: Subscription | undefined
      const connection: LiveConnection = { namespace: ns, connectorId, adapter, end: () => events?.unsubscribe() }
      live.add(connection)
      if (adapter.events$) events = adapter.events$.subscribe((e) => following.onEvent(ns, e))
      accounts.patch(ns, { status: 'connected', connectorId, connectedWalletInfo: walletInfo(connectorId, session) })
      // a previous session's info must not outlive it: what this one does not report is unset
      accounts.patch(ns, { ...NO_ACCOUNT_INFO, allAccounts: [] })
      following.applyInfo(ns, session)
      following.setAddress(ns, session.accounts)
      accounts.persist()
      following.followChain(ns, session.chainId)
      void loadProfile(ns, session.accounts[0]!)
      return connection
    },
    detach(ns) {
      live.remove(ns)
      accounts.clear(ns)
      deps.network.setUnsupported(undefined)
      accounts.persist()
    },
  }
}
