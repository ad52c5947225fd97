// The shell's services of one kernel: options, environment, logger, storage, alerts, toast, locale,
// router, modal, the hosted APIs, the RPC transport, events and analytics, views, methods, networks.
import { createAlerts } from '../alerts/alerts.ts'
import { createAnalytics } from '../analytics/analytics-service.ts'
import { createApiContext } from '../api/api-context.ts'
import { createBlockchainApi } from '../api/blockchain-api.ts'
import { createExplorer } from '../api/explorer-service.ts'
import { createEnvironment } from '../environment.ts'
import { analyticsOverEvents } from '../events/analytics-over-events.ts'
import { createEventsService } from '../events/events-service.ts'
import { createLocaleService } from '../i18n/locale-service.ts'
import { createLogger } from '../logger/logger.ts'
import { createMethodRegistry } from '../methods/method-registry.ts'
import { createModal } from '../modal/modal.ts'
import { createNetworkService } from '../network/network-service.ts'
import { createRouter } from '../router/router.ts'
import { createRpcService } from '../rpc/rpc-service.ts'
import { selectStorageBackend } from '../storage/cookieless-keys.ts'
import { createStorage } from '../storage/storage.ts'
import { createToast } from '../toast/toast.ts'
import { TOKENS } from '../tokens.ts'
import type { KernelBuild } from './kernel-build.ts'

export function bindShellServices({ container, resolved, plugins, views, win, get, made }: KernelBuild): void {
  container.bind(TOKENS.options).toConstantValue(resolved)
  container.bind(TOKENS.environment).toDynamicValue(() => createEnvironment(win))
  container.bind(TOKENS.logger).toDynamicValue(() => createLogger({ level: resolved.logLevel }))
  container
    .bind(TOKENS.storage)
    .toDynamicValue((c) => createStorage(selectStorageBackend(resolved.storage, win, resolved.storagePrefix), resolved.storagePrefix, c.get(TOKENS.logger)))
  container.bind(TOKENS.alerts).toDynamicValue((c) => createAlerts(c.get(TOKENS.logger)))
  container.bind(TOKENS.toast).toDynamicValue(() => createToast())
  container
    .bind(TOKENS.locale)
    .toDynamicValue((c) => createLocaleService({ initial: resolved.locale, loaders: plugins.flatMap((p) => (p.messages ? [p.messages] : [])), logger: c.get(TOKENS.logger) }))
  container.bind(TOKENS.router).toDynamicValue(() => createRouter({ closeModal: (o) => void get(TOKENS.modal).close(o) }))
  container.bind(TOKENS.modal).toDynamicValue((c) =>
    createModal({
      router: () => get(TOKENS.router),
      address: () => {
        const connection = get(TOKENS.connection)
        return connection.account(get(TOKENS.network).get().activeNamespace).address
      },
      hasAdapters: () => get(TOKENS.adapters).length > 0,
      isMobile: () => c.get(TOKENS.environment).isMobile(),
      manualWCControl: resolved.manualWCControl,
      embedded: resolved.enableEmbedded,
      walletConnectQr: () => views.slot('walletConnectQr'),
      guarded: (view) => views.guarded(view),
      alias: (view, args) => views.alias(view, args),
    }),
  )
  container.bind(TOKENS.explorer).toDynamicValue((c) => createExplorer({ options: resolved, logger: c.get(TOKENS.logger) }))
  container.bind(TOKENS.apiContext).toDynamicValue((c) =>
    createApiContext({ options: resolved, storage: c.get(TOKENS.storage), toast: c.get(TOKENS.toast), logger: c.get(TOKENS.logger) }),
  )
  container.bind(TOKENS.blockchainApi).toDynamicValue((c) => createBlockchainApi(c.get(TOKENS.apiContext)))
  // Kept to stop its ranking timers only if something made it.
  container.bind(TOKENS.rpc).toDynamicValue(
    (c) => (made.rpc = createRpcService({ options: resolved, logger: c.get(TOKENS.logger), isServed: (id) => c.get(TOKENS.blockchainApi).isNetworkSupported(id) })),
  )
  container.bind(TOKENS.events).toDynamicValue(() =>
    createEventsService({ activeAddress: () => get(TOKENS.connection).account(get(TOKENS.network).get().activeNamespace).address }),
  )
  // What the kernel and the plugins track is an event on the stream; the sender reads the stream.
  container.bind(TOKENS.analytics).toDynamicValue((c) => {
    made.analyticsSender = analyticsOverEvents(createAnalyticsSender(c), c.get(TOKENS.events))
    return made.analyticsSender.analytics
  })
  const createAnalyticsSender = (c: { get: typeof get }) =>
    createAnalytics({
      options: resolved,
      window: win,
      explorer: c.get(TOKENS.explorer),
      logger: c.get(TOKENS.logger),
      alerts: c.get(TOKENS.alerts),
      context: () => {
        const { activeNamespace, activeNetwork } = get(TOKENS.network).get()
        return { caipNetworkId: activeNetwork.caipNetworkId, address: get(TOKENS.connection).account(activeNamespace).address }
      },
    })
  container.bind(TOKENS.views).toConstantValue(views)
  container.bind(TOKENS.methods).toDynamicValue(() => createMethodRegistry(plugins.map((p) => p.methods ?? {})))
  container.bind(TOKENS.network).toDynamicValue((c) =>
    createNetworkService({
      networks: resolved.networks,
      defaultNetwork: resolved.defaultNetwork,
      storage: c.get(TOKENS.storage),
      alerts: c.get(TOKENS.alerts),
    }),
  )
}
