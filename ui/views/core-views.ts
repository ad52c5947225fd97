import type { Plugin } from '../../kernel/index.ts'

/**
 * The shell's own views, contributed like any plugin's: `createAppKit` composes this plugin first.
 * Each view is its own chunk, fetched the first time it shows.
 */
export const coreViews: Plugin = {
  id: 'core-views',
  // The shell's and these views' catalogs; English ships inside them.
  messages: {
    es: () => import('../messages/compiled/es.ts'),
    ar: () => import('../messages/compiled/ar.ts'),
  },
  views: {
    Connect: () => import('./connect/connect-view.tsx'),
    ConnectWallets: () => import('./connect/connect-wallets-view.tsx'),
    AllWallets: () => import('./all-wallets/all-wallets-view.tsx'),
    WalletDetails: () => import('./wallet-details/wallet-details-view.tsx'),
    ConnectingExternal: () => import('./connecting-external/connecting-external-view.tsx'),
    Account: () => import('./account/account-view.tsx'),
    Networks: () => import('./networks/networks-view.tsx'),
    UnsupportedChain: () => import('./unsupported-chain/unsupported-chain-view.tsx'),
    ConnectionUnavailable: () => import('./connection-unavailable/connection-unavailable-view.tsx'),
  },
}
