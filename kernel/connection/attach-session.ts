import type { Subscription } from 'rxjs'
import type { AdapterEvent, AdapterSession, ChainAdapter } from '../adapter/chain-adapter.ts'
import type { ChainNamespace } from '../caip/caip.ts'
import type { AccountFollowing } from './account-following.ts'
import type { ConnectionContext } from './connection-context.ts'
import { followHeld, sessionAccount } from './held-connection.ts'
import type { LiveConnection } from './live-connections.ts'
import { activate } from './switch-connection.ts'

/** Starts and ends connections: a wallet's session becomes the namespace's connected account, and back. */
export interface SessionAttacher {
  /**
   * The session the wallet granted becomes a live connection of the namespace: by default its
   * active one (the account shows it; the connection active before is held beside it). With
   * `active: false` it is only held (a restored connection that was not the active one).
   */
  attach(ns: ChainNamespace, connectorId: string, session: AdapterSession, adapter: ChainAdapter, options?: { active?: boolean }): LiveConnection
  /**
   * Ends a connection (default: the namespace's active one). When the active one ends, the
   * namespace's most recent other connection becomes active; with none left the account reads
   * disconnected and the next page load restores nothing of it.
   */
  detach(ns: ChainNamespace, connectorId?: string): void
}

export function createSessionAttacher(
  ctx: ConnectionContext,
  following: AccountFollowing,
  loadProfile: (ns: ChainNamespace, address: string) => Promise<void>,
  disconnect: (ns: ChainNamespace, connectorId: string) => Promise<void>,
): SessionAttacher {
  const { deps, accounts, live } = ctx

  /** A transport connector (WalletConnect) names the wallet at its other end, not itself. */
  function walletInfo(connectorId: string, session: AdapterSession) {
    if (session.wallet) return { name: session.wallet.name, icon: session.wallet.icon }
    const connector = deps.connectors.find(connectorId)
    return connector ? { name: connector.name, icon: connector.imageUrl, rdns: connector.info?.rdns } : undefined
  }

  /** The active connection follows its wallet into the account; a held one keeps what it reports for later. */
  function onEvent(connection: LiveConnection, event: AdapterEvent) {
    if (live.get(connection.namespace) === connection) following.onEvent(connection.namespace, event, connection.connectorId)
    else followHeld(ctx, connection, event, disconnect)
  }

  function hold(connection: LiveConnection, session: AdapterSession) {
    const { namespace: ns, connectorId } = connection
    const network = deps.network.find(session.chainId, ns) ?? deps.network.get().activeByNamespace[ns]
    connection.held = sessionAccount(ns, connectorId, session, walletInfo(connectorId, session), network)
    live.add(connection, { active: false })
  }

  return {
    attach(ns, connectorId, session, adapter, { active = true } = {}) {
      let events: Subscription | undefined
      const connection: LiveConnection = { namespace: ns, connectorId, adapter, end: () => events?.unsubscribe() }
      if (adapter.events$) events = adapter.events$.subscribe((e) => onEvent(connection, e))
      if (!active) {
        hold(connection, session)
        return connection
      }
      // the connection active until now is held beside the new one, as its account stands
      const before = live.get(ns)
      if (before && accounts.account(ns).status === 'connected') before.held = accounts.account(ns)
      live.add(connection)
      // the account first, whole, in one change: the app's hooks show it in the frame after the wallet's answer
      following.publish(ns, session, { status: 'connected', connectorId, connectedWalletInfo: walletInfo(connectorId, session) })
      // then, once that frame is painted: the storage write, the name and the balance (of the account active then)
      ctx.afterPaint.later(() => {
        if (live.get(ns) === connection) following.loadExtras(ns)
      })
      return connection
    },
    detach(ns, connectorId) {
      const active = live.get(ns)
      const held = connectorId === undefined ? undefined : live.find(ns, connectorId)
      if (held && held !== active) {
        live.remove(ns, connectorId)
        return accounts.persist()
      }
      // a connection that is not live (a restore that failed) and is not the account's: nothing to end
      if (connectorId !== undefined && !held && accounts.account(ns).connectorId !== connectorId) return
      live.remove(ns)
      const next = live.list(ns).at(-1)
      if (next) return activate(ctx, { following, loadProfile }, next)
      accounts.clear(ns)
      deps.network.setUnsupported(undefined)
      accounts.persist()
    },
  }
}
