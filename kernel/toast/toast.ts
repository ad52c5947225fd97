import type { Observable } from 'rxjs'
import { createStore } from '../state/store.ts'

/** A new toast waits this long after the old one closes. */
export const TOAST_SWAP_MS = 150
/** How long a toast stays up when it closes itself (AppKit's value; none is documented). */
export const TOAST_AUTO_CLOSE_MS = 2200

export type ToastVariant = 'success' | 'loading' | 'error'

export interface ToastState {
  open: boolean
  message: string
  variant: ToastVariant
  svg?: string
  autoClose: boolean
}

export interface Toast {
  readonly state$: Observable<ToastState>
  get(): ToastState
  show(message: string, variant: ToastVariant, options?: { svg?: string; autoClose?: boolean }): void
  success(message: string): void
  error(message: string): void
  loading(message: string): void
  hide(): void
}

export interface ToastDeps {
  setTimeout?: (fn: () => void, ms: number) => unknown
  clearTimeout?: (handle: unknown) => void
}

export function createToast(deps: ToastDeps = {}): Toast {
  const setT = deps.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms))
  const clearT = deps.clearTimeout ?? ((h) => globalThis.clearTimeout(h as number))
  const store = createStore<ToastState>({ open: false, message: '', variant: 'success', autoClose: true })
  let swapTimer: unknown
  let closeTimer: unknown

  function display(next: Omit<ToastState, 'open'>) {
    store.set({ ...next, open: true })
    // a loading toast stays until replaced: it describes work still going on
    if (next.autoClose && next.variant !== 'loading') closeTimer = setT(() => toast.hide(), TOAST_AUTO_CLOSE_MS)
  }

  const toast: Toast = {
    state$: store.state$,
    get: store.get,
    show(message, variant, options = {}) {
      const next = { message, variant, svg: options.svg, autoClose: options.autoClose ?? true }
      clearT(swapTimer)
      clearT(closeTimer)
      if (store.get().open) {
        store.update((s) => ({ ...s, open: false }))
        swapTimer = setT(() => display(next), TOAST_SWAP_MS)
      } else {
        display(next)
      }
    },
    success: (m) => toast.show(m, 'success'),
    error: (m) => toast.show(m, 'error'),
    loading: (m) => toast.show(m, 'loading'),
    hide() {
      clearT(closeTimer)
      clearT(swapTimer)
      if (store.get().open) store.update((s) => ({ ...s, open: false }))
    },
  }
  return toast
}
