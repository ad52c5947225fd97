// `evm()`: the plugin object a dApp composes. Its code loads with the kernel, not with the page.
import type { Plugin } from 'portico'
import type { PendingTransactionsFilter } from './pending-transactions.ts'

export interface EvmPluginOptions {
  /** How long a silent reconnect waits for its wallet to announce itself; default 1000 ms. */
  reconnectWaitMs?: number
  /** AppKit's option: read the balance again when the active chain has new pending transactions (off by default). */
  pendingTransactionsFilter?: PendingTransactionsFilter
}

/** EIP-6963 and injected browser wallets on eip155 networks. Each kernel gets its own adapter. */
export function evm(options: EvmPluginOptions = {}): Plugin {
  return {
    id: 'evm',
    load: () => import('./evm-parts.ts').then((m) => m.evmParts(options)),
  }
}
