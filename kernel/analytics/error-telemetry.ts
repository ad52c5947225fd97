// Error telemetry: one POST {pulse}/e per error, sent at once by
// fetch, with an ISO timestamp and the error's type, message and stack. At most 5 errors are sent
// in any rolling minute; the rest are dropped. Nothing here throws or rejects.
import type { ErrorCategory } from './analytics.ts'
import { errorEvent, type PageInfo } from './pulse-event.ts'
import type { PulseTransport, SendResult } from './transport.ts'

/** Error telemetry is capped at 5 events per minute. */
export const MAX_ERRORS_PER_MINUTE = 5
export const ERROR_WINDOW_MS = 60_000

export interface ErrorTelemetryDeps {
  /** `{pulse}/e?projectId&st&sv`. */
  url: string
  transport: Pick<PulseTransport, 'post'>
  /** The page when the error happens; undefined: nothing is sent. */
  page: () => PageInfo | undefined
  now: () => number
  eventId: () => string
  maxPerWindow?: number
  windowMs?: number
}

export type ReportResult = SendResult | 'rate-limited' | 'no-page'

export interface ErrorTelemetry {
  report(category: ErrorCategory, error: unknown): Promise<ReportResult>
}

export function createErrorTelemetry(deps: ErrorTelemetryDeps): ErrorTelemetry {
  const max = deps.maxPerWindow ?? MAX_ERRORS_PER_MINUTE
  const windowMs = deps.windowMs ?? ERROR_WINDOW_MS
  /** When each error of the current window was sent, oldest first. */
  let sent: number[] = []

  return {
    async report(category, error) {
      try {
        const page = deps.page()
        if (!page) return 'no-page'
        const time = deps.now()
        sent = sent.filter((t) => time - t < windowMs)
        if (sent.length >= max) return 'rate-limited'
        sent.push(time)
        const body = JSON.stringify(errorEvent({ eventId: deps.eventId(), page, time, category, error }))
        return await deps.transport.post(deps.url, body)
      } catch {
        return 'failed'
      }
    },
  }
}
