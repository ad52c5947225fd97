// A kernel's start-up once its services are bound: analytics hears the connection from the start,
// config problems are reported, balances follow new blocks, plugins start, a returning email login's
// frame loads, the page origin is checked. Returns what stops all of it, in order.
import { trackKernelEvents } from '../analytics/kernel-events.ts'
import { checkOrigin, needsOriginCheck } from '../api/origin-check.ts'
import { refreshBalancesOnNewBlocks } from '../rpc/balance-refresh.ts'
import { TOKENS } from '../tokens.ts'
import type { KernelBuild } from './kernel-build.ts'

export function startKernelServices({ resolved, plugins, win, get, context, made }: KernelBuild): () => void {
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

  let stopped = false
  // Email or social login needs the page origin on the project's allowlist. Once, in the
  // background; a failed fetch cannot verify anything and raises nothing.
  if (win && resolved.projectId && needsOriginCheck(resolved.features)) {
    const env = get(TOKENS.environment)
    void checkOrigin({
      origin: env.window?.location?.origin,
      explorer: get(TOKENS.explorer),
      alerts: get(TOKENS.alerts),
      logger: get(TOKENS.logger),
      isCancelled: () => stopped,
    }).catch((error: unknown) => get(TOKENS.logger).warn('origin check failed', error))
  }

  return () => {
    stopped = true
    // First, so the timer stops and the queue is sent even if a plugin's dispose throws.
    analyticsSources.unsubscribe()
    made.analyticsSender?.subscription.unsubscribe()
    analytics.dispose()
    get(TOKENS.events).dispose()
    closedSubscription.unsubscribe()
    balanceRefresh.unsubscribe()
    for (const stop of stops) stop?.()
    connection.dispose()
    made.authFrame?.dispose()
    made.rpc?.dispose()
    get(TOKENS.connectors).dispose()
    for (const adapter of get(TOKENS.adapters)) adapter.dispose?.()
    get(TOKENS.toast).hide()
  }
}
