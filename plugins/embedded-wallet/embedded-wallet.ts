// `embeddedWallet()`: email login through the auth frame (SPEC §4). Its code loads with the kernel,
// its views when first shown; the frame itself is created on first need by the kernel's bridge.
import type { Plugin } from 'portico'

declare module 'portico' {
  interface ViewData {
    /** The email field the Connect view shows at its top (see ui/views/connect/connect-section.tsx). */
    ConnectSection: undefined
    EmailVerifyOtp: { email: string }
    EmailVerifyDevice: { email: string }
  }
}

export function embeddedWallet(): Plugin {
  return {
    id: 'embedded-wallet',
    load: () => import('./embedded-wallet-parts.ts').then((m) => m.embeddedWalletParts()),
  }
}
