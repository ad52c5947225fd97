// `solana()`: the plugin object a dApp composes. Its code loads with the kernel, not with the page.
import type { Plugin } from 'portico'

export interface SolanaPluginOptions {
  /** How long a silent reconnect waits for its wallet to register; default 1000 ms. */
  reconnectWaitMs?: number
}

/** Wallet Standard wallets on Solana networks. Each kernel gets its own adapter. */
export function solana(options: SolanaPluginOptions = {}): Plugin {
  return {
    id: 'solana',
    load: () => import('./solana-parts.ts').then((m) => m.solanaParts(options)),
  }
}
