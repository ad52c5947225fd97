import type { ChainNamespace } from '../caip/caip.ts'
import type { Connector } from '../connectors/connector.ts'
import { isUserRejection, messageOf, PorticoError } from '../errors/portico-error.ts'
import type { SessionAttacher } from './attach-session.ts'
import type { ConnectionContext } from './connection-context.ts'
import type { LiveConnection } from './live-connections.ts'

/** How one side of a connect is asked: cancelled by `cancel` (its late answer is never attached), told through `signal`. */
export interface SideRequest {
  cancel: Promise<never>
  signal: AbortSignal
  /** False once the connect was left with the wallet: its next side is asked without saying "connecting". */
  shown(): boolean
}

/** What the visitor reads when a wallet did not connect. */
export const connectFailureMessage = (error: unknown) => (isUserRejection(error) ? 'Connection declined' : messageOf(error))

/**
 * One session, several namespaces (AdapterIdentity.sharesSessionOf): after `connectorId` connected
 * in `ns`, every other namespace's adapter that shares its session is asked for its side of it
 * (`reconnect`, no wallet prompt) and attached when the wallet approved accounts there. A
 * namespace the visitor connected with another wallet keeps that wallet.
 */
export async function attachSharing(ctx: ConnectionContext, attacher: SessionAttacher, ns: ChainNamespace, connectorId: string): Promise<LiveConnection[]> {
  const attached: LiveConnection[] = []
  for (const adapter of ctx.deps.adapters) {
    const other = adapter.namespace
    if (other === ns || !adapter.sharesSessionOf?.includes(connectorId) || !adapter.reconnect) continue
    const account = ctx.accounts.account(other)
    if (account.status === 'connected' && account.connectorId !== connectorId) continue
    try {
      const session = await adapter.reconnect({ connectorId })
      if (ctx.disposed() || !session || session.accounts.length === 0) continue
      attached.push(attacher.attach(other, connectorId, session, adapter))
      ctx.events.next({ type: 'CONNECT_SUCCESS', namespace: other, connectorId })
    } catch (error) {
      ctx.deps.logger.warn(`the ${connectorId} session has no usable ${other} side`, error)
    }
  }
  return attached
}

/** Connects one side (one namespace) of a connector, and the namespaces sharing its session; the caller decides what the modal does next. */
export async function connectSide(ctx: ConnectionContext, attacher: SessionAttacher, side: Connector, request: SideRequest): Promise<LiveConnection> {
  const { accounts, deps, events } = ctx
  const ns = side.chain
  const adapter = ctx.routing.adapterFor(ns, side.id)!
  const previous = accounts.account(ns)
  // adding a wallet beside a connected one: the connected one stays usable until the new one answers
  if (request.shown() && previous.status !== 'connected') accounts.patch(ns, { status: 'connecting' })
  const target = deps.network.get().activeByNamespace[ns] ?? deps.network.get().networks.find((n) => n.chainNamespace === ns)!
  try {
    // cancelled (cancelConnect): the wallet's late answer is never attached
    const asked = adapter.connect!({ connectorId: side.id, network: target, signal: request.signal })
    const session = await Promise.race([asked, request.cancel])
    if (session.accounts.length === 0) throw new PorticoError('NO_ACCOUNTS', 'The wallet returned no accounts')
    const connection = attacher.attach(ns, side.id, session, adapter)
    events.next({ type: 'CONNECT_SUCCESS', namespace: ns, connectorId: side.id })
    await attachSharing(ctx, attacher, ns, side.id)
    return connection
  } catch (error) {
    accounts.patch(ns, { status: previous.status === 'connected' ? 'connected' : 'disconnected' })
    const message = connectFailureMessage(error)
    events.next({ type: 'CONNECT_ERROR', namespace: ns, connectorId: side.id, message, rejected: isUserRejection(error) })
    deps.logger.warn(`connect with ${side.id} (${ns}) failed: ${message}`)
    throw error
  }
}
