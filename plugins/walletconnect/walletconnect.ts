// `walletConnect()`: the plugin object a dApp composes. Nothing here imports the sign-client.
import type { Plugin } from 'portico'
import type { WalletConnectPluginOptions } from './plugin-options.ts'

export type { WalletConnectPluginOptions } from './plugin-options.ts'

export function walletConnect(options: WalletConnectPluginOptions = {}): Plugin {
  // Each view (and the QR encoder) loads the first time it shows, or ahead of it (prepareConnect).
  const views = {
    ConnectingWalletConnect: () => import('./views/connecting-walletconnect-view.tsx'),
    ConnectingWalletConnectBasic: () => import('./views/connecting-walletconnect-basic-view.tsx'),
  }
  return {
    id: 'walletconnect',
    load: () => import('./walletconnect-parts.ts').then((m) => m.walletConnectParts(options)),
    views,
    slots: { walletConnect: 'ConnectingWalletConnect', walletConnectQr: 'ConnectingWalletConnectBasic' },
    // While the visitor reads the wallet list: the sign-client (~124 KB gzip, the long pole of
    // "click → QR code") and the views with the QR encoder. Code only: the relay is reached on the pick.
    prepareConnect() {
      import('./load-sign-client.ts')
        .then((m) => m.loadSignClient())
        .catch(() => {})
      for (const load of Object.values(views)) load().catch(() => {})
    },
  }
}
