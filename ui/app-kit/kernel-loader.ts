// Loads an instance's kernel once: the kernel chunk (inversify, rxjs, the services) and, beside it,
// the plugins' own parts. In the page's first bundle: the kernel arrives only through import().
import type { PorticoOptions } from '../../kernel/config/options.ts'
import type { ResolvedOptions } from '../../kernel/config/resolve-options.ts'
import type { Kernel } from '../../kernel/container/create-kernel.ts'
import { PorticoError } from '../../kernel/errors/portico-error.ts'
import type { Plugin, PluginParts } from '../../kernel/plugin/plugin.ts'

type KernelEntry = typeof import('./kernel-entry.ts')

export interface KernelLoaderOptions {
  /** The options as the app passed them: the ones Portico ignores are named from these. */
  options: PorticoOptions
  /** The options the kernel starts with, resolved once by createAppKit; asked as the kernel starts. */
  resolved(): ResolvedOptions
  plugins: readonly Plugin[]
  /** The page's window; without one (server rendering) nothing loads. */
  window: Window | undefined
  /** A console warning (once per message): the options the app passed that Portico ignores, named as the kernel starts. */
  warn?(message: string): void
  /** Runs once as the kernel arrives, before `load()` resolves: the instance switches to its state. */
  onLoad(kernel: Kernel): void
  /** A failed load (e.g. a chunk that did not download); the next `load()` tries again. */
  onError(error: unknown): void
  /** The kernel chunk; tests pass their own. */
  importKernel?: () => Promise<Pick<KernelEntry, 'startKernel'> & Partial<Pick<KernelEntry, 'unsupportedOptionWarnings'>>>
}

export interface KernelLoader {
  /** The kernel once it has loaded. */
  readonly kernel: Kernel | undefined
  /** Loads the kernel once (retried after a failure); rejects on a server and after dispose. */
  load(): Promise<Kernel>
  /** Disposes the kernel, now or as it arrives. */
  dispose(): void
}

/** Starts a plugin's `load()` now; the kernel chunk's `loadKernel` awaits the same promise. */
function startLoad(plugin: Plugin): Plugin {
  if (!plugin.load) return plugin
  const parts = new Promise<PluginParts>((resolve) => resolve(plugin.load!()))
  parts.catch(() => {}) // reported when the kernel awaits it
  return { ...plugin, load: () => parts }
}

const disposedError = () => new PorticoError('DISPOSED', 'This AppKit instance was disposed')

export function createKernelLoader(o: KernelLoaderOptions): KernelLoader {
  const importKernel = o.importKernel ?? (() => import('./kernel-entry.ts'))
  let kernel: Kernel | undefined
  let loading: Promise<Kernel> | undefined
  let disposed = false

  function arrived(loaded: Kernel): Kernel {
    if (disposed) {
      loaded.dispose()
      throw disposedError()
    }
    kernel = loaded
    o.onLoad(loaded)
    return loaded
  }

  return {
    get kernel() {
      return kernel
    },
    load() {
      if (kernel) return Promise.resolve(kernel)
      if (disposed) return Promise.reject(disposedError())
      if (!o.window) return Promise.reject(new PorticoError('NO_WINDOW', 'The AppKit kernel loads in a browser, not during server rendering'))
      if (loading) return loading
      // Plugin parts download beside the kernel chunk, not after it.
      const plugins = o.plugins.map(startLoad)
      loading = importKernel()
        .then((m) => {
          // named from the kernel chunk: the list of known options stays out of the page's first bundle
          for (const message of m.unsupportedOptionWarnings?.(o.options) ?? []) o.warn?.(message)
          return m.startKernel(o.resolved(), plugins)
        })
        .then(arrived, (error: unknown) => {
          loading = undefined // a failed chunk load (offline) may be retried
          if (!disposed) o.onError(error)
          throw error
        })
      return loading
    },
    dispose() {
      disposed = true
      kernel?.dispose()
    },
  }
}
