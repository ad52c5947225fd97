// `evm()`: the plugin object a dApp composes.
import type { Plugin } from 'portico'
import { createEvmAdapter } from './adapter.ts'
import { EVM_SAFE_METHODS, EVM_UNSAFE_METHODS } from './methods.ts'

export interface EvmPluginOptions {
  /** How long a silent reconnect waits for its wallet to announce itself; default 1000 ms. */
  reconnectWaitMs?: number
}

/** EIP-6963 and injected browser wallets on eip155 networks. Each kernel gets its own adapter. */
export function evm(options: EvmPluginOptions = {}): Plugin {
  return {
    id: 'evm',
    adapters: (context) => [createEvmAdapter({ window: context.window, reconnectWaitMs: options.reconnectWaitMs })],
    methods: { safe: EVM_SAFE_METHODS, unsafe: EVM_UNSAFE_METHODS },
  }
}
