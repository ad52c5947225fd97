// The boot layer: what a page runs before the modal first opens. It validates the options, reads
// the stored state the buttons and hooks show (boot-state.ts), and loads the kernel
// (kernel-loader.ts) and the modal (modal-mounter.ts) only when they are needed; this file holds
// the public handle over them, assembled from named parts beside it: the console (boot-log.ts), the
// state the page reads (app-kit-state.ts), the switch to the kernel (follow-kernel.ts), an open
// that waits for it (open-when-restored.ts), preloading (preload-view.ts), the overlay's mounter
// (overlay-mounter.ts), the settings (settings-api.ts) and the rest of the instance
// (instance-api.ts). Import kernel FILES here, never the kernel/index.ts barrel, and values only
// from files without inversify or rxjs: this module is in the page's first bundle
// (bench/bundle-budget.test.ts keeps it there and small).
import { carriesSocialResult } from '../../kernel/auth-frame/social-result.ts'
import type { PorticoOptions } from '../../kernel/config/options.ts'
import { resolveOptions } from '../../kernel/config/resolve-options.ts'
import { chooseLocale } from '../../kernel/i18n/locale-tag.ts'
import type { Modal, OpenOptions } from '../../kernel/modal/modal.ts'
import { checkPlugins, checkSignInPlugin } from '../../kernel/plugin/check-plugins.ts'
import type { Plugin } from '../../kernel/plugin/plugin.ts'
import type { ViewName } from '../../kernel/router/views.ts'
import { TOKENS } from '../../kernel/tokens.ts'
import { registerInterFont } from '../theme/inter-font.ts'
import { coreViews } from '../views/core-views.ts'
import { appKitState, publishState } from './app-kit-state.ts'
import { createBootEvents } from './boot-events.ts'
import { createBootLog } from './boot-log.ts'
import { createBootState } from './boot-state.ts'
import { createBootStore, type BootStore, type Unsubscribable } from './boot-store.ts'
import { followKernel } from './follow-kernel.ts'
import { prefetchWhenInteractive } from './first-open-prefetch.ts'
import { createKernelLoader } from './kernel-loader.ts'
import { whenRestored } from './open-when-restored.ts'
import { overlayMounter } from './overlay-mounter.ts'
import { createInstanceApi } from './instance-api.ts'
import { preloadFirstOpen, preloadView } from './preload-view.ts'
import { createSettingsApi } from './settings-api.ts'
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
  const [logError, warnOnce] = createBootLog(resolved.logLevel, () => loader.kernel)
  const events = createBootEvents({ onListenerError: (error) => logError('an event listener threw', error) })

  let modal: Modal | undefined
  /** An open() asked for before the kernel loaded; applied when it has. */
  let pendingOpen: { options: OpenOptions | undefined } | undefined
  let initialized = false
  let disposed = false
  const subscriptions: Unsubscribable[] = []

  const computeState = () => appKitState(modal, network.get(), embedded, pendingOpen !== undefined, initialized)
  const state: BootStore<AppKitState> = createBootStore(computeState())
  const sync = () => publishState(inner, computeState(), doc, mounter, modal !== undefined)

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
    onLoad(kernel) {
      modal = kernel.get(TOKENS.modal)
      // a setLocale() while the kernel was being built
      if (kernel.get(TOKENS.locale).get().tag !== locale.get().tag) void kernel.get(TOKENS.locale).setLocale(locale.get().tag)
      if (pendingOpen) openWhenRestored(pendingOpen.options)
      followKernel(kernel, boot, events, resolved.features, subscriptions, sync, markInitialized)
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

  const inner = {
    options: resolved,
    get kernel() {
      return loader.kernel
    },
    // the stores the buttons and hooks read, and the kernel's loader
    loadKernel, network, accounts, state, theme, locale, events,
    opener: null as Element | null,
    preload(view?: ViewName) {
      if (doc && !disposed) preloadFirstOpen(inner, mounter, view)
    },
  } satisfies AppKitInternals

  /** Opens the kernel's modal for a pending open(), unless it was closed or another open() came since. */
  function openWhenRestored(openOptions: OpenOptions | undefined) {
    const kernel = loader.kernel!
    whenRestored(kernel, openOptions?.view, () => {
      const pending = pendingOpen
      if (disposed || !pending || pending.options !== openOptions) return // closed, or a newer open() since
      pendingOpen = undefined
      modal!.open(pending.options)
      preloadView(inner, kernel.get(TOKENS.router).get().view)
      sync()
    })
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
      preloadView(inner, openOptions?.view ?? 'Connect')
      sync()
      return mounter ? mounter.mount() : loadKernel().then(() => undefined)
    },
    close() {
      if (pendingOpen) {
        pendingOpen = undefined
        sync()
      } else if (modal) modal.close()
    },
    ...createSettingsApi(inner, () => disposed, warnOnce),
    ...createInstanceApi(inner),
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

  // Nothing could show the modal: the instance says it is closed (a later open tries again).
  const mounter = overlayMounter(doc, embedded, self, inner, () => {
    if (modal?.get().open) modal.close({ force: true })
    else if (pendingOpen) {
      pendingOpen = undefined
      sync()
    }
  }, logError)

  // On a server an instance given a storage reads one visitor's state (e.g. a request's cookies): it
  // must never become the default that later requests' hooks fall back to.
  registerAppKit(self, inner, Boolean(win) || kernelOptions.storage === undefined)
  // A phone has no hover: what the first open shows is fetched once the page is interactive.
  const cancelPrefetch = win && resolved.prefetch !== false ? prefetchWhenInteractive(win, () => inner.preload()) : () => {}

  // A visitor who was connected starts 'connecting' and is resynced at once, so the button goes
  // connecting → connected without waiting for a click; a page back from a social login's consent
  // page finishes that login now (the embedded wallet). Else there is nothing to resync, as the
  // kernel would report a tick later.
  if ((boot.toRestore.length > 0 || carriesSocialResult(win?.location?.href)) && win) loadKernel().catch(() => {})
  else queueMicrotask(markInitialized)
  return self
}
