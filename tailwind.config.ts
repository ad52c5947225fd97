import type { Config } from 'tailwindcss'

/**
 * Portico's design tokens. Each token is a CSS variable (`--pc-<name>`) set on the modal's shadow
 * host: `tokens.dark` / `tokens.light` give the per-mode values, `tokens.shared` the rest, and an
 * integrator's AppKit-style `themeVariables` ('--w3m-accent', ...) override them at runtime
 * (ui/theme/theme-variables.ts). Tailwind utilities only ever read the variables, so one compiled
 * stylesheet serves both modes and every override.
 */
export const tokens = {
  dark: {
    bg: '#141414',
    surface: '#202020',
    'surface-hover': '#2c2c2c',
    line: 'rgba(255, 255, 255, 0.1)',
    fg: '#f2f2f2',
    muted: '#a3a3a3',
    accent: '#4c5fd5',
    'accent-fg': '#ffffff',
    success: '#3ccb7f',
    error: '#ff7a85',
    overlay: 'rgba(0, 0, 0, 0.6)',
    shadow: 'rgba(0, 0, 0, 0.5)',
  },
  light: {
    bg: '#ffffff',
    surface: '#f3f3f4',
    'surface-hover': '#e7e7e9',
    line: 'rgba(0, 0, 0, 0.1)',
    fg: '#141414',
    muted: '#5f5f63',
    accent: '#4c5fd5',
    'accent-fg': '#ffffff',
    success: '#13804a',
    error: '#c92a3b',
    overlay: 'rgba(0, 0, 0, 0.3)',
    shadow: 'rgba(0, 0, 0, 0.18)',
  },
  shared: {
    font: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    'radius-master': '4px',
    'font-size-master': '10px',
    'z-index': '999',
    'modal-width': '360px',
  },
} as const

export type ColorToken = keyof typeof tokens.dark

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
