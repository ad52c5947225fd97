// The analytics service (the pulse host, and whether the project has analytics on from
// GET /getAnalyticsConfig), one per kernel: track events wait in a queue
// and go to `{pulse}/batch` as a JSON array every 10 s, when the page is hidden (by beacon), when
// the queue passes about 45 KB, and on dispose; error telemetry goes to `{pulse}/e` at once, at
// most 5 a minute. With no page (server rendering) or no project id, nothing is queued or sent. Nothing
// here throws into the app: every failure is logged at debug level and swallowed.
import { commonQuery } from '../api/common-query.ts'
import type { Alerts } from '../alerts/alerts.ts'
import type { Explorer } from '../api/explorer.ts'
import type { FetchLike } from '../api/http.ts'
import type { ResolvedOptions } from '../config/resolve-options.ts'
import type { Logger } from '../logger/logger.ts'
import type { Analytics } from './analytics.ts'
import { createErrorTelemetry } from './error-telemetry.ts'
import { createEventId } from './event-id.ts'
import { createEventQueue, MAX_BATCH_BYTES } from './event-queue.ts'
import { createAnalyticsSwitch, gateOf } from './gating.ts'
import { onPageHide } from './page-hide.ts'
import { pageOf, trackEvent } from './pulse-event.ts'
import { createPulseTransport, pulseUrl, type SendResult } from './transport.ts'

/** The queue is sent every 10 s (AppKit's batch interval). */
export const FLUSH_INTERVAL_MS = 10_000

/** What the kernel knows when an event happens: the active account and network. */
export interface AnalyticsContext {
  address?: string
  caipNetworkId?: string
}

/** Runs `fn` every `ms`; returns the function that stops it. */
export type Every = (ms: number, fn: () => void) => () => void

export interface AnalyticsDeps {
  options: Pick<ResolvedOptions, 'projectId' | 'sdkType' | 'sdkVersion' | 'endpoints' | 'features'>
  /** The page; undefined on a server. */
  window: Window | undefined
  explorer: Pick<Explorer, 'getAnalyticsConfig'>
  logger: Pick<Logger, 'debug'>
  /** An analytics 403 raises 'Invalid App Configuration' (once). */
  alerts?: Pick<Alerts, 'show'>
  /** Read when an event happens: `props.address` (unless the event has its own) and `properties.caipNetworkId`. */
  context?: () => AnalyticsContext
  fetch?: FetchLike
  now?: () => number
  eventId?: () => string
  every?: Every
  flushIntervalMs?: number
  maxBatchBytes?: number
}

const everyInterval: Every = (ms, fn) => {
  const id = setInterval(fn, ms)
  // In Node (server rendering, tests) a pending flush must not keep the process alive.
  ;(id as { unref?: () => void }).unref?.()
  return () => clearInterval(id)
}

const inactive = (): Analytics => ({
  track() {},
  reportError() {},
  flush: () => Promise.resolve(),
  dispose() {},
})

export function createAnalytics(deps: AnalyticsDeps): Analytics {
  const { options, window: win } = deps
  const projectId = options.projectId
  if (!win || !projectId) return inactive()
  try {
    return createActiveAnalytics(deps, win, projectId)
  } catch (error) {
    try {
      deps.logger.debug('analytics could not start; it is off', error)
    } catch {
      // nothing more to do
    }
    return inactive()
  }
}

function createActiveAnalytics(deps: AnalyticsDeps, win: Window, projectId: string): Analytics {
  const { options } = deps

  const now = deps.now ?? Date.now
  const eventId = deps.eventId ?? (() => createEventId())
  const maxBatchBytes = deps.maxBatchBytes ?? MAX_BATCH_BYTES
  const debug = (message: string, context?: unknown) => {
    try {
      deps.logger.debug(message, context)
    } catch {
      // a logger failure must not reach the app either
    }
  }
  const query = { ...commonQuery(options), projectId }
  const batchUrl = pulseUrl(options.endpoints.pulse, '/batch', query)
  const transport = createPulseTransport({ navigator: () => win.navigator, fetch: deps.fetch, logger: { debug } })
  const gate = createAnalyticsSwitch({ enabled: options.features.analytics, loadConfig: () => deps.explorer.getAnalyticsConfig(), logger: { debug } })
  const queue = createEventQueue(maxBatchBytes)
  const errors = createErrorTelemetry({
    url: pulseUrl(options.endpoints.pulse, '/e', query),
    transport,
    page: () => pageOf(win),
    now,
    eventId,
  })
  let disposed = false
  let final: Promise<void> = Promise.resolve()

  function answered(result: SendResult | string) {
    // The collector refuses a page origin that is not on the project's allowlist.
    if (result === 403 && !disposed) deps.alerts?.show('INVALID_APP_CONFIGURATION')
  }

  function context(): AnalyticsContext {
    try {
      return deps.context?.() ?? {}
    } catch (error) {
      debug('analytics: could not read the active account', error)
      return {}
    }
  }

  /**
   * Sends what may go now; consent events wait in the queue while the config is pending. `beacon`
   * when the page may be going away.
   */
  function sendReady(beacon = false): Promise<void> {
    try {
      const bodies = queue.take(gate.get())
      return Promise.all(bodies.map((body) => transport.sendBatch(batchUrl, body, { beacon }).then(answered))).then(
        () => undefined,
        (error: unknown) => debug('analytics: sending failed', error),
      )
    } catch (error) {
      debug('analytics: sending failed', error)
      return Promise.resolve()
    }
  }

  /** Sends everything: when consent events are queued, once the config has answered, in one go and in order. */
  async function sendAll(): Promise<void> {
    try {
      if (queue.held() > 0) await gate.resolve()
      await sendReady()
    } catch (error) {
      debug('analytics: flush failed', error)
    }
  }

  const stopTimer = (deps.every ?? everyInterval)(deps.flushIntervalMs ?? FLUSH_INTERVAL_MS, () => void sendReady())
  const stopPageHide = onPageHide(win, () => void sendReady(true)) // never throws

  return {
    track(event, properties, trackOptions = {}) {
      if (disposed) return
      try {
        const g = gateOf(event, options.features.analytics)
        if (g === 'never' || (g === 'consent' && gate.get() === 'off')) return
        const page = pageOf(win)
        if (!page) return
        const { address, caipNetworkId } = context()
        const element = trackEvent({ eventId: eventId(), page, time: now(), event, properties, address: trackOptions.address ?? address, caipNetworkId })
        queue.push(JSON.stringify(element), g)
        // The first consent event asks for the project's analytics config (once per kernel).
        if (g === 'consent' && gate.get() === 'pending') void gate.resolve()
        if (queue.readyBytes(gate.get()) > maxBatchBytes) void sendReady()
      } catch (error) {
        debug(`analytics: could not queue ${String(event)}`, error)
      }
    },
    reportError(category, error) {
      if (disposed || !options.features.analytics) return
      void errors.report(category, error).then(answered, (e: unknown) => debug('analytics: error telemetry failed', e))
    },
    // After dispose: the final flush that dispose started.
    flush: () => (disposed ? final : sendAll()),
    dispose() {
      if (disposed) return
      disposed = true
      try {
        stopTimer()
        stopPageHide()
      } catch (error) {
        debug('analytics: could not stop the timer or the page listeners', error)
      }
      final = sendAll()
    },
  }
}
