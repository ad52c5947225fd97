// What `walletConnect()` loads on demand: the capability object factory. Still no sign-client here:
// session.ts imports it dynamically on the first connect() or restore().
import type { PluginContext, PluginParts } from 'portico'
import { createWalletConnectAdapter, type WalletConnectAdapter } from './adapter.ts'
import type { WalletConnectPluginOptions } from './walletconnect.ts'

/** One WalletConnect adapter per kernel; it serves only its own connector, beside the evm plugin's adapter. */
export function walletConnectParts(options: WalletConnectPluginOptions): PluginParts {
  return {
    adapters: (context: PluginContext): WalletConnectAdapter[] => [
      createWalletConnectAdapter({
        projectId: options.projectId ?? context.options.projectId ?? '',
        relayUrl: options.relayUrl,
        offline: options.offline,
        metadata: context.options.metadata,
        networks: context.options.networks,
        // Two modals on one page keep apart by their kernels' storage prefixes.
        storagePrefix: options.storagePrefix ?? `${context.options.storagePrefix}-wc`,
      }),
    ],
  }
}
