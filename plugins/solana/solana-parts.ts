// What `solana()` loads on demand: the adapter (Wallet Standard discovery, connection, capabilities)
// and the method lists. @solana/web3.js is not among them: it loads on first use.
import { ContainerModule } from 'inversify'
import { TOKENS, type PluginContext, type PluginParts } from 'portico'
import { createSolanaAdapter } from './adapter.ts'
import { loadWeb3 } from './load-web3.ts'
import { SOLANA_UNSAFE_METHODS } from './methods.ts'

/** The kernel's active Solana network, else the first Solana network the dApp lists. */
const activeSolanaNetwork = (context: PluginContext) => () =>
  context.get(TOKENS.network).get().activeByNamespace['solana'] ?? context.options.networks.find((n) => n.chainNamespace === 'solana')

export function solanaParts(options: { reconnectWaitMs?: number }): PluginParts {
  return {
    // Other plugins on Solana (the embedded wallet) load web3.js through this one import().
    services: new ContainerModule(({ bind }) => {
      bind(TOKENS.solanaWeb3).toConstantValue(() => loadWeb3())
    }),
    adapters: (context) => [createSolanaAdapter({ window: context.window, reconnectWaitMs: options.reconnectWaitMs, network: activeSolanaNetwork(context), rpc: () => context.get(TOKENS.rpc) })],
    methods: { unsafe: SOLANA_UNSAFE_METHODS },
  }
}
