// The frame element: created hidden on first need (its load timed), shown over a box while a view
// asks for it, removed on a failed load or dispose; and what a timeout does.
import type { AlertCode } from '../alerts/alerts.ts'
import { PorticoError } from '../errors/portico-error.ts'
import { HIDDEN_STYLE, shownStyle, UNABLE_TO_LOAD, type AuthFrameState, type FrameRect, type FrameTimeoutReason } from './auth-frame-types.ts'
import { setFrameState, type FrameContext } from './frame-context.ts'
import { FRAME_PROTOCOL_VERSION } from './messages.ts'
import { abortError, rejectRequests } from './pending-requests.ts'

export function removeFrame(ctx: FrameContext, status: AuthFrameState['status']): void {
  clearTimeout(ctx.loadTimer)
  clearTimeout(ctx.readyTimer)
  ctx.iframe?.remove()
  ctx.iframe = undefined
  setFrameState(ctx, { status, version: undefined })
}

const ALERT_OF = {
  iframe_load_failed: 'IFRAME_LOAD_FAILED',
  iframe_request_timeout: 'IFRAME_REQUEST_TIMEOUT',
  unverified_domain: 'UNVERIFIED_DOMAIN',
} as const satisfies Record<FrameTimeoutReason, AlertCode>

export function frameTimeout(ctx: FrameContext, reason: FrameTimeoutReason): void {
  ctx.deps.logger.error(`Auth frame: ${reason}`)
  ctx.deps.alerts.show(ALERT_OF[reason])
  ctx.timeoutEvents.next(reason)
  // Each aborts every pending request; a frame that never became ready is removed.
  rejectRequests(ctx, (name) => abortError(name, reason))
  if (reason !== 'iframe_request_timeout') removeFrame(ctx, 'failed')
}

/** Creates the hidden frame unless it exists (again after a failed load). */
export function loadFrame(ctx: FrameContext): void {
  const { deps } = ctx
  if (ctx.disposed || ctx.iframe) return
  const doc = ctx.win?.document
  if (!doc?.body) throw new PorticoError('IFRAME_LOAD_FAILED', UNABLE_TO_LOAD)
  const { chainId, rpcUrls } = deps.network()
  const query = new URLSearchParams({ projectId: deps.projectId, chainId: String(chainId), version: FRAME_PROTOCOL_VERSION, enableLogger: String(deps.enableLogger) })
  if (rpcUrls[0]) query.set('rpcUrl', rpcUrls[0])
  // all of them too, one `rpcUrls` entry each: the frame reads the chain over the same URLs as the page
  for (const url of rpcUrls) query.append('rpcUrls', url)
  const element = doc.createElement('iframe')
  element.id = 'w3m-iframe'
  element.name = 'w3m-secure-iframe'
  element.src = `${deps.url}/sdk?${query}`
  element.style.cssText = HIDDEN_STYLE
  if (ctx.revealed) showFrame(element, ctx.revealed)
  element.addEventListener('error', () => {
    if (ctx.iframe !== element) return
    deps.logger.error(`Auth frame: ${UNABLE_TO_LOAD}`)
    rejectRequests(ctx, () => new PorticoError('IFRAME_LOAD_FAILED', UNABLE_TO_LOAD))
    removeFrame(ctx, 'failed')
  })
  ctx.iframe = element
  setFrameState(ctx, { status: 'loading' })
  ctx.loadTimer = setTimeout(() => frameTimeout(ctx, 'iframe_load_failed'), ctx.timeouts.load)
  doc.body.appendChild(element)
}

/**
 * Reloads the frame's document: what is pending is rejected, and requests wait for the new READY.
 * Setting src navigates the element again: the page cannot reload a cross-origin document itself,
 * and a RELOAD message would race the new document's READY.
 */
export function reloadFrame(ctx: FrameContext): void {
  if (ctx.disposed || !ctx.iframe) return
  rejectRequests(ctx, (name) => abortError(name))
  clearTimeout(ctx.readyTimer)
  clearTimeout(ctx.loadTimer)
  setFrameState(ctx, { status: 'loading', version: undefined })
  ctx.loadTimer = setTimeout(() => frameTimeout(ctx, 'iframe_load_failed'), ctx.timeouts.load)
  ctx.iframe.src = ctx.iframe.src
}

/** Shows the frame over `rect` (viewport CSS pixels), checked finite; a frame created later shows there too. */
export function revealFrame(ctx: FrameContext, rect: FrameRect): void {
  for (const [key, value] of Object.entries(rect)) {
    if (!Number.isFinite(value)) throw new PorticoError('INVALID_FRAME_RECT', `reveal: ${key} must be a finite number, got ${String(value)}`)
  }
  ctx.revealed = { left: rect.left, top: rect.top, width: Math.max(0, rect.width), height: Math.max(0, rect.height) }
  if (ctx.iframe) showFrame(ctx.iframe, ctx.revealed)
}

/**
 * A modal dialog hides the rest of the page from assistive technology (aria-hidden on body's other
 * children, the frame among them); the approval card the frame shows is part of the dialog's task.
 */
export function showFrame(element: HTMLIFrameElement, rect: FrameRect): void {
  element.style.cssText = shownStyle(rect)
  element.removeAttribute?.('aria-hidden')
}

