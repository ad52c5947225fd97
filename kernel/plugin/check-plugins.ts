import { PorticoError } from '../errors/portico-error.ts'
import type { PorticoOptions } from '../config/options.ts'
import type { Plugin } from './plugin.ts'

/**
 * Checks a composition before anything loads: a list of plugin objects, each id once, each
 * `requires` met. Pure and small, so `createAppKit` can throw at once while the kernel loads later.
 * `resolved`: also refuse plugins whose parts have not been loaded yet (what `createKernel` needs).
 */
export function checkPlugins(plugins: readonly Plugin[], options: { resolved?: boolean } = {}): void {
  if (!Array.isArray(plugins)) throw new PorticoError('INVALID_OPTION', 'Invalid option "plugins": expected a list of plugins')
  const ids = new Set<string>()
  for (const [i, p] of plugins.entries()) {
    if (typeof p !== 'object' || p === null || typeof p.id !== 'string' || !p.id) {
      throw new PorticoError('INVALID_OPTION', `Invalid option "plugins[${i}]": expected a plugin object with an id`)
    }
    if (ids.has(p.id)) throw new PorticoError('INVALID_OPTION', `Invalid option "plugins": plugin "${p.id}" is composed twice`)
    ids.add(p.id)
  }
  for (const p of plugins) {
    if (options.resolved && p.load) {
      throw new PorticoError('UNRESOLVED_PLUGIN', `Plugin "${p.id}" loads its code on demand: build the kernel with loadKernel()`)
    }
    for (const needed of p.requires ?? []) {
      if (!ids.has(needed)) throw new PorticoError('MISSING_PLUGIN', `Plugin "${p.id}" requires plugin "${needed}"`)
    }
  }
}

/** An app that asks for sign-in must not silently get none: the flow lives in the siwx plugin. */
export function checkSignInPlugin(options: Pick<PorticoOptions, 'siwx' | 'siweConfig'>, plugins: readonly Plugin[]): void {
  const option = options.siwx !== undefined ? 'siwx' : options.siweConfig !== undefined ? 'siweConfig' : undefined
  if (option && Array.isArray(plugins) && !plugins.some((p) => p?.id === 'siwx')) {
    throw new PorticoError('MISSING_PLUGIN', `The ${option} option needs the siwx plugin: add siwx() from 'portico/plugins/siwx' to plugins`)
  }
}
