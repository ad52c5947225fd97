// `walletConnect()`: the plugin object a dApp composes. Nothing here imports the sign-client.
import type { Plugin } from 'portico'

export interface WalletConnectPluginOptions {
  /** Default 'wss://relay.walletconnect.org'. */
  relayUrl?: string
  /** Turns off hosted Verify and telemetry (local relay, tests). */
  offline?: boolean
  /** Default: the kernel's `projectId` option. */
  projectId?: string
  /** The sign-client's customStoragePrefix; default the kernel's `storagePrefix` + '-wc' ('portico-wc'). */
  storagePrefix?: string
}

export function walletConnect(options: WalletConnectPluginOptions = {}): Plugin {
  return {
    id: 'walletconnect',
    load: () => import('./walletconnect-parts.ts').then((m) => m.walletConnectParts(options)),
    // Each view (and the QR encoder) loads the first time it shows.
    views: {
      ConnectingWalletConnect: () => import('./views/connecting-walletconnect-view.tsx'),
      ConnectingWalletConnectBasic: () => import('./views/connecting-walletconnect-basic-view.tsx'),
    },
  }
}
