// `walletConnect()`: the plugin object a dApp composes. Nothing here imports the sign-client.
import type { Plugin } from 'portico'
import type { WalletConnectPluginOptions } from './plugin-options.ts'

export type { WalletConnectPluginOptions } from './plugin-options.ts'

export function walletConnect(options: WalletConnectPluginOptions = {}): Plugin {
  // Each view (and the QR encoder) loads the first time it shows, or ahead of it (the parts' prepareConnect).
  const views = {
    ConnectingWalletConnect: () => import('./views/connecting-walletconnect-view.tsx'),
    ConnectingWalletConnectBasic: () => import('./views/connecting-walletconnect-basic-view.tsx'),
  }
  return {
    id: 'walletconnect',
    load: () => import('./walletconnect-parts.ts').then((m) => m.walletConnectParts(options, views)),
    views,
    slots: { walletConnect: 'ConnectingWalletConnect', walletConnectQr: 'ConnectingWalletConnectBasic' },
  }
}
