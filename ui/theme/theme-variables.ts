import type { ThemeMode, ThemeVariables } from 'portico'
import { tokens, type ColorToken } from './tokens.ts'

/** The surfaces an AppKit-style '--w3m-color-mix' tints. */
const MIXED: readonly ColorToken[] = ['bg', 'surface', 'surface-hover']

/**
 * The CSS variables to set on a shadow host: the mode's tokens, the shared ones, then the
 * integrator's AppKit-named overrides. Applied with `style.setProperty`, so a value can never
 * escape its declaration.
 */
export function themeProperties(mode: ThemeMode, variables: ThemeVariables = {}): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(tokens[mode])) out[`--pc-${name}`] = value
  for (const [name, value] of Object.entries(tokens.shared)) out[`--pc-${name}`] = value

  const v = variables
  if (v['--w3m-accent']) out['--pc-accent'] = v['--w3m-accent']
  if (v['--w3m-font-family']) out['--pc-font'] = v['--w3m-font-family']
  if (v['--w3m-border-radius-master']) out['--pc-radius-master'] = v['--w3m-border-radius-master']
  if (v['--w3m-font-size-master']) out['--pc-font-size-master'] = v['--w3m-font-size-master']
  if (v['--w3m-z-index'] !== undefined) out['--pc-z-index'] = String(v['--w3m-z-index'])
  if (v['--w3m-color-mix']) {
    const strength = Math.min(100, Math.max(0, Number(v['--w3m-color-mix-strength'] ?? 0)))
    for (const name of MIXED) {
      out[`--pc-${name}`] = `color-mix(in srgb, ${v['--w3m-color-mix']} ${strength}%, ${tokens[mode][name]})`
    }
  }
  return out
}

/** Sets the theme on a host element (the button's or the modal's shadow host). */
export function applyTheme(host: HTMLElement, mode: ThemeMode, variables?: ThemeVariables): void {
  host.setAttribute('data-theme', mode)
  for (const [name, value] of Object.entries(themeProperties(mode, variables))) host.style.setProperty(name, value)
}
