// On a phone, a pairing is made while the visitor picks a wallet (the Connect and All Wallets
// views of the open modal), so the tap on a wallet opens its app with the URI in that same tap.
// Closing the modal drops it. A computer shows a QR code after the pick and needs none ahead.
import { combineLatest } from 'rxjs'
import { TOKENS, type Network, type PluginContext } from 'portico'
import type { WalletConnectAdapter } from './adapter.ts'

/** The views where the visitor picks a wallet. */
export const PICKING_VIEWS: ReadonlySet<string> = new Set(['Connect', 'AllWallets'])

type Preparer = Pick<WalletConnectAdapter, 'preparePairing' | 'cancelPreparedPairing'>

/** Follows the modal and its view; returns the teardown. */
export function preparePairingOnPhones(context: PluginContext, adapter: Preparer): () => void {
  if (!context.get(TOKENS.environment).isMobile()) return () => {}
  const network = context.get(TOKENS.network)
  const eip155 = (): Network | undefined => network.get().activeByNamespace['eip155'] ?? context.options.networks.find((n) => n.chainNamespace === 'eip155')
  const subscription = combineLatest([context.get(TOKENS.modal).state$, context.get(TOKENS.router).state$]).subscribe(([modal, route]) => {
    if (!modal.open) return adapter.cancelPreparedPairing()
    const target = eip155()
    if (target && PICKING_VIEWS.has(route.view)) adapter.preparePairing(target)
  })
  return () => {
    subscription.unsubscribe()
    adapter.cancelPreparedPairing()
  }
}
