// The boot layer: what a page runs before the modal first opens. It validates the options, reads
// the stored state the buttons and hooks show (boot-state.ts), and loads the kernel
// (kernel-loader.ts) and the modal (modal-mounter.ts) only when they are needed; this file holds
// the public handle over them. Import kernel FILES here, never the kernel/index.ts barrel, and
// values only from files without inversify or rxjs: this module is in the page's first bundle
// (bench/bundle-budget.test.ts keeps it there and small).
import { carriesSocialResult } from '../../kernel/auth-frame/social-result.ts'
import type { PorticoOptions, ThemeMode, ThemeVariables } from '../../kernel/config/options.ts'
import { resolveOptions } from '../../kernel/config/resolve-options.ts'
import { chooseLocale } from '../../kernel/i18n/locale-tag.ts'
import { DEFAULT_LOG_LEVEL, LOG_LEVELS } from '../../kernel/logger/levels.ts'
import type { Modal, OpenOptions } from '../../kernel/modal/modal.ts'
import { checkPlugins, checkSignInPlugin } from '../../kernel/plugin/check-plugins.ts'
import type { Plugin } from '../../kernel/plugin/plugin.ts'
import type { ViewName } from '../../kernel/router/views.ts'
import { TOKENS } from '../../kernel/tokens.ts'
import { registerInterFont } from '../theme/inter-font.ts'
import { coreViews } from '../views/core-views.ts'
import { createBootEvents } from './boot-events.ts'
import { createBootState } from './boot-state.ts'
import { createBootStore, storeOf, type BootStore, type Unsubscribable } from './boot-store.ts'
import { deepActiveElement } from './deep-active-element.ts'
import { disconnectTarget } from './disconnect-target.ts'
import { prefetchWhenInteractive } from './first-open-prefetch.ts'
import { createKernelLoader } from './kernel-loader.ts'
import { loadModal } from './load-modal.ts'
import { createModalMounter } from './modal-mounter.ts'
import { createInstanceApi } from './instance-api.ts'
import { applyFeatures } from './update-features.ts'
import type { Features } from '../../kernel/config/features.ts'
import type { AppKitOnlyFeatures, AppKitOnlyOptions } from '../../kernel/config/unsupported-options.ts'

export type { ThemeState } from './boot-state.ts'

export type CreateAppKitOptions = Omit<PorticoOptions, 'features'> &
  AppKitOnlyOptions & {
    /** Chain and feature plugins, e.g. `[evm()]`. The shell's own views are always composed first. */
    plugins?: readonly Plugin[]
    features?: PorticoOptions['features'] & AppKitOnlyFeatures
  }

export { forgetAppKit, getDefaultAppKit, internalsOf, registerAppKit, type AppKit, type AppKitInternals, type AppKitState } from './app-kit-instance.ts'
import { forgetAppKit, registerAppKit, type AppKit, type AppKitInternals, type AppKitState } from './app-kit-instance.ts'

const sameState = (a: AppKitState, b: AppKitState) => (Object.keys(a) as (keyof AppKitState)[]).every((k) => a[k] === b[k])

export function createAppKit(options: CreateAppKitOptions): AppKit {
  const { plugins = [], ...kernelOptions } = options
  const resolved = resolveOptions(kernelOptions)
  checkPlugins(Array.isArray(plugins) ? [coreViews, ...plugins] : plugins)
  checkSignInPlugin(resolved, plugins)
  const embedded = resolved.enableEmbedded
  const win = resolved.window ?? (typeof window === 'undefined' ? undefined : window)
  const doc = win?.document
  // The buttons' face starts loading with the page's first script, before React renders a label.
  if (doc) registerInterFont(doc)
  const boot = createBootState(resolved, win)
  const { network, accounts, theme } = boot
  const locale = createBootStore(chooseLocale(resolved.locale))
  const events = createBootEvents({ onListenerError: (error) => logError('an event listener threw', error) })

  /** Errors before the kernel (and its logger) exist, at the configured log level. */
  const logError = (message: string, error: unknown) => {
    const logger = loader.kernel?.get(TOKENS.logger)
    if (logger) logger.error(message, error)
    else if (LOG_LEVELS[resolved.logLevel ?? DEFAULT_LOG_LEVEL] <= LOG_LEVELS.error) console.error(`[portico] ${message}`, error)
  }

  /**
   * A console warning, once per message per instance: an option the app passed that Portico ignores.
   * Shown at the default log level (a mistake in the app's set-up, not noise); an app that sets
   * `logLevel` above warn hides it.
   */
  const warned = new Set<string>()
  const warnOnce = (message: string) => {
    if (warned.has(message)) return
    warned.add(message)
    if (resolved.logLevel === undefined || LOG_LEVELS[resolved.logLevel] <= LOG_LEVELS.warn) console.warn(`[portico] ${message}`)
  }

  let modal: Modal | undefined
  /** An open() asked for before the kernel loaded; applied when it has. */
  let pendingOpen: { options: OpenOptions | undefined } | undefined
  let initialized = false
  let disposed = false
  const subscriptions: Unsubscribable[] = []

  function computeState(): AppKitState {
    const m = modal?.get()
    const n = network.get()
    return {
      open: (m ? m.open : embedded) || pendingOpen !== undefined,
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
    if (!next.open) mounter?.closedEarly(inner.opener)
    // the kernel may open the modal itself (e.g. UnsupportedChain): mount it then too
    if (next.open && modal && mounter) mounter.mount().catch(() => {})
  }

  function markInitialized() {
    if (disposed || initialized) return
    initialized = true
    sync()
  }

  const loader = createKernelLoader({
    options: kernelOptions,
    // the options resolved above, in the locale shown by the time the kernel starts
    resolved: () => ({ ...resolved, locale: locale.get().tag }),
    plugins,
    window: win,
    warn: warnOnce,
    // Switches every store from the boot state to the kernel's streams.
    onLoad(kernel) {
      modal = kernel.get(TOKENS.modal)
      // a setLocale() while the kernel was being built
      if (kernel.get(TOKENS.locale).get().tag !== locale.get().tag) void kernel.get(TOKENS.locale).setLocale(locale.get().tag)
      const networkService = kernel.get(TOKENS.network)
      const connection = kernel.get(TOKENS.connection)
      if (pendingOpen) openWhenRestored(pendingOpen.options)
      events.attach(kernel.get(TOKENS.events))
      // what updateFeatures changed before the kernel loaded
      Object.assign(kernel.options.features, resolved.features)
      network.follow(storeOf(networkService, networkService.state$))
      accounts.follow(storeOf(connection, connection.accounts$))
      subscriptions.push(modal.state$.subscribe(sync), networkService.state$.subscribe(sync))
      // The embedded wallet's frame gets the theme now and again on each change, so its approval
      // card matches the modal.
      const authFrame = kernel.get(TOKENS.authFrame)
      authFrame.syncTheme(theme.get())
      subscriptions.push(theme.subscribe((current) => authFrame.syncTheme(current)))
      void connection.restored.then(markInitialized)
    },
    onError(error) {
      logError('could not load the kernel', error)
      // Nothing can resync the stored connections now.
      boot.abandonRestore()
      initialized = true
      pendingOpen = undefined
      sync()
    },
  })
  const loadKernel = () => loader.load()

  /**
   * Opens the kernel's modal for a pending open(). With no view asked for, open() shows Account or
   * Connect from the account, so it waits until a stored connection has been checked: a click on a
   * restoring account's button (an embedded wallet's check takes a frame load) shows Account, not
   * Connect. The first frame (the loading dialog) shows meanwhile.
   */
  function openWhenRestored(openOptions: OpenOptions | undefined) {
    const kernel = loader.kernel!
    const apply = () => {
      const pending = pendingOpen
      if (disposed || !pending || pending.options !== openOptions) return // closed, or a newer open() since
      pendingOpen = undefined
      modal!.open(pending.options)
      preloadView(kernel.get(TOKENS.router).get().view)
      sync()
    }
    if (openOptions?.view) apply()
    else void kernel.get(TOKENS.connection).restored.then(apply, apply)
  }

  function preloadView(view: ViewName) {
    const loaded = loader.kernel
    const viewLoader = loaded ? loaded.get(TOKENS.views).get(view) : coreViews.views?.[view]
    // the view's chunk is fetched at once (import() is idempotent; the outlet's loadView reuses it and
    // shows a failure when it renders); load-view.ts itself stays out of the first bundle
    if (viewLoader) viewLoader().catch(() => {})
    // and, once the kernel knows the plugins' views, the plugin sections it shows (e.g. the email field)
    Promise.all([loadKernel(), loadModal()])
      .then(([kernel, m]) => m.loadViewWithSections(kernel, view))
      .catch(() => {})
  }

  const self: AppKit = {
    open(openOptions) {
      if (disposed) return Promise.resolve()
      if (modal) {
        if (initialized || openOptions?.view) modal.open(openOptions)
        else {
          pendingOpen = { options: openOptions }
          openWhenRestored(openOptions)
          sync()
        }
        return mounter ? mounter.mount() : Promise.resolve()
      }
      if (!doc) return Promise.resolve() // a server shows nothing
      pendingOpen = { options: openOptions }
      // the view's chunk downloads beside the kernel's and the modal's, not after them
      preloadView(openOptions?.view ?? 'Connect')
      sync()
      return mounter ? mounter.mount() : loadKernel().then(() => undefined)
    },
    close() {
      if (pendingOpen) {
        pendingOpen = undefined
        sync()
      } else if (modal) modal.close()
    },
    switchNetwork: (target) => loadKernel().then((k) => k.get(TOKENS.connection).switchNetwork(target)),
    disconnect: (target) => loadKernel().then((k) => disconnectTarget(k, target, network.get().activeNamespace)),
    getState: () => state.get(),
    subscribeState(listener) {
      const s = state.subscribe(listener)
      return () => s.unsubscribe()
    },
    getLocale: () => locale.get().tag,
    async setLocale(tag) {
      if (typeof tag !== 'string') throw new TypeError(`Invalid locale: expected a BCP-47 tag such as "es", got ${typeof tag}`)
      const choice = chooseLocale(tag)
      // the modal's catalogs first, so the buttons and the modal change together
      if (loader.kernel) await loader.kernel.get(TOKENS.locale).setLocale(choice.tag)
      if (!disposed && locale.get().tag !== choice.tag) locale.set(choice)
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
    updateFeatures(features) {
      applyFeatures(features, [resolved, loader.kernel?.options], (message) => warnOnce(message))
    },
    updateOptions(changes) {
      for (const [key, value] of Object.entries(changes ?? {})) {
        if (value === undefined) continue
        if (key === 'features') self.updateFeatures(value as Partial<Features>)
        else if (key === 'themeMode') self.setThemeMode(value as ThemeMode)
        else if (key === 'themeVariables') self.setThemeVariables(value as ThemeVariables)
        else warnOnce(`updateOptions: "${key}" is fixed when createAppKit runs; the change is ignored`)
      }
    },
    ...createInstanceApi({
      accounts,
      network,
      theme,
      events,
      kernel: () => loader.kernel,
      loadKernel,
      isOpen: () => state.get().open,
    }),
    dispose() {
      if (disposed) return
      disposed = true
      events.dispose()
      pendingOpen = undefined
      for (const s of subscriptions) s.unsubscribe()
      boot.dispose()
      cancelPrefetch()
      mounter?.dispose()
      loader.dispose()
      forgetAppKit(self)
    },
  }

  // An embedded modal is rendered by <AppKitModal/>, and a server renders none.
  const mounter =
    doc && !embedded
      ? createModalMounter({
          document: doc,
          appKit: self,
          loadKernel,
          loadedKernel: () => loader.kernel,
          theme,
          locale,
          isOpen: () => state.get().open,
          close: () => self.close(),
          onFailure() {
            if (modal?.get().open) modal.close({ force: true })
            else if (pendingOpen) {
              pendingOpen = undefined
              sync()
            }
          },
          logError,
        })
      : undefined

  const inner: AppKitInternals = {
    options: resolved,
    get kernel() {
      return loader.kernel
    },
    loadKernel,
    network,
    accounts,
    state,
    theme,
    locale,
    events,
    opener: null,
    preload(view) {
      if (!doc || disposed) return
      // The overlay modal mounts (closed) once its parts have arrived: an open then only renders its
      // view. A failure here is the next open's to report.
      if (mounter) mounter.mount().catch(() => {})
      else {
        loadKernel().catch(() => {})
        loadModal().catch(() => {})
      }
      const connected = accounts.get()[network.get().activeNamespace]?.status === 'connected'
      preloadView(view ?? (connected ? 'Account' : 'Connect'))
    },
  }
  // On a server an instance given a storage reads one visitor's state (e.g. a request's cookies): it
  // must never become the default that later requests' hooks fall back to.
  registerAppKit(self, inner, Boolean(win) || kernelOptions.storage === undefined)

  // A phone has no hover: what the first open shows is fetched once the page is interactive.
  const cancelPrefetch = win && resolved.prefetch !== false ? prefetchWhenInteractive(win, () => inner.preload()) : () => {}

  if ((boot.toRestore.length > 0 || carriesSocialResult(win?.location?.href)) && win) {
    // A visitor who was connected starts 'connecting' and is resynced at once, so the button goes
    // connecting → connected without waiting for a click;
    // a page back from a social login's consent page finishes that login now (the embedded wallet).
    loadKernel().catch(() => {})
  } else {
    // Nothing to resync (as the kernel would report a tick later).
    queueMicrotask(markInitialized)
  }
  return self
}
