import { TOKENS, type ExplorerWallet, type Kernel } from '../../kernel/index.ts'
import { connectExternal } from '../views/connecting-external/connect-external.ts'
import { pushView } from '../views/push-view.ts'
import { installedConnectorFor } from './listing.ts'
import { trackSelectWallet } from './select-wallet-event.ts'

/** The first adapter that can open a wallet's app (a phone's tap), opening it; undefined when none could. */
function openWalletApp(kernel: Kernel, wallet: ExplorerWallet): { href: string } | undefined {
  for (const adapter of kernel.get(TOKENS.adapters)) {
    const opened = adapter.openWalletApp?.(wallet)
    if (opened) return opened
  }
  return undefined
}

/**
 * A visitor picked a wallet from the listing (or a custom wallet). An installed one connects
 * through its own connector; otherwise it connects over WalletConnect when this app offers it,
 * and until then its details (links, and why it cannot connect here) show.
 */
export function openWallet(kernel: Kernel, wallet: ExplorerWallet, displayIndex?: number): void {
  const router = kernel.get(TOKENS.router)
  const top = router.get()
  // a second click on the same wallet, before the view changed, adds nothing
  if ((top.data as { wallet?: { id?: unknown } } | undefined)?.wallet?.id === wallet.id) return
  const connector = installedConnectorFor(kernel.get(TOKENS.connectors).getConnectors(), wallet)
  const platform = connector ? 'browser' : kernel.get(TOKENS.environment).isMobile() ? 'mobile' : 'qrcode'
  trackSelectWallet(kernel, { name: wallet.name, platform, ...(displayIndex !== undefined ? { displayIndex } : {}) })
  if (connector) return connectExternal(kernel, connector.id)
  // over WalletConnect, when a plugin fills that slot
  const walletConnect = kernel.get(TOKENS.views).slot('walletConnect')
  if (walletConnect && kernel.get(TOKENS.views).has(walletConnect)) {
    // A phone opens the wallet's app in this very tap, with a connection request made ahead of it.
    if (platform === 'mobile') openWalletApp(kernel, wallet)
    return pushView(kernel, walletConnect, { wallet })
  }
  return pushView(kernel, 'WalletDetails', { wallet })
}
