// What `evm()` loads on demand: the adapter (discovery, connection, capabilities) and the method lists.
import { TOKENS, type PluginParts } from 'portico'
import { createEvmAdapter } from './adapter.ts'
import { EVM_SAFE_METHODS, EVM_UNSAFE_METHODS } from './methods.ts'

export function evmParts(options: { reconnectWaitMs?: number }): PluginParts {
  return {
    adapters: (context) => [createEvmAdapter({ window: context.window, reconnectWaitMs: options.reconnectWaitMs, rpc: () => context.get(TOKENS.rpc) })],
    methods: { safe: EVM_SAFE_METHODS, unsafe: EVM_UNSAFE_METHODS },
  }
}
