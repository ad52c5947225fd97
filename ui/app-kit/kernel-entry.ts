// The kernel chunk: inversify, rxjs, every kernel service and the plugins' loaded parts. Only
// `createAppKit` imports it, with import(): on first open or action, on a pointer or focus on a
// button, or at once when a stored connection must be restored.
import type { Kernel } from '../../kernel/container/create-kernel.ts'
import { loadResolvedKernel } from '../../kernel/container/load-kernel.ts'
import type { ResolvedOptions } from '../../kernel/config/resolve-options.ts'
import type { Plugin } from '../../kernel/plugin/plugin.ts'
import { coreViews } from '../views/core-views.ts'
import { DEFAULT_FEATURES } from '../../kernel/config/features.ts'
import { unsupportedOptions, unsupportedOptionWarning } from '../../kernel/config/unsupported-options.ts'

/** The console warnings for the options an app passed that Portico does not support, one each. */
export function unsupportedOptionWarnings(options: object): string[] {
  return unsupportedOptions(options, Object.keys(DEFAULT_FEATURES)).map(unsupportedOptionWarning)
}

/** Builds the instance's kernel from createAppKit's resolved options: the shell's own views first, then the dApp's plugins. */
export function startKernel(resolved: ResolvedOptions, plugins: readonly Plugin[]): Promise<Kernel> {
  return loadResolvedKernel(resolved, [coreViews, ...plugins])
}
