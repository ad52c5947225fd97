import type { ChainNamespace } from '../caip/caip.ts'
import { emptyAccount, type AccountState } from './account-state.ts'
import type { SessionAttacher } from './attach-session.ts'
import type { ConnectionContext } from './connection-context.ts'
import type { ConnectionDeps } from './connection-types.ts'
import type { LiveConnection } from './live-connections.ts'
import { restoringAccount, storedConnections, storedHeldConnections, type StoredConnection } from './stored-connections.ts'

/** A wallet that has not answered a silent reconnect by then is treated as gone, unless its adapter gives its own reconnectTimeoutMs. */
export const RESTORE_TIMEOUT_MS = 5_000

/**
 * The connections a page load resyncs, and the accounts the service starts with: a namespace that
 * was connected starts as "connecting" with its stored address, so the UI never flashes
 * "disconnected" (the UI's boot state, before this kernel loaded, said the same).
 */
export function accountsOnLoad(deps: Pick<ConnectionDeps, 'adapters' | 'storage' | 'network' | 'multiWallet'>): {
  toRestore: StoredConnection[]
  /** The other connections held beside each namespace's active one. */
  toHold: StoredConnection[]
  initial: Record<string, AccountState>
} {
  const canRestore = (ns: ChainNamespace) => deps.adapters.some((a) => a.namespace === ns && !!a.reconnect)
  const toRestore = storedConnections(deps.storage, canRestore)
  const toHold = deps.multiWallet ? storedHeldConnections(deps.storage, canRestore) : []
  const initial: Record<string, AccountState> = {}
  for (const ns of new Set(deps.adapters.map((a) => a.namespace))) {
    const stored = toRestore.find((r) => r.namespace === ns)
    initial[ns] = stored ? restoringAccount(stored, deps.network.get().activeByNamespace[ns]) : emptyAccount(ns)
  }
  return { toRestore, toHold, initial }
}

/** Asks the wallet of one stored connection for its session again, without a prompt; no answer in time counts as gone. */
async function restoreOne(ctx: ConnectionContext, attacher: SessionAttacher, { namespace: ns, connectorId }: StoredConnection, active = true): Promise<LiveConnection | undefined> {
  const adapter = ctx.routing.adapterFor(ns, connectorId)
  // a held connection that cannot come back is simply not held again; the active one's account ends
  const gone = () => (active ? attacher.detach(ns) : undefined)
  if (!adapter?.reconnect) return void gone()
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    const session = await Promise.race([
      adapter.reconnect({ connectorId }),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), adapter.reconnectTimeoutMs ?? ctx.deps.restoreTimeoutMs ?? RESTORE_TIMEOUT_MS)
      }),
    ])
    if (ctx.disposed()) return undefined
    if (session && session.accounts.length > 0) return attacher.attach(ns, connectorId, session, adapter, { active })
    gone()
  } catch (error) {
    ctx.deps.logger.warn(`could not restore the ${ns} connection`, error)
    if (!ctx.disposed()) gone()
  } finally {
    clearTimeout(timer)
  }
  return undefined
}

/** Resyncs every stored connection at once (from the next tick); resolves when each has settled and the outcome is stored. */
export function restoreConnections(ctx: ConnectionContext, attacher: SessionAttacher, toRestore: readonly StoredConnection[], toHold: readonly StoredConnection[] = []): Promise<void> {
  const { network } = ctx.deps
  return Promise.resolve()
    .then(() => Promise.all([...toRestore.map((stored) => restoreOne(ctx, attacher, stored)), ...toHold.map((stored) => restoreOne(ctx, attacher, stored, false))]))
    .then(() => {
      if (ctx.disposed()) return
      // a namespace whose active connection did not come back: the most recent held one takes over
      for (const { namespace: ns } of toHold) {
        if (!ctx.live.get(ns) && ctx.live.list(ns).length) attacher.detach(ns)
      }
      // the stored active namespace stays active; if it could not be restored, a restored one is
      const connected = [...new Set([...toRestore, ...toHold].map((r) => r.namespace))].filter((ns: ChainNamespace) => ctx.accounts.account(ns).status === 'connected')
      // what the wallets answered is what the next load starts from (an account shown is stored after its frame otherwise)
      if (toHold.length || connected.length) ctx.accounts.persist()
      if (!ctx.disposed() && connected.length && !connected.includes(network.get().activeNamespace)) network.setActiveNamespace(connected[0]!)
    })
}
