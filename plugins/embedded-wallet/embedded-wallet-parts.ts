// What `embeddedWallet()` loads with the kernel: the adapter factory and the lazy views.
import { SOLANA_UNSAFE_METHODS, SPONSOR_OF_METHOD, TOKENS, type ChainAdapter, type PluginContext, type PluginParts } from 'portico'
import { appDefaultAccountType, usesBundler } from './account-type.ts'
import { createEmbeddedWalletAdapter } from './adapter.ts'
import { sponsoringFrame } from './default-paymaster.ts'
import type { EmbeddedWalletOptions } from './embedded-wallet-options.ts'
import { solanaWeb3From } from './load-solana-web3.ts'
import { embeddedLoginOn } from './login-features.ts'
import { createRequestGate, gatedFrame, keepUnlessApprovalNeeded } from './request-gate.ts'
import { createEmbeddedSolanaAdapter } from './solana-adapter.ts'
import { startSocialLogin } from './social-start.ts'
// The Connect view's email field and social logins arrive with these parts, not in a fetch of their
// own after the kernel has started: the open shows them in the wallets' frame with nothing after it.
import * as emailSection from './views/email-section.tsx'

export function embeddedWalletParts(options: EmbeddedWalletOptions = {}): PluginParts {
  return {
    // its views' catalogs other than English (only the active locale's is fetched); here, not in
    // embeddedWallet() itself, so the page's first bundle does not carry them
    messages: { es: () => import('./messages/compiled/es.ts'), ar: () => import('./messages/compiled/ar.ts') },
    adapters: (context: PluginContext): ChainAdapter[] => {
      if (!embeddedLoginOn(context.options.features)) return []
      const rpc = () => context.get(TOKENS.rpc)
      const frame = context.get(TOKENS.authFrame)
      // The adapter's wallet requests pass the method registry (request-gate.ts): safe ones run
      // silently, unsafe ones wait for approval, unknown ones are refused
      const gate = createRequestGate({
        frame,
        methods: () => context.get(TOKENS.methods),
        modal: () => context.get(TOKENS.modal),
        router: () => context.get(TOKENS.router),
        toast: () => context.get(TOKENS.toast),
        logger: () => context.get(TOKENS.logger),
        refreshBalance: (namespace) => context.get(TOKENS.connection).refreshBalance(namespace, { force: true }),
      })
      const activeChainId = () => {
        const id = context.get(TOKENS.network).get().activeByNamespace['eip155']?.id
        return id === undefined ? undefined : Number(id)
      }
      const smartAccountInUse = () => usesBundler(context.get(TOKENS.connection).account('eip155').preferredAccountType)
      const gated = sponsoringFrame(gatedFrame(frame, gate), options.paymasterUrls, activeChainId, smartAccountInUse)
      const storage = context.get(TOKENS.storage)
      const defaultType = appDefaultAccountType(context.options.defaultAccountTypes, (message) => context.get(TOKENS.logger).warn(message))
      const evm = createEmbeddedWalletAdapter({
        frame: gated,
        storage,
        rpc,
        // bound only when siwx() is composed: without it, a login signs nothing
        signIn: () => {
          try {
            return context.get(TOKENS.siwxConfig)
          } catch {
            return undefined
          }
        },
        logger: context.get(TOKENS.logger),
        defaultAccountType: () => defaultType,
      })
      // The auth connector serves eip155 and solana: solana too, where the dApp lists a Solana network
      if (!context.options.networks.some((n) => n.chainNamespace === 'solana')) return [evm]
      const network = () => context.get(TOKENS.network).get().activeByNamespace['solana'] ?? context.options.networks.find((n) => n.chainNamespace === 'solana')
      return [evm, createEmbeddedSolanaAdapter({ frame: gated, storage, network, web3: solanaWeb3From(context), rpc })]
    },
    start: (context: PluginContext) => {
      if (!embeddedLoginOn(context.options.features)) return
      // Closing the modal rejects the requests waiting for approval; reads go on
      const closed = context.get(TOKENS.modal).closed$.subscribe(() => context.get(TOKENS.authFrame).abort(keepUnlessApprovalNeeded(context.get(TOKENS.methods))))
      const stopSocial = startSocialLogin(context, options.socialLogin ?? 'popup')
      return () => {
        closed.unsubscribe()
        stopSocial()
      }
    },
    // The Solana methods need approval (listed here too, for a dApp without solana()); asking who
    // would pay a transaction's gas signs and sends nothing
    methods: { safe: [SPONSOR_OF_METHOD], unsafe: SOLANA_UNSAFE_METHODS },
    views: {
      ConnectSection: async () => emailSection,
      EmailVerifyOtp: () => import('./views/email-verify-otp-view.tsx'),
      EmailVerifyDevice: () => import('./views/email-verify-device-view.tsx'),
      AccountSection: () => import('./views/account-section.tsx'),
      Permissions: () => import('./views/permissions-view.tsx'),
      UpdateEmailWallet: () => import('./views/update-email-wallet-view.tsx'),
      UpdateEmailPrimaryOtp: () => import('./views/update-email-primary-otp-view.tsx'),
      UpdateEmailSecondaryOtp: () => import('./views/update-email-secondary-otp-view.tsx'),
      ApproveTransaction: () => import('./views/approve-transaction-view.tsx'),
      ConnectingSocial: () => import('./views/social-connecting-view.tsx'),
      ConnectingFarcaster: () => import('./views/farcaster-view.tsx'),
    },
    // a transaction waiting for the visitor's approval: the modal never closes on it unless forced
    guardedViews: ['ApproveTransaction'],
  }
}
