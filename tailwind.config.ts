import type { Config } from 'tailwindcss'
import { tokens, type ColorToken } from './ui/theme/tokens.ts'

export { tokens, type ColorToken } from './ui/theme/tokens.ts'

const color = (name: ColorToken) => `var(--pc-${name})`
const radius = (times: number) => `calc(var(--pc-radius-master) * ${times})`
const fontSize = (times: number) => `calc(var(--pc-font-size-master) * ${times})`

export default {
  theme: {
    extend: {
      colors: Object.fromEntries((Object.keys(tokens.dark) as ColorToken[]).map((name) => [name, color(name)])),
      borderRadius: {
        sm: radius(2),
        md: radius(3),
        lg: radius(4),
        xl: radius(6),
        '2xl': radius(8),
      },
      fontFamily: {
        sans: 'var(--pc-font)',
      },
      fontSize: {
        xs: [fontSize(1.2), { lineHeight: '1.35' }],
        sm: [fontSize(1.4), { lineHeight: '1.4' }],
        base: [fontSize(1.6), { lineHeight: '1.4' }],
        lg: [fontSize(2), { lineHeight: '1.3' }],
      },
      width: {
        modal: 'var(--pc-modal-width)',
      },
      zIndex: {
        modal: 'var(--pc-z-index)',
      },
      boxShadow: {
        modal: '0 12px 48px 0 var(--pc-shadow)',
      },
    },
  },
} satisfies Config
