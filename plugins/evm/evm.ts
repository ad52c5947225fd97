// `evm()`: the plugin object a dApp composes. Its code loads with the kernel, not with the page.
import type { Plugin } from 'portico'

export interface EvmPluginOptions {
  /** How long a silent reconnect waits for its wallet to announce itself; default 1000 ms. */
  reconnectWaitMs?: number
}

/** EIP-6963 and injected browser wallets on eip155 networks. Each kernel gets its own adapter. */
export function evm(options: EvmPluginOptions = {}): Plugin {
  return {
    id: 'evm',
    load: () => import('./evm-parts.ts').then((m) => m.evmParts(options)),
  }
}
