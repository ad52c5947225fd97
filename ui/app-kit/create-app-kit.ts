// The boot layer: what a page runs before the modal first opens. It validates the options, reads
// the stored state the buttons and hooks show, and loads the kernel (inversify, rxjs, the services,
// the plugins' parts) only when it is needed. Import kernel FILES here, never the kernel/index.ts
// barrel, and values only from files without inversify or rxjs: this module is in the page's
// first bundle (bench/bundle-budget.test.ts keeps it there and small).
import type { CaipNetworkId, ChainNamespace } from '../../kernel/caip/caip.ts'
import type { PorticoOptions, ThemeMode, ThemeVariables } from '../../kernel/config/options.ts'
import { resolveOptions, type ResolvedOptions } from '../../kernel/config/resolve-options.ts'
import { emptyAccount, type AccountState } from '../../kernel/connection/account-state.ts'
import { storedConnections } from '../../kernel/connection/stored-connections.ts'
import type { Kernel } from '../../kernel/container/create-kernel.ts'
import { PorticoError } from '../../kernel/errors/portico-error.ts'
import { DEFAULT_LOG_LEVEL, LOG_LEVELS } from '../../kernel/logger/levels.ts'
import type { Modal, OpenOptions } from '../../kernel/modal/modal.ts'
import { initialNetworkState, type NetworkState } from '../../kernel/network/initial-network.ts'
import type { Network } from '../../kernel/network/network.ts'
import { checkPlugins } from '../../kernel/plugin/check-plugins.ts'
import type { Plugin, PluginParts } from '../../kernel/plugin/plugin.ts'
import type { ViewName } from '../../kernel/router/views.ts'
import { selectBackend } from '../../kernel/storage/backends.ts'
import { START_CODECS } from '../../kernel/storage/codecs.ts'
import { createStorageReader } from '../../kernel/storage/reader.ts'
import { TOKENS } from '../../kernel/tokens.ts'
import { coreViews } from '../views/core-views.ts'
import { loadView } from '../views/load-view.ts'
import {
  createBootStore,
  createSwitchableStore,
  storeOf,
  type BootStore,
  type ReadableStore,
  type Unsubscribable,
} from './boot-store.ts'
import { deepActiveElement } from './deep-active-element.ts'
import { loadModal, type ModalHandle } from './load-modal.ts'
import { showLoadingDialog, type LoadingDialog } from './loading-dialog.ts'

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
  /** The validated options (known before the kernel loads). */
  readonly options: ResolvedOptions
  /** The kernel once it has loaded; undefined before, and always on a server. */
  readonly kernel: Kernel | undefined
  /** Loads the kernel once (retried after a failed chunk load); rejects on a server. */
  loadKernel(): Promise<Kernel>
  /** Stored state until the kernel loads, then the kernel's: what the buttons and public hooks read. */
  readonly network: ReadableStore<NetworkState>
  readonly accounts: ReadableStore<Readonly<Record<string, AccountState>>>
  readonly state: ReadableStore<AppKitState>
  readonly theme: ReadableStore<ThemeState>
  /** The element focused when the modal last opened: focus returns there on close. */
  opener: Element | null
  /** Starts fetching the kernel, the modal chunk and a view's chunk (default: the one an open would show now). */
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

const sameState = (a: AppKitState, b: AppKitState) => (Object.keys(a) as (keyof AppKitState)[]).every((k) => a[k] === b[k])

/** Starts a plugin's `load()` now; the kernel chunk's `loadKernel` awaits the same promise. */
function startLoad(plugin: Plugin): Plugin {
  if (!plugin.load) return plugin
  const parts = new Promise<PluginParts>((resolve) => resolve(plugin.load!()))
  parts.catch(() => {}) // reported when the kernel awaits it
  return { ...plugin, load: () => parts }
}

export function createAppKit(options: CreateAppKitOptions): AppKit {
  const { plugins = [], ...kernelOptions } = options
  const resolved = resolveOptions(kernelOptions)
  checkPlugins(Array.isArray(plugins) ? [coreViews, ...plugins] : plugins)
  const embedded = resolved.enableEmbedded
  const win = resolved.window ?? (typeof window === 'undefined' ? undefined : window)
  const doc = win?.document
  // Only the keys read at start (the kernel reads and writes the rest, and logs corrupt values).
  const storage = createStorageReader(selectBackend(resolved.storage, win), resolved.storagePrefix, START_CODECS)
  /** Errors before the kernel (and its logger) exist, at the configured log level. */
  const logError = (message: string, error: unknown) => {
    const logger = kernel?.get(TOKENS.logger)
    if (logger) logger.error(message, error)
    else if (LOG_LEVELS[resolved.logLevel ?? DEFAULT_LOG_LEVEL] <= LOG_LEVELS.error) console.error(`[portico] ${message}`, error)
  }

  // Boot state: what the stored state says, read without the kernel (the same pure rules it uses).
  const namespaces = [...new Set(resolved.networks.map((n) => n.chainNamespace))]
  const toRestore = storedConnections(storage, (ns) => namespaces.includes(ns))
  const bootAccounts = (restoring: boolean) =>
    Object.fromEntries(
      namespaces.map((ns) => [ns, emptyAccount(ns, restoring && toRestore.some((r) => r.namespace === ns) ? 'connecting' : 'disconnected')]),
    )
  const accountsBoot = createBootStore<Readonly<Record<string, AccountState>>>(bootAccounts(true))
  const network = createSwitchableStore(createBootStore(initialNetworkState(resolved.networks, resolved.defaultNetwork, storage)))
  const accounts = createSwitchableStore(accountsBoot)
  const theme = createBootStore<ThemeState>({ themeMode: resolved.themeMode, themeVariables: { ...resolved.themeVariables } })

  let kernel: Kernel | undefined
  let modal: Modal | undefined
  let kernelLoad: Promise<Kernel> | undefined
  /** An open() asked for before the kernel loaded; applied when it has. */
  let pendingOpen: { options: OpenOptions | undefined } | undefined
  let initialized = false
  let handle: ModalHandle | undefined
  let mounting: Promise<void> | undefined
  /** The dialog's first frame while the real one loads (loading-dialog.ts). */
  let loadingDialog: LoadingDialog | undefined
  let disposed = false
  const subscriptions: Unsubscribable[] = []

  function computeState(): AppKitState {
    const m = modal?.get()
    const n = network.get()
    return {
      open: m ? m.open : embedded || pendingOpen !== undefined,
      loading: m?.loading ?? false,
      selectedNetworkId: n.activeNetwork.caipNetworkId,
      activeChain: n.activeNamespace,
      initialized,
    }
  }
  const state: BootStore<AppKitState> = createBootStore(computeState())

  function sync() {
    const next = computeState()
    const previous = state.get()
    if (next.open && !previous.open && doc) inner.opener = deepActiveElement(doc)
    if (!sameState(next, previous)) state.set(next)
    if (!next.open && loadingDialog) {
      hideLoadingDialog()
      // closed before the real dialog came: focus goes back where it was, as the real one does it
      const opener = inner.opener as HTMLElement | null
      if (opener?.isConnected && typeof opener.focus === 'function') opener.focus({ preventScroll: true })
    }
    // the kernel may open the modal itself (e.g. UnsupportedChain): mount it then too
    if (next.open && modal && !embedded) mountModal().catch(() => {})
  }

  function loadKernel(): Promise<Kernel> {
    if (kernel) return Promise.resolve(kernel)
    if (disposed) return Promise.reject(new PorticoError('DISPOSED', 'This AppKit instance was disposed'))
    if (!win) return Promise.reject(new PorticoError('NO_WINDOW', 'The AppKit kernel loads in a browser, not during server rendering'))
    if (kernelLoad) return kernelLoad
    // Plugin parts download beside the kernel chunk, not after it.
    const started = plugins.map(startLoad)
    kernelLoad = import('./kernel-entry.ts')
      .then((m) => m.startKernel(kernelOptions, started))
      .then(attach, (error: unknown) => {
        kernelLoad = undefined // a failed chunk load (offline) may be retried
        logError('could not load the kernel', error)
        // Nothing can resync the stored connections now: say "disconnected" rather than "connecting" forever.
        accountsBoot.set(bootAccounts(false))
        initialized = true
        pendingOpen = undefined
        sync()
        throw error
      })
    return kernelLoad
  }

  /** Switches every store from the boot state to the kernel's streams. */
  function attach(loaded: Kernel): Kernel {
    if (disposed) {
      loaded.dispose()
      throw new PorticoError('DISPOSED', 'This AppKit instance was disposed')
    }
    kernel = loaded
    modal = loaded.get(TOKENS.modal)
    const networkService = loaded.get(TOKENS.network)
    const connection = loaded.get(TOKENS.connection)
    if (pendingOpen) {
      const { options: openOptions } = pendingOpen
      pendingOpen = undefined
      modal.open(openOptions)
      preloadView(loaded.get(TOKENS.router).get().view)
    }
    network.follow(storeOf(networkService, networkService.state$))
    accounts.follow(storeOf(connection, connection.accounts$))
    subscriptions.push(modal.state$.subscribe(sync), networkService.state$.subscribe(sync))
    void connection.restored.then(() => {
      if (disposed || initialized) return
      initialized = true
      sync()
    })
    return loaded
  }

  function preloadView(view: ViewName) {
    const loader = kernel ? kernel.get(TOKENS.views).get(view) : coreViews.views?.[view]
    if (loader) loadView(loader).catch(() => {}) // the outlet shows a failure when it renders
  }

  /** Settles when the router's current view has loaded or failed to (the outlet shows a failure itself). */
  function currentView(k: Kernel): Promise<unknown> {
    const loader = k.get(TOKENS.views).get(k.get(TOKENS.router).get().view)
    return loader ? loadView(loader).catch(() => {}) : Promise.resolve()
  }

  function hideLoadingDialog() {
    loadingDialog?.remove()
    loadingDialog = undefined
  }

  /**
   * Loads the kernel and the modal chunk (Radix, the shell, the CSS, the font) in parallel, then
   * mounts once. Until then an open modal shows its first frame from this bundle (loading-dialog.ts).
   */
  function mountModal(): Promise<void> {
    if (!doc || embedded || disposed) return Promise.resolve()
    if (!handle && !loadingDialog && state.get().open) loadingDialog = showLoadingDialog(doc, theme.get(), () => self.close())
    mounting ??= Promise.all([
      loadKernel(),
      loadModal().catch((error: unknown) => {
        logError('could not load the modal', error)
        throw error
      }),
    ])
      // The view's chunk is on its way too (preloaded): wait for it, so the dialog renders with its
      // content rather than a fallback React would keep on screen for at least 300 ms.
      .then(([k, m]) => currentView(k).then(() => m))
      .then(
        (m) => {
          // the real dialog renders synchronously: it replaces the loading one within this task
          if (!disposed && !handle) handle = m.mountModal(self, { document: doc, instant: loadingDialog !== undefined })
          hideLoadingDialog()
        },
        (error: unknown) => {
          mounting = undefined
          // nothing can show the modal: say it is closed (a later open tries again)
          if (modal?.get().open) modal.close({ force: true })
          else if (pendingOpen) {
            pendingOpen = undefined
            sync()
          }
          hideLoadingDialog()
          throw error
        },
      )
    return mounting
  }

  const self: AppKit = {
    open(openOptions) {
      if (disposed) return Promise.resolve()
      if (modal) {
        modal.open(openOptions)
        return mountModal()
      }
      if (!doc) return Promise.resolve() // a server shows nothing
      pendingOpen = { options: openOptions }
      // the view's chunk downloads beside the kernel's and the modal's, not after them
      preloadView(openOptions?.view ?? 'Connect')
      sync()
      return embedded ? loadKernel().then(() => undefined) : mountModal()
    },
    close() {
      if (modal) modal.close()
      else if (pendingOpen) {
        pendingOpen = undefined
        sync()
      }
    },
    switchNetwork: (target) => loadKernel().then((k) => k.get(TOKENS.connection).switchNetwork(target)),
    disconnect: (o = {}) => loadKernel().then((k) => k.get(TOKENS.connection).disconnect(o.namespace)),
    getState: () => state.get(),
    subscribeState(listener) {
      const s = state.subscribe(listener)
      return () => s.unsubscribe()
    },
    getThemeMode: () => theme.get().themeMode,
    setThemeMode(themeMode) {
      if (themeMode !== 'dark' && themeMode !== 'light') throw new TypeError(`Invalid theme mode "${String(themeMode)}"`)
      theme.set({ ...theme.get(), themeMode })
    },
    getThemeVariables: () => theme.get().themeVariables,
    setThemeVariables(variables) {
      theme.set({ ...theme.get(), themeVariables: { ...theme.get().themeVariables, ...variables } })
    },
    dispose() {
      if (disposed) return
      disposed = true
      pendingOpen = undefined
      hideLoadingDialog()
      for (const s of subscriptions) s.unsubscribe()
      network.dispose()
      accounts.dispose()
      handle?.unmount()
      kernel?.dispose()
      if (defaultInstance === self) defaultInstance = undefined
    },
  }

  const inner: AppKitInternals = {
    options: resolved,
    get kernel() {
      return kernel
    },
    loadKernel,
    network,
    accounts,
    state,
    theme,
    opener: null,
    preload(view) {
      if (!doc || disposed) return
      loadKernel().catch(() => {})
      loadModal().catch(() => {})
      const connected = accounts.get()[network.get().activeNamespace]?.status === 'connected'
      preloadView(view ?? (connected ? 'Account' : 'Connect'))
    },
  }
  internals.set(self, inner)
  defaultInstance ??= self

  if (toRestore.length > 0 && win) {
    // SPEC §4: resync now, so the button goes connecting → connected without waiting for a click.
    loadKernel().catch(() => {})
  } else {
    // Nothing to resync (as the kernel would report a tick later).
    queueMicrotask(() => {
      if (disposed || initialized) return
      initialized = true
      sync()
    })
  }
  return self
}
