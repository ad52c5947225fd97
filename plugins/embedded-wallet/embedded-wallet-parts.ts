// What `embeddedWallet()` loads with the kernel: the adapter factory and the lazy views.
import { TOKENS, type ChainAdapter, type PluginContext, type PluginParts } from 'portico'
import { createEmbeddedWalletAdapter } from './adapter.ts'
import type { EmbeddedWalletOptions } from './embedded-wallet.ts'
import { embeddedLoginOn } from './login-features.ts'
import { createRequestGate, gatedFrame, keepUnlessApprovalNeeded } from './request-gate.ts'
import { startSocialLogin } from './social-start.ts'

export function embeddedWalletParts(options: EmbeddedWalletOptions = {}): PluginParts {
  return {
    adapters: (context: PluginContext): ChainAdapter[] => {
      if (!embeddedLoginOn(context.options.features)) return []
      const fetcher = context.window?.fetch?.bind(context.window)
      const frame = context.get(TOKENS.authFrame)
      // SPEC §6: the adapter's wallet requests pass the method registry (request-gate.ts)
      const gate = createRequestGate({
        frame,
        methods: () => context.get(TOKENS.methods),
        modal: () => context.get(TOKENS.modal),
        router: () => context.get(TOKENS.router),
        toast: () => context.get(TOKENS.toast),
        logger: () => context.get(TOKENS.logger),
        refreshBalance: () => context.get(TOKENS.connection).refreshBalance('eip155', { force: true }),
      })
      return [createEmbeddedWalletAdapter({ frame: gatedFrame(frame, gate), storage: context.get(TOKENS.storage), ...(fetcher ? { fetch: fetcher } : {}) })]
    },
    start: (context: PluginContext) => {
      if (!embeddedLoginOn(context.options.features)) return
      // SPEC §6: closing the modal rejects the requests waiting for approval; reads go on
      const closed = context.get(TOKENS.modal).closed$.subscribe(() => context.get(TOKENS.authFrame).abort(keepUnlessApprovalNeeded(context.get(TOKENS.methods))))
      const stopSocial = startSocialLogin(context, options.socialLogin ?? 'popup')
      return () => {
        closed.unsubscribe()
        stopSocial()
      }
    },
    views: {
      ConnectSection: () => import('./views/email-section.tsx'),
      EmailVerifyOtp: () => import('./views/email-verify-otp-view.tsx'),
      EmailVerifyDevice: () => import('./views/email-verify-device-view.tsx'),
      AccountSection: () => import('./views/account-section.tsx'),
      UpdateEmailWallet: () => import('./views/update-email-wallet-view.tsx'),
      UpdateEmailPrimaryOtp: () => import('./views/update-email-primary-otp-view.tsx'),
      UpdateEmailSecondaryOtp: () => import('./views/update-email-secondary-otp-view.tsx'),
      ApproveTransaction: () => import('./views/approve-transaction-view.tsx'),
      ConnectingSocial: () => import('./views/social-connecting-view.tsx'),
      ConnectingFarcaster: () => import('./views/farcaster-view.tsx'),
    },
  }
}
