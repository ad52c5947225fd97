import { TOKENS, type ChainNamespace, type Kernel } from '../../../kernel/index.ts'
import { pushView } from '../push-view.ts'

/**
 * Asks the wallet at once, then shows ConnectingExternal: the request goes out on the click, not
 * once the view's chunk has loaded and rendered. The view reads the outcome from the connection
 * service's `attempt$` (a failure is logged and reported by the service, and shown by the view).
 * `namespace`: connect only that side of a multichain wallet (else every namespace it covers).
 */
export function connectExternal(kernel: Kernel, connectorId: string, namespace?: ChainNamespace): void {
  // a second click while the same wallet is being asked joins that request (the service does not ask twice)
  kernel.get(TOKENS.connection).connect(connectorId, { namespace }).catch(() => {})
  pushView(kernel, 'ConnectingExternal', namespace ? { connectorId, namespace } : { connectorId })
}
