import type { ChainNamespace } from '../caip/caip.ts'
import { messageOf, PorticoError } from '../errors/portico-error.ts'
import type { SessionAttacher } from './attach-session.ts'
import type { ConnectionContext } from './connection-context.ts'

/** One connection to end: a namespace's connector, or (no connector) what the namespace shows while it restores. */
interface Target {
  ns: ChainNamespace
  connectorId?: string
}

/** The connections a session shared with `target` carries in other namespaces (itself first): they disconnect together. */
export function sharingGroup(ctx: ConnectionContext, target: Target): Target[] {
  const id = target.connectorId ?? ctx.accounts.account(target.ns).connectorId
  if (!id) return [target]
  const others = Object.values(ctx.accounts.get())
    .map((a) => a.namespace)
    .filter((n) => n !== target.ns && (ctx.live.find(n, id) || (ctx.accounts.account(n).status !== 'disconnected' && ctx.accounts.account(n).connectorId === id)))
  const shares = (n: ChainNamespace) => !!(ctx.live.find(n, id)?.adapter ?? ctx.routing.adapterOf(n))?.sharesSessionOf?.includes(id)
  return shares(target.ns) || others.some(shares) ? [target, ...others.map((ns) => ({ ns, connectorId: id }))] : [target]
}

/** What is asked: one connection, every connection of a namespace, or every connection. */
function asked(ctx: ConnectionContext, namespace?: ChainNamespace, connectorId?: string): Target[] {
  if (namespace && connectorId) return [{ ns: namespace, connectorId }]
  const namespaces = namespace
    ? [namespace]
    : Object.values(ctx.accounts.get())
        .filter((a) => a.status !== 'disconnected' || ctx.live.list(a.namespace).length > 0)
        .map((a) => a.namespace)
  return namespaces.flatMap((ns) => {
    const list = ctx.live.list(ns)
    if (list.length === 0) return [{ ns }]
    // the held ones first: ending the active one first would make a held one active for a moment
    const active = ctx.live.get(ns)
    return [...list.filter((c) => c !== active), ...(active ? [active] : [])].map((c) => ({ ns, connectorId: c.connectorId }))
  })
}

const key = (t: Target) => `${t.ns}/${t.connectorId ?? ''}`

/**
 * Disconnects one connection (`connectorId` in `namespace`), every connection of a namespace, or
 * every connection. Local state is cleared even when a wallet fails to answer (it must not keep the
 * visitor connected); the failure is reported after. Ending the active connection makes the
 * namespace's most recent other one active.
 */
export async function disconnect(ctx: ConnectionContext, attacher: SessionAttacher, namespace?: ChainNamespace, connectorId?: string): Promise<void> {
  const { deps, events } = ctx
  const seen = new Set<string>()
  const targets = asked(ctx, namespace, connectorId)
    .flatMap((t) => sharingGroup(ctx, t))
    .filter((t) => !seen.has(key(t)) && !!seen.add(key(t)))
  const failures: string[] = []
  for (const { ns, connectorId: id } of targets) {
    const connection = id === undefined ? undefined : ctx.live.find(ns, id)
    // a connection already ended (by the same shared session) or never live and not shown: nothing to do
    if (id !== undefined && !connection && ctx.accounts.account(ns).connectorId !== id) continue
    const active = !connection || ctx.live.get(ns) === connection
    const account = active ? ctx.accounts.account(ns) : connection.held
    const about = { namespace: ns, ...(id ? { connectorId: id } : {}), ...(account?.caipAddress ? { caipAddress: account.caipAddress } : {}) }
    try {
      await (connection?.adapter ?? ctx.routing.adapterOf(ns))?.disconnect?.()
      events.next({ type: 'DISCONNECT_SUCCESS', ...about })
    } catch (error) {
      failures.push(ns)
      deps.logger.error('Failed to disconnect', error)
      events.next({ type: 'DISCONNECT_ERROR', ...about, message: messageOf(error) })
    } finally {
      attacher.detach(ns, id)
    }
  }
  const modal = deps.modal()
  // one connection ended while another of its namespace took over: the Account view shows that one
  const remains = namespace !== undefined && connectorId !== undefined && ctx.accounts.account(namespace).status === 'connected'
  if (modal.get().open && deps.router().get().view === 'Account' && !remains) modal.close()
  if (failures.length) throw new PorticoError('DISCONNECT_FAILED', 'Failed to disconnect', { details: failures.join(', ') })
}
