// The wallet side of one kernel: the secure auth frame, the plugins' chain adapters, the connectors
// and the connection service over them.
import { createAuthFrame } from '../auth-frame/auth-frame.ts'
import { createConnectionService } from '../connection/connection-service.ts'
import { createConnectorsService } from '../connectors/connectors-service.ts'
import { LOG_LEVELS } from '../logger/levels.ts'
import { TOKENS } from '../tokens.ts'
import type { KernelBuild } from './kernel-build.ts'

export function bindWalletServices({ container, resolved, plugins, win, get, context, made }: KernelBuild): void {
  // Kept to dispose it only if something created it.
  container.bind(TOKENS.authFrame).toDynamicValue(
    (c) =>
      (made.authFrame = createAuthFrame({
        window: win,
        url: resolved.endpoints.secureSite,
        projectId: resolved.projectId ?? '',
        network: () => {
          const { activeNetwork } = c.get(TOKENS.network).get()
          return {
            chainId: activeNetwork.chainNamespace === 'eip155' ? activeNetwork.id : activeNetwork.caipNetworkId,
            rpcUrls: c.get(TOKENS.rpc).urls(activeNetwork),
          }
        },
        // The frame logs when the page logs at info or finer.
        enableLogger: LOG_LEVELS[c.get(TOKENS.logger).level] <= LOG_LEVELS.info,
        metadata: resolved.metadata,
        sdkType: resolved.sdkType,
        sdkVersion: resolved.sdkVersion,
        theme: { themeMode: resolved.themeMode, themeVariables: resolved.themeVariables },
        storage: c.get(TOKENS.storage),
        logger: c.get(TOKENS.logger),
        alerts: c.get(TOKENS.alerts),
      })),
  )
  container.bind(TOKENS.adapters).toDynamicValue(() => plugins.flatMap((p) => p.adapters?.(context) ?? []))
  container.bind(TOKENS.connectors).toDynamicValue((c) =>
    createConnectorsService({
      adapters: c.get(TOKENS.adapters),
      storage: c.get(TOKENS.storage),
      excludeWalletIds: resolved.excludeWalletIds,
    }),
  )
  container.bind(TOKENS.connection).toDynamicValue((c) =>
    createConnectionService({
      adapters: c.get(TOKENS.adapters),
      connectors: c.get(TOKENS.connectors),
      network: c.get(TOKENS.network),
      storage: c.get(TOKENS.storage),
      logger: c.get(TOKENS.logger),
      router: () => get(TOKENS.router),
      modal: () => get(TOKENS.modal),
      allowUnsupportedChain: resolved.allowUnsupportedChain,
      enableNetworkSwitch: resolved.enableNetworkSwitch,
      multiWallet: resolved.features.multiWallet,
      balanceCache: c.get(TOKENS.blockchainApi),
      identity: c.get(TOKENS.blockchainApi),
    }),
  )
}
