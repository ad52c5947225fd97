// The requests waiting for the frame: posted when the frame can take them (init requests once
// READY, the rest once initialized), settled by id, rejected together on a timeout or an abort.
import { PorticoError } from '../errors/portico-error.ts'
import { INIT_REQUESTS, TIMED_REQUESTS, type FrameTimeoutReason, type Pending } from './auth-frame-types.ts'
import type { FrameContext } from './frame-context.ts'
import { appType, type RequestName } from './messages.ts'

/** `crypto.randomUUID()`, or 128 random bits from `getRandomValues` where randomUUID is missing (non-secure contexts). */
export function randomId(win: Window | undefined): string {
  const crypto = win?.crypto ?? globalThis.crypto
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

/** BigInts cannot cross postMessage's JSON-like path as the frame expects: 0x-hex. */
export function hexBigInts(value: unknown): unknown {
  if (typeof value === 'bigint') return `0x${value.toString(16)}`
  if (Array.isArray(value)) return value.map(hexBigInts)
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, hexBigInts(v)]))
  }
  return value
}

export const abortError = (name: RequestName, reason?: FrameTimeoutReason) =>
  new PorticoError(reason ? reason.toUpperCase() : 'REQUEST_ABORTED', name === 'RPC_REQUEST' ? 'Request was aborted' : 'Something went wrong')


/** Posts one request; a timed one starts its timer, which `onTimeout` handles. */
export function postRequest(ctx: FrameContext, id: string, entry: Pending, onTimeout: (reason: FrameTimeoutReason) => void): void {
  if (entry.posted || !ctx.iframe?.contentWindow) return
  entry.posted = true
  const message = entry.payload === undefined ? { id, type: appType(entry.name) } : { id, type: appType(entry.name), payload: entry.payload }
  // The exact origin: a frame that navigated elsewhere never gets the message.
  ctx.iframe.contentWindow.postMessage(message, ctx.frameOrigin)
  if (TIMED_REQUESTS.has(entry.name)) entry.timer = setTimeout(() => onTimeout('iframe_request_timeout'), ctx.timeouts.request)
}

/** Posts what waited: init requests once READY, the rest once initialized. */
export function flushRequests(ctx: FrameContext, onTimeout: (reason: FrameTimeoutReason) => void): void {
  const { status } = ctx.store.get()
  for (const [id, entry] of ctx.pending) {
    if (status === 'initialized' || (status === 'ready' && INIT_REQUESTS.has(entry.name))) postRequest(ctx, id, entry, onTimeout)
  }
}

export function settleRequest(ctx: FrameContext, id: string): Pending | undefined {
  const entry = ctx.pending.get(id)
  if (!entry) return undefined
  ctx.pending.delete(id)
  clearTimeout(entry.timer)
  return entry
}

export function rejectRequests(ctx: FrameContext, error: (name: RequestName) => Error, keep?: (p: Pending) => boolean): void {
  let rpcAborted = false
  for (const [id, entry] of [...ctx.pending]) {
    if (keep?.(entry)) continue
    settleRequest(ctx, id)
    if (entry.name === 'RPC_REQUEST' && entry.posted) rpcAborted = true
    entry.reject(error(entry.name))
  }
  if (rpcAborted && ctx.iframe?.contentWindow && ctx.store.get().status === 'initialized') {
    ctx.iframe.contentWindow.postMessage({ id: randomId(ctx.win), type: appType('RPC_ABORT') }, ctx.frameOrigin)
  }
}
