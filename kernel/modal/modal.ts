import { Subject, type Observable } from 'rxjs'
import type { ChainNamespace } from '../caip/caip.ts'
import type { Router } from '../router/router.ts'
import type { DataOf, ViewName } from '../router/views.ts'
import { createStore } from '../state/store.ts'

/** How long the modal shakes to say "no". */
export const MODAL_SHAKE_MS = 500

export interface ModalState {
  open: boolean
  loading: boolean
  shake: boolean
  /** Set when the dApp opened the modal for one namespace only. */
  namespace?: ChainNamespace
}

export interface OpenOptions<V extends ViewName = ViewName> {
  view?: V
  data?: DataOf<V>
  /**
   * AppKit's name for `data` (`data` wins when both are given), e.g. Swap's `{ fromToken, toToken,
   * amount }`, or what a plugin's AppKit-named view takes (`WalletSend`). Typed loosely so that
   * AppKit's own per-view typing of it fits; `data` is the typed one.
   */
  arguments?: object
  namespace?: ChainNamespace
}

/** Says whether closing must be refused while `view` shows. */
export type CloseGuard = (view: ViewName) => boolean

export interface Modal {
  readonly state$: Observable<ModalState>
  get(): ModalState
  open<V extends ViewName>(options?: OpenOptions<V>): void
  /** Returns whether the modal closed (or, embedded, went back to its resting view). */
  close(options?: { force?: boolean }): boolean
  shake(): void
  setLoading(loading: boolean): void
  addCloseGuard(guard: CloseGuard): () => void
  /** Emits each time the modal closes: pending requests listen to reject themselves. */
  readonly closed$: Observable<void>
}

export interface ModalDeps {
  router: () => Router
  /** The connected address in the active namespace, if any. */
  address: () => string | undefined
  hasAdapters: () => boolean
  isMobile: () => boolean
  manualWCControl: boolean
  embedded: boolean
  /** The view showing the QR code any wallet scans, when a plugin contributes one. */
  walletConnectQr?: () => string | undefined
  /** A plugin's view an AppKit view name opens, with its data made from AppKit's `arguments`. */
  alias?: (view: ViewName, args: unknown) => { view: ViewName; data?: unknown } | undefined
  /** The views the modal never closes on unless forced (contributed by plugins). */
  guarded?: (view: ViewName) => boolean
  setTimeout?: (fn: () => void, ms: number) => unknown
}

/**
 * Which view open() shows: with no connector to offer (or the app driving WalletConnect itself), the
 * WalletConnect QR code on a desktop and the wallet listing on a phone; else the requested view,
 * Account while connected, Connect otherwise.
 */
export function initialView(
  deps: Pick<ModalDeps, 'address' | 'hasAdapters' | 'isMobile' | 'manualWCControl' | 'walletConnectQr'>,
  requested?: ViewName,
): ViewName {
  if (deps.manualWCControl || (!deps.hasAdapters() && !deps.address())) {
    if (deps.isMobile()) return 'AllWallets'
    const qr = deps.walletConnectQr?.()
    if (qr) return qr
  }
  if (requested) return requested
  if (deps.address()) return 'Account'
  return 'Connect'
}

export function createModal(deps: ModalDeps): Modal {
  const store = createStore<ModalState>({ open: deps.embedded, loading: false, shake: false })
  const guards = new Set<CloseGuard>()
  const closed = new Subject<void>()
  const schedule = deps.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms))
  let shakeTimer = 0

  const modal: Modal = {
    state$: store.state$,
    get: store.get,
    closed$: closed.asObservable(),
    open(options = {}) {
      const aliased = options.view !== undefined && options.data === undefined ? deps.alias?.(options.view, options.arguments) : undefined
      const view = initialView(deps, aliased?.view ?? options.view)
      deps.router().reset(view, (aliased ? aliased.data : (options.data ?? options.arguments)) as never)
      store.update((s) => ({ ...s, open: true, namespace: options.namespace }))
    },
    close(options = {}) {
      const { view } = deps.router().get()
      if (!options.force && [...guards].some((guard) => guard(view))) {
        modal.shake()
        return false
      }
      if (deps.embedded) {
        deps.router().reset(deps.address() ? 'Account' : 'Connect')
      } else {
        store.update((s) => ({ ...s, open: false, loading: false, namespace: undefined }))
      }
      closed.next()
      return true
    },
    shake() {
      const token = ++shakeTimer
      store.update((s) => ({ ...s, shake: true }))
      schedule(() => {
        if (token === shakeTimer) store.update((s) => ({ ...s, shake: false }))
      }, MODAL_SHAKE_MS)
    },
    setLoading(loading) {
      store.update((s) => ({ ...s, loading }))
    },
    addCloseGuard(guard) {
      guards.add(guard)
      return () => void guards.delete(guard)
    },
  }
  // a view waiting for the visitor's approval never closes unless forced
  if (deps.guarded) modal.addCloseGuard(deps.guarded)
  return modal
}
