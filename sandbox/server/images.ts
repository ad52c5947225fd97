// Generated SVG images: logos for the generated wallets, network/asset icons, currency and token
// icons. Deterministic: the same id always gives the same picture.
import { createHash } from 'node:crypto'

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!)

/** Two hues from the hash of `seed`. */
function colors(seed: string): [string, string] {
  const digest = createHash('sha256').update(seed).digest()
  const hue = (digest[0] * 360) / 256
  return [`hsl(${hue.toFixed(0)} 70% 45%)`, `hsl(${((hue + 40) % 360).toFixed(0)} 75% 60%)`]
}

/** A square tile (rounded corners) or a disc, with a gradient and up to four characters of text. */
export function tileSvg(seed: string, label: string, shape: 'square' | 'circle' = 'square'): string {
  const [a, b] = colors(seed)
  const chars = [...label].slice(0, 4)
  const text = escapeXml(chars.join(''))
  const size = chars.length > 3 ? 26 : chars.length > 2 ? 32 : 44
  const frame =
    shape === 'circle' ? '<circle cx="60" cy="60" r="60" fill="url(#g)"/>' : '<rect width="120" height="120" rx="28" fill="url(#g)"/>'
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
${frame}
<text x="60" y="60" dy="0.35em" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-weight="700" font-size="${size}" fill="#fff">${text}</text>
</svg>
`
}

/** The initials of a wallet name: 'Aurora Vault' → 'AV'. */
export function initials(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? ['?']
  return words
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('')
}
