import { BehaviorSubject, combineLatest, map, type Subscription } from 'rxjs'
import {
  createKernel,
  TOKENS,
  type CaipNetworkId,
  type ChainNamespace,
  type Kernel,
  type Network,
  type OpenOptions,
  type Plugin,
  type PorticoOptions,
  type ThemeMode,
  type ThemeVariables,
  type ViewName,
} from '../../kernel/index.ts'
import { coreViews } from '../views/core-views.ts'
import { loadView } from '../views/load-view.ts'
import { deepActiveElement } from './deep-active-element.ts'
import { loadModal, type ModalHandle } from './load-modal.ts'

export type CreateAppKitOptions = PorticoOptions & {
  /** Chain and feature plugins, e.g. `[evm()]`. The shell's own views are always composed first. */
  plugins?: readonly Plugin[]
}

/** What `useAppKitState` returns and `subscribeState` reports. */
export interface AppKitState {
  open: boolean
  selectedNetworkId: CaipNetworkId
  activeChain: ChainNamespace
  loading: boolean
  /** True once stored connections have been resynced (SPEC §4). */
  initialized: boolean
}

export interface ThemeState {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
}

/** The object `createAppKit` returns: a deliberate, small surface over one kernel. */
export interface AppKit {
  /** Opens the modal; resolves once it shows. */
  open<V extends ViewName>(options?: OpenOptions<V>): Promise<void>
  /** Closes the modal, unless the current view refuses (the modal then shakes). */
  close(): void
  switchNetwork(network: Network | CaipNetworkId): Promise<void>
  disconnect(options?: { namespace?: ChainNamespace }): Promise<void>
  getState(): AppKitState
  subscribeState(listener: (state: AppKitState) => void): () => void
  getThemeMode(): ThemeMode
  setThemeMode(mode: ThemeMode): void
  getThemeVariables(): ThemeVariables
  setThemeVariables(variables: ThemeVariables): void
  /** Unmounts the modal and stops the kernel; the instance is unusable afterwards. */
  dispose(): void
}

/** What the shell needs beyond the public surface; never exported from `portico/react`. */
export interface AppKitInternals {
  readonly kernel: Kernel
  readonly theme$: BehaviorSubject<ThemeState>
  readonly state$: BehaviorSubject<AppKitState>
  /** The element focused when the modal last opened: focus returns there on close. */
  opener: Element | null
  /** Starts fetching the modal chunk and a view's chunk (default: the one an open would show now). */
  preload(view?: ViewName): void
}

const internals = new WeakMap<AppKit, AppKitInternals>()
let defaultInstance: AppKit | undefined

export function internalsOf(appKit: AppKit): AppKitInternals {
  const found = internals.get(appKit)
  if (!found) throw new TypeError('Not an AppKit instance: create one with createAppKit()')
  return found
}

/** The page's default instance: the first one `createAppKit` made (and has not disposed). */
export function getDefaultAppKit(): AppKit | undefined {
  return defaultInstance
}

export function createAppKit(options: CreateAppKitOptions): AppKit {
  const { plugins = [], ...kernelOptions } = options
  const kernel = createKernel(kernelOptions, [coreViews, ...plugins])
  const modal = kernel.get(TOKENS.modal)
  const network = kernel.get(TOKENS.network)
  const connection = kernel.get(TOKENS.connection)
  const embedded = kernel.options.enableEmbedded
  const doc = kernel.options.window?.document ?? (typeof document === 'undefined' ? undefined : document)

  const initialized$ = new BehaviorSubject(false)
  const theme$ = new BehaviorSubject<ThemeState>({
    themeMode: kernel.options.themeMode,
    themeVariables: { ...kernel.options.themeVariables },
  })
  const state$ = new BehaviorSubject<AppKitState>(stateOf(modal.get(), network.get(), false))
  const subscriptions: Subscription[] = []
  let handle: ModalHandle | undefined
  let mounting: Promise<void> | undefined
  let disposed = false

  function stateOf(m: ReturnType<typeof modal.get>, n: ReturnType<typeof network.get>, initialized: boolean): AppKitState {
    return {
      open: m.open,
      loading: m.loading,
      selectedNetworkId: n.activeNetwork.caipNetworkId,
      activeChain: n.activeNamespace,
      initialized,
    }
  }

  const self: AppKit = {
    open(openOptions) {
      modal.open(openOptions)
      return embedded ? Promise.resolve() : mountModal()
    },
    close() {
      modal.close()
    },
    switchNetwork: (target) => connection.switchNetwork(target),
    disconnect: (o = {}) => connection.disconnect(o.namespace),
    getState: () => state$.getValue(),
    subscribeState(listener) {
      const s = state$.subscribe(listener)
      return () => s.unsubscribe()
    },
    getThemeMode: () => theme$.getValue().themeMode,
    setThemeMode(themeMode) {
      if (themeMode !== 'dark' && themeMode !== 'light') throw new TypeError(`Invalid theme mode "${String(themeMode)}"`)
      theme$.next({ ...theme$.getValue(), themeMode })
    },
    getThemeVariables: () => theme$.getValue().themeVariables,
    setThemeVariables(variables) {
      theme$.next({ ...theme$.getValue(), themeVariables: { ...theme$.getValue().themeVariables, ...variables } })
    },
    dispose() {
      if (disposed) return
      disposed = true
      for (const s of subscriptions) s.unsubscribe()
      handle?.unmount()
      kernel.dispose()
      if (defaultInstance === self) defaultInstance = undefined
    },
  }

  function preloadView(view: ViewName) {
    const loader = kernel.get(TOKENS.views).get(view)
    if (loader) loadView(loader).catch(() => {}) // the outlet shows a failure when it renders
  }

  const inner: AppKitInternals = {
    kernel,
    theme$,
    state$,
    opener: null,
    preload(view) {
      if (!doc || disposed) return
      loadModal().catch(() => {})
      const connected = connection.account(network.get().activeNamespace).status === 'connected'
      preloadView(view ?? (connected ? 'Account' : 'Connect'))
    },
  }
  internals.set(self, inner)
  defaultInstance ??= self

  /** Loads the modal chunk (Radix, the shell, the CSS, the font) once, on first open. */
  function mountModal(): Promise<void> {
    if (!doc || embedded || disposed) return Promise.resolve()
    // the view's chunk downloads beside the modal's, not after it
    preloadView(kernel.get(TOKENS.router).get().view)
    mounting ??= loadModal().then(
      (m) => {
        if (!disposed) handle = m.mountModal(self, { document: doc })
      },
      (error: unknown) => {
        mounting = undefined
        kernel.get(TOKENS.logger).error('could not load the modal', error)
        throw error
      },
    )
    return mounting
  }

  subscriptions.push(
    combineLatest([modal.state$, network.state$, initialized$])
      .pipe(map(([m, n, i]) => stateOf(m, n, i)))
      .subscribe((next) => {
        const previous = state$.getValue()
        if (next.open && !previous.open && doc) inner.opener = deepActiveElement(doc)
        const same = (Object.keys(next) as (keyof AppKitState)[]).every((k) => next[k] === previous[k])
        if (!same) state$.next(next)
        // the kernel may open the modal itself (e.g. UnsupportedChain): mount it then too
        if (next.open && !embedded) mountModal().catch(() => {})
      }),
  )
  void connection.restored.then(() => {
    if (!disposed) initialized$.next(true)
  })
  return self
}
