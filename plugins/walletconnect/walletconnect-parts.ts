// What `walletConnect()` loads on demand: the capability object factory. Still no sign-client here:
// session.ts imports it dynamically on the first connect() or restore().
import type { PluginContext, PluginParts } from 'portico'
import { createWalletConnectAdapter, type WalletConnectAdapter } from './adapter.ts'
import type { WalletConnectPluginOptions } from './walletconnect.ts'

export interface WalletConnectParts extends PluginParts {
  /**
   * One WalletConnect capability object per kernel. Not given as `adapters`: the kernel finds
   * adapters by namespace and eip155 belongs to the evm plugin; the kernel has to route the
   * 'WALLET_CONNECT' connector to this object (see the plugin's README in the report).
   */
  createAdapter(context: PluginContext): WalletConnectAdapter
}

export function walletConnectParts(options: WalletConnectPluginOptions): WalletConnectParts {
  return {
    createAdapter: (context) =>
      createWalletConnectAdapter({
        projectId: options.projectId ?? context.options.projectId ?? '',
        relayUrl: options.relayUrl,
        offline: options.offline,
        metadata: context.options.metadata,
        networks: context.options.networks,
        storagePrefix: options.storagePrefix,
      }),
  }
}
