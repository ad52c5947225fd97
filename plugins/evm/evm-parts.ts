// What `evm()` loads on demand: the adapter (discovery, connection, capabilities) and the method lists.
import { TOKENS, type PluginParts } from 'portico'
import { createEvmAdapter } from './adapter.ts'
import { EVM_SAFE_METHODS, EVM_UNSAFE_METHODS } from './methods.ts'
import { watchPendingTransactions, type PendingTransactionsFilter } from './pending-transactions.ts'

export function evmParts(options: { reconnectWaitMs?: number; pendingTransactionsFilter?: PendingTransactionsFilter }): PluginParts {
  const filter = options.pendingTransactionsFilter
  return {
    adapters: (context) => [createEvmAdapter({ window: context.window, reconnectWaitMs: options.reconnectWaitMs, rpc: () => context.get(TOKENS.rpc) })],
    methods: { safe: EVM_SAFE_METHODS, unsafe: EVM_UNSAFE_METHODS },
    ...(filter?.enable
      ? {
          start: (context) => {
            const connection = context.get(TOKENS.connection)
            const network = context.get(TOKENS.network)
            return watchPendingTransactions({
              rpc: context.get(TOKENS.rpc),
              pollingInterval: filter.pollingInterval,
              watched: () => (connection.account('eip155').status === 'connected' ? network.get().activeByNamespace['eip155'] : undefined),
              onTransactions: () => void connection.refreshBalance('eip155', { force: true }),
            })
          },
        }
      : {}),
  }
}
