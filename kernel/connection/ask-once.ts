import type { ChainNamespace } from '../caip/caip.ts'

/** A connect request: the connector asked, and the one side asked (undefined: every side it covers). */
export interface ConnectRequest {
  connectorId: string
  namespace?: ChainNamespace
}

/**
 * Don't ask the wallet twice: a connect is the same request as one the wallet already has when it
 * names the same connector and the same side. The connection service joins such a request instead
 * of sending a second one (a second click, the same wallet picked again after the modal closed),
 * and the connecting view shows it, or its outcome, without asking again.
 */
export function isSameRequest(asked: ConnectRequest | undefined, wanted: ConnectRequest): boolean {
  return asked !== undefined && asked.connectorId === wanted.connectorId && asked.namespace === wanted.namespace
}
