import type { ChainNamespace } from '../caip/caip.ts'
import { messageOf, PorticoError } from '../errors/portico-error.ts'
import type { SessionAttacher } from './attach-session.ts'
import type { ConnectionContext } from './connection-context.ts'

/** The namespaces attached from the same shared session as `ns` (itself first): they disconnect together. */
export function sharingGroup(ctx: ConnectionContext, ns: ChainNamespace): ChainNamespace[] {
  const id = ctx.accounts.account(ns).connectorId
  if (!id) return [ns]
  const others = Object.values(ctx.accounts.get())
    .filter((a) => a.namespace !== ns && a.status !== 'disconnected' && a.connectorId === id)
    .map((a) => a.namespace)
  const shares = (n: ChainNamespace) => !!ctx.routing.adapterOf(n)?.sharesSessionOf?.includes(id)
  return shares(ns) || others.some(shares) ? [ns, ...others] : [ns]
}

/**
 * Disconnects one namespace, or every connected one. Local state is cleared even when a wallet
 * fails to answer (it must not keep the visitor connected); the failure is reported after.
 */
export async function disconnect(ctx: ConnectionContext, attacher: SessionAttacher, namespace?: ChainNamespace): Promise<void> {
  const { deps, events } = ctx
  const asked = namespace ? [namespace] : Object.values(ctx.accounts.get()).filter((a) => a.status !== 'disconnected').map((a) => a.namespace)
  // A shared session ends for every namespace it carries; its adapters' disconnects after the first find it ended.
  const targets = [...new Set(asked.flatMap((ns) => sharingGroup(ctx, ns)))]
  const failures: string[] = []
  for (const ns of targets) {
    try {
      await ctx.routing.adapterOf(ns)?.disconnect?.()
      events.next({ type: 'DISCONNECT_SUCCESS', namespace: ns })
    } catch (error) {
      failures.push(ns)
      deps.logger.error('Failed to disconnect', error)
      events.next({ type: 'DISCONNECT_ERROR', namespace: ns, message: messageOf(error) })
    } finally {
      attacher.detach(ns)
    }
  }
  const modal = deps.modal()
  if (modal.get().open && deps.router().get().view === 'Account') modal.close()
  if (failures.length) throw new PorticoError('DISCONNECT_FAILED', 'Failed to disconnect', { details: failures.join(', ') })
}
