// A brand's logo (a social login, WalletConnect), drawn from Simple Icons' path data (CC0-1.0,
// ui/components/brand-paths.ts). Decorative: the control beside it carries the name ('Continue with Google').

export interface BrandIconProps {
  /** A 24×24 path and the brand's colour (hex, no '#'): an entry of BRAND_PATHS. */
  icon: { readonly path: string; readonly hex: string }
  size?: number
}

/**
 * The logo in its brand colour; a near-black brand (X, GitHub, Apple) takes the text colour, so it
 * reads on the dark theme as on the light one.
 */
export function BrandIcon({ icon, size = 20 }: BrandIconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill={brandFill(icon.hex)} aria-hidden="true" focusable="false" className="shrink-0">
      <path d={icon.path} />
    </svg>
  )
}

/** `#4285F4`, or `currentColor` when the brand's colour is too dark to read on a dark surface. */
export function brandFill(hex: string): string {
  const value = Number.parseInt(hex, 16)
  if (!/^[0-9a-f]{6}$/i.test(hex)) return 'currentColor'
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255]
  const luminance = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
  return luminance < 0.2 ? 'currentColor' : `#${hex}`
}
