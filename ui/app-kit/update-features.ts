// `updateFeatures` at run time: the flags are checked as createAppKit checks them (an unknown one is
// named in a warning and skipped, a bad value throws INVALID_OPTION naming it), then merged into
// every copy of the resolved options the instance holds (the boot layer's and the kernel's): a view
// reads them when it draws.
import { DEFAULT_FEATURES, type Features } from '../../kernel/config/features.ts'
import { resolveOptions, type ResolvedOptions } from '../../kernel/config/resolve-options.ts'
import { unsupportedOptionWarning } from '../../kernel/config/unsupported-option-warning.ts'

export function applyFeatures(changes: Partial<Features>, targets: readonly (Pick<ResolvedOptions, 'features' | 'networks'> | undefined)[], warn: (message: string) => void): void {
  if (typeof changes !== 'object' || changes === null) throw new TypeError(`Invalid features: expected an object, got ${changes === null ? 'null' : typeof changes}`)
  const first = targets.find((t) => t !== undefined)
  if (!first) return
  for (const key of Object.keys(changes)) if (!(key in DEFAULT_FEATURES)) warn(unsupportedOptionWarning(`features.${key}`))
  // validation only: resolveOptions names a bad value as createAppKit would
  const checked = resolveOptions({ networks: first.networks, features: { ...first.features, ...changes } }).features
  const known = Object.keys(changes).filter((key) => key in DEFAULT_FEATURES) as (keyof Features)[]
  for (const target of targets) {
    if (!target) continue
    for (const key of known) (target.features as unknown as Record<string, unknown>)[key] = checked[key]
  }
}
