// What `embeddedWallet()` loads with the kernel: the adapter factory and the lazy views.
import { TOKENS, type ChainAdapter, type PluginContext, type PluginParts } from 'portico'
import { createEmbeddedWalletAdapter } from './adapter.ts'

export function embeddedWalletParts(): PluginParts {
  return {
    adapters: (context: PluginContext): ChainAdapter[] => {
      if (!context.options.features.email) return []
      const fetcher = context.window?.fetch?.bind(context.window)
      return [createEmbeddedWalletAdapter({ frame: context.get(TOKENS.authFrame), storage: context.get(TOKENS.storage), ...(fetcher ? { fetch: fetcher } : {}) })]
    },
    views: {
      ConnectSection: () => import('./views/email-section.tsx'),
      EmailVerifyOtp: () => import('./views/email-verify-otp-view.tsx'),
      EmailVerifyDevice: () => import('./views/email-verify-device-view.tsx'),
    },
  }
}
