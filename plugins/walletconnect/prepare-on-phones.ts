// On a phone, a pairing is made while the visitor picks a wallet (the Connect, wallets-alone and
// All Wallets views of the open modal), so the tap on a wallet opens its app with the URI in that same tap.
// It is made when the shell prepares the connect (the view settled and the page idle, or a finger,
// pointer or focus on a wallet), never as the modal opens: the sign-client's fetch and the relay's
// handshake would then run while the view draws. A tap that comes before it makes its own pairing.
// Closing the modal drops it. A computer shows a QR code after the pick and needs none ahead.
import { TOKENS, type Network, type PluginContext } from 'portico'
import type { WalletConnectAdapter } from './adapter.ts'

/** The views where the visitor picks a wallet. */
export const PICKING_VIEWS: ReadonlySet<string> = new Set(['Connect', 'ConnectWallets', 'AllWallets'])

type Preparer = Pick<WalletConnectAdapter, 'preparePairing' | 'cancelPreparedPairing'>

const onPhone = (context: PluginContext) => context.get(TOKENS.environment).isMobile()

/** Makes the pairing now: on a phone whose open modal shows a view where a wallet is picked. */
export function preparePairingOnPhone(context: PluginContext, adapter: Preparer): void {
  if (!onPhone(context) || !context.get(TOKENS.modal).get().open) return
  if (!PICKING_VIEWS.has(context.get(TOKENS.router).get().view)) return
  const target: Network | undefined =
    context.get(TOKENS.network).get().activeByNamespace['eip155'] ?? context.options.networks.find((n) => n.chainNamespace === 'eip155')
  if (target) adapter.preparePairing(target)
}

/** Drops the pairing made ahead when the modal closes; returns the teardown. */
export function dropPairingOnClose(context: PluginContext, adapter: Preparer): () => void {
  if (!onPhone(context)) return () => {}
  const subscription = context.get(TOKENS.modal).state$.subscribe((modal) => {
    if (!modal.open) adapter.cancelPreparedPairing()
  })
  return () => {
    subscription.unsubscribe()
    adapter.cancelPreparedPairing()
  }
}
