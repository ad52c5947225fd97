// What the frame says: READY or that it refused this page's origin (then, after a short delay, the dapp's data, the theme and the smart
// account networks are sent before other requests flow), a session token, and the replies matched
// to their requests by id and type. Only the frame, from its own origin, is heard.
import { PorticoError } from '../errors/portico-error.ts'
import type { FrameTheme } from './auth-frame-types.ts'
import { setFrameState, type FrameContext } from './frame-context.ts'
import { frameTimeout } from './frame-element.ts'
import { flushFrame, frameRequest } from './frame-request.ts'
import { FRAME_PREFIX, parseFrameEvent, type RequestPayload } from './messages.ts'
import { settleRequest } from './pending-requests.ts'

export function onFrameMessage(ctx: FrameContext, event: MessageEvent): void {
  const { logger, storage } = ctx.deps
  if (!ctx.iframe || event.source !== ctx.iframe.contentWindow || event.origin !== ctx.frameOrigin) return
  const data = event.data as { type?: unknown } | null
  if (typeof data?.type !== 'string' || !data.type.startsWith(FRAME_PREFIX)) return
  const parsed = parseFrameEvent(data)
  if (!parsed.ok) {
    logger.warn(`Auth frame: message refused: ${parsed.error}`)
    return
  }
  const frameEvent = parsed.value
  if (frameEvent.kind === 'ready') {
    if (ctx.store.get().status !== 'loading') return
    clearTimeout(ctx.loadTimer)
    setFrameState(ctx, { status: 'ready', version: frameEvent.version })
    ctx.readyTimer = setTimeout(() => void initializeFrame(ctx), ctx.timeouts.readyDelay)
    return
  }
  if (frameEvent.kind === 'unverified-domain') {
    // only while loading: a frame that was READY already accepted this origin
    if (ctx.store.get().status !== 'loading') return
    clearTimeout(ctx.loadTimer)
    frameTimeout(ctx, 'unverified_domain')
    return
  }
  if (frameEvent.kind === 'session') {
    storage.set('sessionToken', frameEvent.token)
    ctx.sessionEvents.next(frameEvent.token)
    return
  }
  const entry = ctx.pending.get(frameEvent.id)
  if (!entry) {
    logger.debug(`Auth frame: reply with an unknown id ignored (${data.type})`)
    return
  }
  if (entry.name !== frameEvent.name || !entry.posted) {
    logger.warn(`Auth frame: reply ${data.type} does not match request ${entry.name}; ignored`)
    return
  }
  settleRequest(ctx, frameEvent.id)
  if (frameEvent.kind === 'success') entry.resolve(frameEvent.payload)
  else entry.reject(new PorticoError('AUTH_FRAME_ERROR', frameEvent.message))
}

async function initializeFrame(ctx: FrameContext): Promise<void> {
  const { deps } = ctx
  const sent = [
    frameRequest(ctx, 'SYNC_DAPP_DATA', {
      projectId: deps.projectId,
      sdkVersion: deps.sdkVersion,
      sdkType: deps.sdkType === 'w3m' ? 'w3m' : 'appkit',
      ...(deps.metadata ? { metadata: { ...deps.metadata, icons: [...deps.metadata.icons] } } : {}),
    }),
    frameRequest(ctx, 'SYNC_THEME', themePayload(ctx.theme)),
    frameRequest(ctx, 'GET_SMART_ACCOUNT_ENABLED_NETWORKS').then(({ smartAccountEnabledNetworks }) => {
      deps.storage.set('smartAccountEnabledNetworks', smartAccountEnabledNetworks)
      setFrameState(ctx, { smartAccountEnabledNetworks })
    }),
  ]
  flushFrame(ctx)
  const results = await Promise.allSettled(sent)
  for (const result of results) if (result.status === 'rejected') deps.logger.warn('Auth frame: initialization step failed', result.reason)
  if (ctx.store.get().status !== 'ready') return
  setFrameState(ctx, { status: 'initialized' })
  flushFrame(ctx)
}

export function themePayload(theme: FrameTheme): RequestPayload<'SYNC_THEME'> {
  const variables = Object.fromEntries(Object.entries(theme.themeVariables ?? {}).filter(([, v]) => v !== undefined)) as Record<string, string | number>
  return {
    themeMode: theme.themeMode,
    themeVariables: variables,
    w3mThemeVariables: Object.fromEntries(Object.entries(variables).map(([k, v]) => [k, String(v)])),
  }
}
