// The auth-frame bridge (ARCHITECTURE.md, "The kernel" and "How a request flows"): the hidden frame
// of the embedded wallet on the secure site's origin, created on first need, and the request/reply
// channel to it. Unlike AppKit it posts to the frame's exact origin, hears
// only messages whose origin AND source are the frame, uses crypto-random ids, matches a reply by id
// and type, and drops any payload the shared schemas refuse.
import { Subject } from 'rxjs'
import { createStore } from '../state/store.ts'
import { AUTH_FRAME_TIMEOUTS, HIDDEN_STYLE, type AuthFrame, type AuthFrameDeps, type AuthFrameState } from './auth-frame-types.ts'
import type { FrameContext } from './frame-context.ts'
import { loadFrame, reloadFrame, removeFrame, revealFrame } from './frame-element.ts'
import { onFrameMessage, themePayload } from './frame-messages.ts'
import { frameRequest } from './frame-request.ts'
import { abortError, rejectRequests } from './pending-requests.ts'

export {
  AUTH_FRAME_TIMEOUTS,
  UNABLE_TO_LOAD,
  type AuthFrame,
  type AuthFrameDeps,
  type AuthFrameState,
  type AuthFrameTimeouts,
  type FrameRect,
  type FrameTheme,
  type FrameTimeoutReason,
} from './auth-frame-types.ts'

export function createAuthFrame(deps: AuthFrameDeps): AuthFrame {
  const { logger, storage } = deps
  const ctx: FrameContext = {
    deps,
    timeouts: { ...AUTH_FRAME_TIMEOUTS, ...deps.timeouts },
    win: deps.window,
    frameOrigin: new URL(deps.url).origin,
    store: createStore<AuthFrameState>({ status: 'idle', smartAccountEnabledNetworks: storage.get('smartAccountEnabledNetworks') ?? [] }),
    timeoutEvents: new Subject(),
    sessionEvents: new Subject(),
    pending: new Map(),
    theme: deps.theme,
    disposed: false,
  }
  const { store, timeoutEvents, sessionEvents, win } = ctx
  const onMessage = (event: MessageEvent) => onFrameMessage(ctx, event)
  // Listening starts with the service: READY may arrive as soon as the frame exists.
  win?.addEventListener('message', onMessage)

  return {
    state$: store.state$,
    get: store.get,
    timeouts$: timeoutEvents.asObservable(),
    sessions$: sessionEvents.asObservable(),
    load: () => loadFrame(ctx),
    request: (name, ...payload) => frameRequest(ctx, name, ...payload),
    syncTheme(next) {
      ctx.theme = next
      if (store.get().status === 'initialized') void frameRequest(ctx, 'SYNC_THEME', themePayload(next)).catch((error: unknown) => logger.warn('Auth frame: theme sync failed', error))
    },
    async signOut() {
      // The login cache goes first, so a frame that never answers cannot keep the visitor signed in.
      for (const key of ['emailLoginUsed', 'email', 'sessionToken', 'lastEmailLoginTime', 'socialUsername', 'socialProvider'] as const) storage.remove(key)
      if (!ctx.iframe) return
      let timer: ReturnType<typeof setTimeout> | undefined
      const capped = new Promise<void>((resolve) => (timer = setTimeout(resolve, ctx.timeouts.signOut)))
      await Promise.race([frameRequest(ctx, 'SIGN_OUT').catch((error: unknown) => logger.warn('Auth frame: sign-out failed', error)), capped])
      clearTimeout(timer)
    },
    abort(keep) {
      rejectRequests(ctx, (name) => abortError(name), keep ? (p) => keep({ name: p.name, payload: p.payload }) : undefined)
    },
    reload: () => reloadFrame(ctx),
    reveal: (rect) => revealFrame(ctx, rect),
    conceal() {
      ctx.revealed = undefined
      if (ctx.iframe) ctx.iframe.style.cssText = HIDDEN_STYLE
    },
    dispose() {
      if (ctx.disposed) return
      ctx.disposed = true
      win?.removeEventListener('message', onMessage)
      rejectRequests(ctx, (name) => abortError(name))
      removeFrame(ctx, 'idle')
      timeoutEvents.complete()
      sessionEvents.complete()
    },
  }
}
