import type { PorticoOptions } from '../config/options.ts'
import { resolveOptions, type ResolvedOptions } from '../config/resolve-options.ts'
import type { Plugin } from '../plugin/plugin.ts'
import { TOKENS } from '../tokens.ts'
import { createResolvedKernel, type Kernel, type ServiceOverrides } from './create-kernel.ts'

/** Fetches each plugin's lazily loaded parts (in parallel) and merges them into the plugin. */
export async function resolvePlugins(plugins: readonly Plugin[]): Promise<Plugin[]> {
  return Promise.all(
    plugins.map(async (plugin) => {
      if (!plugin.load) return plugin
      const { load, ...eager } = plugin
      const parts = await load()
      return { ...eager, ...parts, views: { ...eager.views, ...parts.views } }
    }),
  )
}

/** `createKernel` for plugins that load their code on demand. */
export function loadKernel(options: PorticoOptions, plugins: readonly Plugin[] = [], overrides?: ServiceOverrides): Promise<Kernel> {
  return loadResolvedKernel(resolveOptions(options), plugins, overrides)
}

/** `loadKernel` for options resolved already (createAppKit's). */
export async function loadResolvedKernel(resolved: ResolvedOptions, plugins: readonly Plugin[] = [], overrides?: ServiceOverrides): Promise<Kernel> {
  const kernel = createResolvedKernel(resolved, await resolvePlugins(plugins), overrides)
  // The modal shows in its language from its first frame: a locale other than English loads its catalogs first.
  await kernel.get(TOKENS.locale).ready
  return kernel
}
