// `embeddedWallet()`: email, social and Farcaster login through the auth frame. Its code loads with the kernel,
// its views when first shown; the frame itself is created on first need by the kernel's bridge.
import type { Plugin } from 'portico'
import type { EmbeddedWalletOptions } from './embedded-wallet-options.ts'
import type { RedirectProvider } from './social-login.ts'

declare module 'portico' {
  interface ViewData {
    /** The email field the Connect view shows at its top (see ui/views/connect/connect-section.tsx). */
    ConnectSection: undefined
    EmailVerifyOtp: { email: string }
    EmailVerifyDevice: { email: string }
    /** The embedded wallet's part of the Account view (see ui/views/account/account-section.tsx). */
    AccountSection: undefined
    /** The account's active ERC-7715 permissions, each with Revoke (features.smartSessions). */
    Permissions: undefined
    /** `email`: the user's email now; `newEmail`: the one it becomes. */
    UpdateEmailWallet: { email: string }
    UpdateEmailPrimaryOtp: { email: string; newEmail: string }
    UpdateEmailSecondaryOtp: { email: string; newEmail: string }
    /** A social login in progress; `redirect`: the page is leaving for the consent page. */
    ConnectingSocial: { provider: RedirectProvider; redirect?: boolean }
    ConnectingFarcaster: undefined
  }
}

export type { EmbeddedWalletOptions } from './embedded-wallet-options.ts'

export function embeddedWallet(options: EmbeddedWalletOptions = {}): Plugin {
  return {
    id: 'embedded-wallet',
    load: () => import('./embedded-wallet-parts.ts').then((m) => m.embeddedWalletParts(options)),
  }
}
