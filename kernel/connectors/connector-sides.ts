import type { ChainNamespace } from '../caip/caip.ts'
import type { Connector } from './connector.ts'

/**
 * Connector merging: which connectors a connect asks, one per namespace. A merged entry
 * picked as a whole (its own id) connects every namespace it covers; an inner connector's id asks
 * that side only; `namespace` narrows either to the side of that namespace (none when it has none).
 */
export function connectorSides(connector: Connector, connectorId: string, namespace?: ChainNamespace): Connector[] {
  const inner = connector.connectors ?? [connector]
  let sides: Connector[]
  if (namespace !== undefined) sides = inner.filter((c) => c.chain === namespace)
  else if (connector.connectors && connectorId === connector.id) sides = connector.connectors
  else sides = [inner.find((c) => c.id === connectorId) ?? connector]
  // a wallet listed twice on one chain is asked once there
  const seen = new Set<ChainNamespace>()
  return sides.filter((c) => (seen.has(c.chain) ? false : (seen.add(c.chain), true)))
}
