import { Container, type ServiceIdentifier } from 'inversify'
import type { PorticoOptions } from '../config/options.ts'
import { resolveOptions, type ResolvedOptions } from '../config/resolve-options.ts'
import { PorticoError } from '../errors/portico-error.ts'
import { checkPlugins, checkSignInPlugin } from '../plugin/check-plugins.ts'
import type { Plugin } from '../plugin/plugin.ts'
import { TOKENS } from '../tokens.ts'
import { createViewRegistry } from '../views/view-registry.ts'
import { bindShellServices } from './bind-shell-services.ts'
import { bindWalletServices } from './bind-wallet-services.ts'
import type { KernelBuild } from './kernel-build.ts'
import { startKernelServices } from './start-kernel-services.ts'

type ServiceOf<K extends keyof typeof TOKENS> = (typeof TOKENS)[K] extends ServiceIdentifier<infer T> ? T : never
/** Replacement services, keyed like TOKENS; used by `createTestKernel`. */
export type ServiceOverrides = { [K in keyof typeof TOKENS]?: ServiceOf<K> }

export interface Kernel {
  readonly options: ResolvedOptions
  readonly plugins: readonly Plugin[]
  get<T>(token: ServiceIdentifier<T>): T
  /** Stops every subscription the kernel holds; the instance is unusable afterwards. */
  dispose(): void
}

/** Builds one modal instance: its own container and services, nothing shared with another instance. */
export function createKernel(options: PorticoOptions, plugins: readonly Plugin[] = [], overrides: ServiceOverrides = {}): Kernel {
  return createResolvedKernel(resolveOptions(options), plugins, overrides)
}

/** `createKernel` for options resolved already (createAppKit resolves them once, at the page's start). */
export function createResolvedKernel(resolved: ResolvedOptions, plugins: readonly Plugin[] = [], overrides: ServiceOverrides = {}): Kernel {
  checkPlugins(plugins, { resolved: true })
  checkSignInPlugin(resolved, plugins)
  const win = resolved.window ?? (typeof window === 'undefined' ? undefined : window)
  const container = new Container({ defaultScope: 'Singleton' })
  const get = <T>(token: ServiceIdentifier<T>): T => container.get(token)
  const build: KernelBuild = { container, resolved, plugins, views: createViewRegistry(plugins), win, get, context: { options: resolved, window: win, get }, made: {} }
  bindShellServices(build)
  bindWalletServices(build)

  for (const plugin of plugins) if (plugin.services) container.load(plugin.services)
  for (const [name, value] of Object.entries(overrides)) {
    const token = TOKENS[name as keyof typeof TOKENS] as ServiceIdentifier<unknown>
    if (!token) throw new PorticoError('INVALID_OPTION', `Unknown service override "${name}"`)
    container.rebind(token).toConstantValue(value)
  }

  const stop = startKernelServices(build)
  let disposed = false
  return {
    options: resolved,
    plugins,
    get,
    dispose() {
      if (disposed) return
      disposed = true
      stop()
    },
  }
}
