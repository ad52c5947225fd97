import { Container, type ServiceIdentifier } from 'inversify'
import { createAlerts } from '../alerts/alerts.ts'
import { createAnalytics } from '../analytics/analytics-service.ts'
import { createAuthFrame, type AuthFrame } from '../auth-frame/auth-frame.ts'
import { trackKernelEvents } from '../analytics/kernel-events.ts'
import { createBlockchainApi } from '../api/blockchain-api.ts'
import { createApiContext } from '../api/api-context.ts'
import { createExplorer } from '../api/explorer-service.ts'
import { checkOrigin, needsOriginCheck } from '../api/origin-check.ts'
import type { PorticoOptions } from '../config/options.ts'
import { resolveOptions } from '../config/resolve-options.ts'
import { createConnectionService } from '../connection/connection-service.ts'
import { createConnectorsService } from '../connectors/connectors-service.ts'
import { createEnvironment } from '../environment.ts'
import { analyticsOverEvents } from '../events/analytics-over-events.ts'
import { createEventsService } from '../events/events-service.ts'
import { PorticoError } from '../errors/portico-error.ts'
import { LOG_LEVELS } from '../logger/levels.ts'
import { createLogger } from '../logger/logger.ts'
import { createLocaleService } from '../i18n/locale-service.ts'
import { createMethodRegistry } from '../methods/method-registry.ts'
import { createModal } from '../modal/modal.ts'
import { createNetworkService } from '../network/network-service.ts'
import { checkPlugins, checkSignInPlugin } from '../plugin/check-plugins.ts'
import type { Plugin, PluginContext } from '../plugin/plugin.ts'
import { createRouter } from '../router/router.ts'
import { refreshBalancesOnNewBlocks } from '../rpc/balance-refresh.ts'
import { createRpcService, type RpcService } from '../rpc/rpc-service.ts'
import { createStorage, selectBackend } from '../storage/storage.ts'
import { createToast } from '../toast/toast.ts'
import { TOKENS } from '../tokens.ts'
import { createViewRegistry } from '../views/view-registry.ts'

type ServiceOf<K extends keyof typeof TOKENS> = (typeof TOKENS)[K] extends ServiceIdentifier<infer T> ? T : never
/** Replacement services, keyed like TOKENS; used by `createTestKernel`. */
export type ServiceOverrides = { [K in keyof typeof TOKENS]?: ServiceOf<K> }

export interface Kernel {
  readonly options: ReturnType<typeof resolveOptions>
  readonly plugins: readonly Plugin[]
  get<T>(token: ServiceIdentifier<T>): T
  /** Stops every subscription the kernel holds; the instance is unusable afterwards. */
  dispose(): void
}

/** Builds one modal instance: its own container and services, nothing shared with another instance. */
export function createKernel(options: PorticoOptions, plugins: readonly Plugin[] = [], overrides: ServiceOverrides = {}): Kernel {
  const resolved = resolveOptions(options)
  checkPlugins(plugins, { resolved: true })
  checkSignInPlugin(resolved, plugins)
  const views = createViewRegistry(plugins)
  const win = resolved.window ?? (typeof window === 'undefined' ? undefined : window)
  const container = new Container({ defaultScope: 'Singleton' })
  const get = <T>(token: ServiceIdentifier<T>): T => container.get(token)

  container.bind(TOKENS.options).toConstantValue(resolved)
  container.bind(TOKENS.environment).toDynamicValue(() => createEnvironment(win))
  container.bind(TOKENS.logger).toDynamicValue(() => createLogger({ level: resolved.logLevel }))
  container
    .bind(TOKENS.storage)
    .toDynamicValue((c) => createStorage(selectBackend(resolved.storage, win), resolved.storagePrefix, c.get(TOKENS.logger)))
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
    }),
  )
  container.bind(TOKENS.explorer).toDynamicValue((c) => createExplorer({ options: resolved, logger: c.get(TOKENS.logger) }))
  container.bind(TOKENS.apiContext).toDynamicValue((c) =>
    createApiContext({ options: resolved, storage: c.get(TOKENS.storage), toast: c.get(TOKENS.toast), logger: c.get(TOKENS.logger) }),
  )
  container.bind(TOKENS.blockchainApi).toDynamicValue((c) => createBlockchainApi(c.get(TOKENS.apiContext)))
  // Kept to stop its ranking timers only if something made it.
  let rpc: RpcService | undefined
  container.bind(TOKENS.rpc).toDynamicValue(
    (c) => (rpc = createRpcService({ options: resolved, logger: c.get(TOKENS.logger), isServed: (id) => c.get(TOKENS.blockchainApi).isNetworkSupported(id) })),
  )
  container.bind(TOKENS.events).toDynamicValue(() =>
    createEventsService({ activeAddress: () => get(TOKENS.connection).account(get(TOKENS.network).get().activeNamespace).address }),
  )
  // What the kernel and the plugins track is an event on the stream; the sender reads the stream.
  let analyticsSender: ReturnType<typeof analyticsOverEvents> | undefined
  container.bind(TOKENS.analytics).toDynamicValue((c) => {
    analyticsSender = analyticsOverEvents(createAnalyticsSender(c), c.get(TOKENS.events))
    return analyticsSender.analytics
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
  // Kept to dispose it only if something created it.
  let authFrame: AuthFrame | undefined
  container.bind(TOKENS.authFrame).toDynamicValue(
    (c) =>
      (authFrame = createAuthFrame({
        window: win,
        url: resolved.endpoints.secureSite,
        projectId: resolved.projectId ?? '',
        network: () => {
          const { activeNetwork } = c.get(TOKENS.network).get()
          return {
            chainId: activeNetwork.chainNamespace === 'eip155' ? activeNetwork.id : activeNetwork.caipNetworkId,
            rpcUrl: activeNetwork.rpcUrls.default.http[0],
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
  const context: PluginContext = { options: resolved, window: win, get }
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
      balanceCache: c.get(TOKENS.blockchainApi),
      identity: c.get(TOKENS.blockchainApi),
    }),
  )

  for (const plugin of plugins) if (plugin.services) container.load(plugin.services)
  for (const [name, value] of Object.entries(overrides)) {
    const token = TOKENS[name as keyof typeof TOKENS] as ServiceIdentifier<unknown>
    if (!token) throw new PorticoError('INVALID_OPTION', `Unknown service override "${name}"`)
    container.rebind(token).toConstantValue(value)
  }

  // Start-up: resync stored connections (status is "connecting" from the first read) and report config problems.
  const connection = get(TOKENS.connection)
  // Analytics hears the connection events from the start (INITIALIZE is queued now, sent later).
  const analytics = get(TOKENS.analytics)
  const analyticsSources = trackKernelEvents({
    analytics,
    options: resolved,
    connection,
    modal: get(TOKENS.modal),
    network: get(TOKENS.network),
    connectors: get(TOKENS.connectors),
    router: () => get(TOKENS.router),
    isMobile: () => get(TOKENS.environment).isMobile(),
  })
  if (!resolved.projectId) get(TOKENS.alerts).show('PROJECT_ID_NOT_CONFIGURED')
  // A transaction whose view the modal closed over is cancelled, so its caller is answered (its onCancel runs).
  const closedSubscription = get(TOKENS.modal).closed$.subscribe(() => get(TOKENS.router).abandonTransactions())
  // A connected account's balance follows its chain: read again on a new block, and after a failed read on the next ranking round.
  const balanceRefresh = refreshBalancesOnNewBlocks({
    health$: get(TOKENS.rpc).health$,
    activeNetwork: (ns) => get(TOKENS.network).get().activeByNamespace[ns],
    account: (ns) => connection.account(ns),
    refreshBalance: (ns, options) => connection.refreshBalance(ns, options),
  })
  const stops = plugins.map((p) => p.start?.(context))
  // The frame is created at once when email login was used before (else on first need).
  if (win?.document?.body && get(TOKENS.storage).get('emailLoginUsed')) get(TOKENS.authFrame).load()

  let disposed = false
  // Email or social login needs the page origin on the project's allowlist. Once, in the
  // background; a failed fetch cannot verify anything and raises nothing.
  if (win && resolved.projectId && needsOriginCheck(resolved.features)) {
    const env = get(TOKENS.environment)
    void checkOrigin({
      origin: env.window?.location?.origin,
      explorer: get(TOKENS.explorer),
      alerts: get(TOKENS.alerts),
      logger: get(TOKENS.logger),
      isCancelled: () => disposed,
    }).catch((error: unknown) => get(TOKENS.logger).warn('origin check failed', error))
  }

  return {
    options: resolved,
    plugins,
    get,
    dispose() {
      if (disposed) return
      disposed = true
      // First, so the timer stops and the queue is sent even if a plugin's dispose throws.
      analyticsSources.unsubscribe()
      analyticsSender?.subscription.unsubscribe()
      analytics.dispose()
      get(TOKENS.events).dispose()
      closedSubscription.unsubscribe()
      balanceRefresh.unsubscribe()
      for (const stop of stops) stop?.()
      connection.dispose()
      authFrame?.dispose()
      rpc?.dispose()
      get(TOKENS.connectors).dispose()
      for (const adapter of get(TOKENS.adapters)) adapter.dispose?.()
      get(TOKENS.toast).hide()
    },
  }
}
