import type { Observable } from 'rxjs'
import type { ChainNamespace } from '../caip/caip.ts'
import { namespaceName } from '../caip/namespace-name.ts'
import type { Connector } from '../connectors/connector.ts'
import { connectorSides } from '../connectors/connector-sides.ts'
import { isUserRejection, PorticoError } from '../errors/portico-error.ts'
import { createStore } from '../state/store.ts'
import type { RecentWallet } from '../storage/keys.ts'
import type { AccountState } from './account-state.ts'
import type { AfterConnectSteps } from './after-connect.ts'
import { isSameRequest, type ConnectRequest } from './ask-once.ts'
import type { SessionAttacher } from './attach-session.ts'
import { connectFailureMessage, connectSide } from './connect-side.ts'
import type { ConnectionContext } from './connection-context.ts'
import type { ConnectAttempt } from './connection-types.ts'
import { startConnectRun, type ConnectRun } from './connect-run.ts'
import { leaveWhenClosed, type LeftSlot } from './left-connect.ts'

export interface ConnectOptions {
  wallet?: RecentWallet
  namespace?: ChainNamespace
}

/** The connects the visitor or the app starts: the wallet asked side by side, the attempt the view follows, cancel. */
export interface ConnectAttempts {
  readonly attempt$: Observable<ConnectAttempt | undefined>
  getAttempt(): ConnectAttempt | undefined
  connect(connectorId: string, options?: ConnectOptions): Promise<AccountState>
  cancelConnect(): boolean
  dispose(): void
}

/** The sides (one per namespace) of `connectorId` that an adapter can connect; none is an error that says so. */
function sidesOf(ctx: ConnectionContext, connectorId: string, namespace: ChainNamespace | undefined): { connector: Connector; sides: Connector[] } {
  const connector = ctx.deps.connectors.find(connectorId)
  const sides = connector ? connectorSides(connector, connectorId, namespace).filter((side) => ctx.routing.adapterFor(side.chain, side.id)?.connect) : []
  if (!connector || sides.length === 0) {
    const what = namespace ? `no ${namespace} connector with id ${connectorId}` : `no connector with id ${connectorId}`
    throw new PorticoError('CONNECTOR_NOT_FOUND', 'Connector not found', { details: what })
  }
  return { connector, sides }
}

interface SidesOutcome {
  connected: ChainNamespace[]
  failed: ChainNamespace[]
  errors: unknown[]
}

export function createConnectAttempts(ctx: ConnectionContext, attacher: SessionAttacher, afterConnect: AfterConnectSteps): ConnectAttempts {
  const { accounts, deps } = ctx
  const { network } = deps
  const attempt = createStore<ConnectAttempt | undefined>(undefined)
  /** Cancels each pending connect (one entry while it waits on a wallet). */
  const cancelPending = new Set<() => void>()
  const slot: LeftSlot = {}
  /** The latest connect while it waits on the wallet in the modal: a same request joins it. */
  let asking: { request: ConnectRequest; run: ConnectRun; result: Promise<AccountState> } | undefined

  /** What a connect ends in once every side answered: the active namespace's account, or the error. */
  function conclude(run: ConnectRun, connector: Connector, sides: readonly Connector[], { connected, failed, errors }: SidesOutcome): AccountState {
    if (connected.length === 0) {
      const error = errors[0]
      const message = connectFailureMessage(error)
      run.progress({ status: 'failed', asking: undefined, failed, error: message })
      if (error instanceof PorticoError) throw error
      throw new PorticoError(isUserRejection(error) ? 'USER_REJECTED' : 'CONNECT_FAILED', message, { cause: error })
    }
    // The active namespace stays when it is connected now; else the first side that connected.
    if (accounts.account(network.get().activeNamespace).status !== 'connected') network.setActiveNamespace(connected[0]!)
    const ns = network.get().activeNamespace
    const recent = run.wallet ?? { id: connector.id, name: connector.name, imageUrl: connector.imageUrl }
    ctx.afterPaint.later(() => deps.connectors.addRecent(recent))
    if (failed.length) {
      // The modal stays on the wallet's view, which says what did not connect and offers a retry.
      const names = failed.map(namespaceName).join(', ')
      run.progress({ status: 'partial', asking: undefined, connected, failed, error: `${names} not connected: ${connectFailureMessage(errors[0])}` })
    } else {
      run.hide()
      const side = sides.find((c) => c.chain === ns) ?? sides[0]!
      afterConnect.finishInModal({ namespace: ns, connectorId: side.id, account: accounts.account(ns) })
    }
    return accounts.account(ns)
  }

  async function connectNow(connectorId: string, options: ConnectOptions, result: () => Promise<AccountState>, started: (run: ConnectRun) => void): Promise<AccountState> {
    const { connector, sides } = sidesOf(ctx, connectorId, options.namespace)
    const run = startConnectRun(attempt, { connectorId, namespace: options.namespace }, sides.map((c) => c.chain), options.wallet)
    const cancel = () => run.cancel()
    started(run)
    cancelPending.add(cancel)
    // LEFT_CONNECT_TIMEOUT_MS: closing the modal leaves the request with the wallet
    const watch = leaveWhenClosed(ctx, run, { namespace: options.namespace, sides: sides.map((c) => c.chain), slot, result })
    const outcome: SidesOutcome = { connected: [], failed: [], errors: [] }
    // One wallet prompt at a time: a wallet shows one request after the other anyway. A cancel stops at once.
    for (const [i, side] of sides.entries()) {
      if (i > 0) run.progress({ asking: side.chain, connected: [...outcome.connected], failed: [...outcome.failed] })
      try {
        await connectSide(ctx, attacher, side, { cancel: run.cancelled, signal: run.signal, shown: () => !watch.isLeft() })
        outcome.connected.push(side.chain)
      } catch (error) {
        if (run.isCancelled()) break
        outcome.failed.push(side.chain)
        outcome.errors.push(error)
      }
    }
    cancelPending.delete(cancel)
    watch.settle()
    if (asking?.run === run) asking = undefined
    if (run.isCancelled()) throw run.reason()
    const account = conclude(run, connector, sides, outcome)
    // the caller reads what follows too: the connection stored, the modal closed
    await ctx.afterPaint.drained()
    return account
  }

  return {
    attempt$: attempt.state$,
    getAttempt: attempt.get,
    connect(connectorId, options = {}) {
      const wanted = { connectorId, namespace: options.namespace }
      const waiting = slot.left
      slot.left = undefined
      // Don't ask the wallet twice: the same request picks up the one left with the wallet, or joins the one it is asked now.
      if (waiting && isSameRequest(waiting, wanted)) return waiting.resume(options.wallet)
      if (!waiting && asking && !asking.run.isCancelled() && isSameRequest(asking.request, wanted)) {
        if (options.wallet) asking.run.wallet = options.wallet
        return asking.result
      }
      waiting?.giveUp()
      let run = undefined as ConnectRun | undefined
      const result: Promise<AccountState> = connectNow(connectorId, options, () => result, (started) => (run = started))
      // set while the wallet is asked (an unknown connector asks nothing)
      if (run) asking = { request: wanted, run, result }
      return result
    },
    cancelConnect() {
      if (cancelPending.size === 0) return false
      for (const cancel of [...cancelPending]) cancel()
      cancelPending.clear()
      return true
    },
    dispose() {
      slot.left?.giveUp()
    },
  }
}
