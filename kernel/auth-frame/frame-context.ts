// One auth frame's state, handed explicitly to each part of the bridge (the pending requests, the
// frame element, requests, the frame's messages) instead of shared closure variables.
import type { Subject } from 'rxjs'
import type { Store } from '../state/store.ts'
import type { AuthFrameDeps, AuthFrameState, AuthFrameTimeouts, FrameRect, FrameTheme, FrameTimeoutReason, Pending } from './auth-frame-types.ts'

export interface FrameContext {
  readonly deps: AuthFrameDeps
  readonly timeouts: AuthFrameTimeouts
  readonly win: Window | undefined
  /** The secure site's exact origin: the only one posted to and heard from. */
  readonly frameOrigin: string
  readonly store: Store<AuthFrameState>
  readonly timeoutEvents: Subject<FrameTimeoutReason>
  readonly sessionEvents: Subject<string>
  readonly pending: Map<string, Pending>
  iframe?: HTMLIFrameElement
  loadTimer?: ReturnType<typeof setTimeout>
  readyTimer?: ReturnType<typeof setTimeout>
  theme: FrameTheme
  disposed: boolean
  /** Where the frame shows, while a view asks for it. */
  revealed?: FrameRect
}

export const setFrameState = (ctx: FrameContext, patch: Partial<AuthFrameState>) => ctx.store.set({ ...ctx.store.get(), ...patch })
