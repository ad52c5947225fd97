/**
 * Portico's design tokens. Each token is a CSS variable (`--pc-<name>`) set on the modal's shadow
 * host: `tokens.dark` / `tokens.light` give the per-mode values, `tokens.shared` the rest, and an
 * integrator's AppKit-style `themeVariables` ('--w3m-accent', ...) override them at runtime
 * (ui/theme/theme-variables.ts). Tailwind utilities only ever read the variables, so one compiled
 * stylesheet serves both modes and every override. tailwind.config.ts builds the modal's utilities on
 * them; they live apart from it so the buttons, in the page's first bundle, take the tokens only.
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
    /** The QR code's dark modules; its background is always white (a camera reads dark on light). */
    'qr-color': '#000000',
  },
} as const

export type ColorToken = keyof typeof tokens.dark
