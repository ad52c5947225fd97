// A QR code drawn as one SVG path (the `qr` encoder, ~7 KB gzip): only views import it, so it loads
// with them and never with the page's first bundle.
import { useMemo, type SVGProps } from 'react'
import encodeQR from 'qr'

export type QrCodeProps = Omit<SVGProps<SVGSVGElement>, 'role' | 'viewBox'> & {
  value: string
  /** The accessible name: what the code carries, for a person who cannot see it. */
  label: string
}

/** The standard quiet zone (ISO/IEC 18004): 4 light modules on each side. The encoder's default is 2, which phone cameras read badly on a dark page. */
export const QR_QUIET_ZONE_MODULES = 4

/** `value` as a QR code (medium error correction, with its quiet zone), named for screen readers. */
export function QrCode({ value, label, className = 'size-56 rounded-lg bg-white', ...rest }: QrCodeProps) {
  const path = useMemo(() => qrPath(value), [value])
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${path.size} ${path.size}`} className={className} shapeRendering="crispEdges" {...rest}>
      <path d={path.d} fill="#000" style={{ fill: 'var(--pc-qr-color, #000)' }} />
    </svg>
  )
}

export function qrPath(value: string): { d: string; size: number } {
  const modules = encodeQR(value, 'raw', { ecc: 'medium', border: QR_QUIET_ZONE_MODULES })
  let d = ''
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`
    })
  })
  return { d, size: modules.length }
}
