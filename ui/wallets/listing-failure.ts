// Why the wallet listing could not be loaded, in the words the Connect view shows: whether the API
// server could not be reached (refused, dropped, offline), did not answer in time, or answered an
// error status (Retry-After kept for a 429). Anything else reads as 'unreachable'.
import { HttpError, PorticoError } from '../../kernel/index.ts'

export type ListingFailure = { kind: 'unreachable' } | { kind: 'timeout' } | { kind: 'status'; status: number; retryAfterSeconds?: number }

/** A Retry-After header in seconds (delta-seconds or an HTTP date), or undefined. */
export function retryAfterSeconds(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined
  const text = value.trim()
  if (/^\d+$/.test(text)) return Number(text)
  // an HTTP date names its day and month ('Fri, 27 Nov 2026 10:00:05 GMT'); Date.parse alone also reads '-1'
  if (!/^[A-Za-z]{3}, /.test(text)) return undefined
  const at = Date.parse(text)
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000))
}

export function listingFailureOf(error: unknown): ListingFailure {
  if (error instanceof HttpError) {
    const cause = error.cause
    const header = typeof Response !== 'undefined' && cause instanceof Response ? cause.headers.get('retry-after') : undefined
    const after = error.status === 429 ? retryAfterSeconds(header) : undefined
    return after === undefined ? { kind: 'status', status: error.status } : { kind: 'status', status: error.status, retryAfterSeconds: after }
  }
  if (error instanceof PorticoError && error.code === 'HTTP_TIMEOUT') return { kind: 'timeout' }
  return { kind: 'unreachable' }
}
