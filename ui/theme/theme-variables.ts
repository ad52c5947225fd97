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

  // AppKit's newer `--apkt-` name wins over its `--w3m-` twin
  const v = <K extends string>(name: K) =>
    (variables as Record<string, string | number | undefined>)[`--apkt-${name}`] ?? (variables as Record<string, string | number | undefined>)[`--w3m-${name}`]
  const accent = v('accent')
  if (accent) out['--pc-accent'] = String(accent)
  const font = v('font-family')
  if (font) out['--pc-font'] = String(font)
  const radius = v('border-radius-master')
  if (radius) out['--pc-radius-master'] = String(radius)
  const fontSize = v('font-size-master')
  if (fontSize) out['--pc-font-size-master'] = String(fontSize)
  const zIndex = v('z-index')
  if (zIndex !== undefined) out['--pc-z-index'] = String(zIndex)
  const qr = v('qr-color')
  if (qr) out['--pc-qr-color'] = String(qr)
  const mix = v('color-mix')
  if (mix) {
    const strength = Math.min(100, Math.max(0, Number(v('color-mix-strength') ?? 0)))
    for (const name of MIXED) {
      out[`--pc-${name}`] = `color-mix(in srgb, ${mix} ${strength}%, ${tokens[mode][name]})`
    }
  }
  return out
}

/** Sets the theme on a host element (the button's or the modal's shadow host). */
export function applyTheme(host: HTMLElement, mode: ThemeMode, variables?: ThemeVariables): void {
  host.setAttribute('data-theme', mode)
  for (const [name, value] of Object.entries(themeProperties(mode, variables))) host.style.setProperty(name, value)
}
