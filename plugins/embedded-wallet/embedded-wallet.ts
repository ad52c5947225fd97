// `embeddedWallet()`: email, social and Farcaster login through the auth frame. Its code loads with the kernel,
// its views when first shown; the frame itself is created on first need by the kernel's bridge.
import type { Plugin } from 'portico'
import type { RedirectProvider } from './social-login.ts'

declare module 'portico' {
  interface ViewData {
    /** The email field the Connect view shows at its top (see ui/views/connect/connect-section.tsx). */
    ConnectSection: undefined
    EmailVerifyOtp: { email: string }
    EmailVerifyDevice: { email: string }
    /** The embedded wallet's part of the Account view (see ui/views/account/account-section.tsx). */
    AccountSection: undefined
    /** `email`: the user's email now; `newEmail`: the one it becomes. */
    UpdateEmailWallet: { email: string }
    UpdateEmailPrimaryOtp: { email: string; newEmail: string }
    UpdateEmailSecondaryOtp: { email: string; newEmail: string }
    /** A social login in progress; `redirect`: the page is leaving for the consent page. */
    ConnectingSocial: { provider: RedirectProvider; redirect?: boolean }
    ConnectingFarcaster: undefined
  }
}

export interface EmbeddedWalletOptions {
  /**
   * How a social login (google, x, discord, github, apple, facebook) reaches its consent page.
   * 'popup' (default): a 600×800 window opens on the click and the page stays as it is.
   * 'redirect': the whole page goes to the consent page and comes back to the same URL, where the
   * login finishes as the page loads (for browsers that block pop-ups, e.g. in-app browsers).
   */
  socialLogin?: 'popup' | 'redirect'
  /**
   * A default ERC-7677 paymaster service URL per EVM chain id: a wallet_sendCalls of the embedded
   * smart account on a listed chain that names no paymasterService capability of its own is
   * sponsored by it (the user's ETH pays no gas). Example: `{ 8453: 'https://…/paymaster' }`.
   */
  paymasterUrls?: Readonly<Record<number, string>>
}

export function embeddedWallet(options: EmbeddedWalletOptions = {}): Plugin {
  return {
    id: 'embedded-wallet',
    load: () => import('./embedded-wallet-parts.ts').then((m) => m.embeddedWalletParts(options)),
  }
}
