// The connection service: a small coordinator over its capabilities, each in its own file.
// connect-attempts.ts asks wallets (and keeps a request left with a wallet, left-connect.ts),
// restore-connections.ts resyncs stored connections on load, account-following.ts and
// load-profile.ts keep the account on what the wallet reports, attach-session.ts starts and ends
// connections (LiveConnection values, live-connections.ts), disconnect.ts, switch-network.ts,
// refresh-balance.ts and wallet-requests.ts answer the app.
import { Subject } from 'rxjs'
import type { ChainNamespace } from '../caip/caip.ts'
import { createAccountFollowing } from './account-following.ts'
import { createAccountStore } from './account-store.ts'
import { createAdapterRouting } from './adapter-routing.ts'
import { createAfterConnectSteps } from './after-connect.ts'
import { createPaintQueue } from './after-paint.ts'
import { createSessionAttacher } from './attach-session.ts'
import { createConnectAttempts } from './connect-attempts.ts'
import type { ConnectionContext } from './connection-context.ts'
import type { ConnectionDeps, ConnectionEvent, ConnectionService } from './connection-types.ts'
import { disconnect } from './disconnect.ts'
import { connections$, listConnections } from './connections-list.ts'
import { createLiveConnections } from './live-connections.ts'
import { createProfileLoader } from './load-profile.ts'
import { recentConnections, rememberConnections } from './recent-connections.ts'
import { refreshBalance } from './refresh-balance.ts'
import { accountsOnLoad, restoreConnections } from './restore-connections.ts'
import { switchConnection } from './switch-connection.ts'
import { switchNetwork } from './switch-network.ts'
import { createWalletRequests } from './wallet-requests.ts'

export type { WalletConnection } from './connections-list.ts'
export type { SwitchResult } from './switch-connection.ts'
export type { RecentConnection } from './recent-connections.ts'
export type { AfterConnect, ConnectAttempt, Connected, ConnectionDeps, ConnectionEvent, ConnectionService, SendTransactionRequest } from './connection-types.ts'
export { BALANCE_NAMESPACES } from './refresh-balance.ts'
export { LEFT_CONNECT_TIMEOUT_MS } from './left-connect.ts'
export { RESTORE_TIMEOUT_MS } from './restore-connections.ts'

export function createConnectionService(deps: ConnectionDeps): ConnectionService {
  const { network } = deps
  const { toRestore, toHold, initial } = accountsOnLoad(deps)
  const live = createLiveConnections({ multiple: deps.multiWallet ?? false })
  let disposed = false
  const ctx: ConnectionContext = {
    deps,
    // the held connections are written beside the active one: a reload restores them all
    accounts: createAccountStore(initial, deps.storage, network, (ns) => live.list(ns).flatMap((c) => (c.held ? [c.held] : []))),
    live,
    routing: createAdapterRouting(deps.adapters, live),
    events: new Subject<ConnectionEvent>(),
    afterPaint: createPaintQueue({ onError: (error) => deps.logger.warn('a step after a connect failed', error), stopped: () => disposed }),
    disposed: () => disposed,
  }
  const { accounts } = ctx
  const active = (ns: ChainNamespace | undefined) => ns ?? network.get().activeNamespace
  const profile = createProfileLoader(ctx)
  const following = createAccountFollowing(ctx, {
    refreshBalance: (ns) => service.refreshBalance(ns),
    disconnect: (ns, connectorId) => service.disconnect(ns, connectorId),
    loadProfile: profile.load,
  })
  const attacher = createSessionAttacher(ctx, following, profile.load, (ns, connectorId) => service.disconnect(ns, connectorId))
  const afterConnect = createAfterConnectSteps(deps, ctx.afterPaint)
  const attempts = createConnectAttempts(ctx, attacher, afterConnect)
  const requests = createWalletRequests(ctx)

  const service: ConnectionService = {
    accounts$: accounts.state$,
    events$: ctx.events.asObservable(),
    attempt$: attempts.attempt$,
    getAttempt: attempts.getAttempt,
    addAfterConnect: afterConnect.add,
    get: accounts.get,
    account: accounts.account,
    restored: restoreConnections(ctx, attacher, toRestore, toHold),
    connections$: connections$(accounts.state$, live.state$),
    getRecentConnections: (ns) => recentConnections(deps.storage, ns, service.getConnections(ns)),
    getConnections: (ns) => listConnections(accounts.get(), { [ns]: { list: live.list(ns), active: live.get(ns)?.connectorId } })[ns] ?? [],
    async switchConnection(ns, connectorId, address) {
      const result = switchConnection(ctx, { following, loadProfile: profile.load }, ns, connectorId, address)
      if (result.hasSwitchedAccount) await service.refreshBalance(ns)
      return result
    },
    connect: attempts.connect,
    cancelConnect: attempts.cancelConnect,
    disconnect: (namespace, connectorId) => disconnect(ctx, attacher, namespace, connectorId),
    switchNetwork: (target) => switchNetwork(ctx, following, target, (ns) => service.refreshBalance(ns)),
    refreshProfile: (namespace) => profile.refresh(active(namespace)),
    refreshBalance: (namespace, options) => refreshBalance(ctx, active(namespace), options),
    signMessage: (message, namespace) => requests.signMessage(message, active(namespace)),
    sendTransaction: (request, namespace) => requests.sendTransaction(request, active(namespace)),
    checkConnection: (namespace) => requests.checkConnection(active(namespace)),
    getProvider: (namespace) => requests.getProvider(active(namespace)),
    setCurrentTab: (tab, namespace) => accounts.patch(active(namespace), { currentTab: tab }),
    dispose() {
      disposed = true
      remembering.unsubscribe()
      attempts.dispose()
      ctx.routing.dispose()
      live.endAll()
      afterConnect.clear()
      ctx.events.complete()
    },
  }
  // every connection with an account is remembered for the next visit, also once disconnected
  const remembering = service.connections$.subscribe((all) => rememberConnections(deps.storage, Object.values(all).flat()))
  return service
}
