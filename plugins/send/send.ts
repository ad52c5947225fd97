// `send()`: the Account view's Send feature (wallet features; "Send"). Only the
// plugin object loads with the page: the views load when first shown, and viem (calldata, gas) loads
// with the first estimate or send, from the views' code.
import type { Plugin } from 'portico'
import type { SendDraft, SendPlan, SendSuccessData } from './send-types.ts'

declare module 'portico' {
  interface ViewData {
    /** The form; its data is the draft it was left with (coming back from the confirmation). */
    Send: SendDraft | undefined
    /** Review, gas estimate, the wallet's answer (a the transaction). */
    SendConfirm: SendPlan
    SendSuccess: SendSuccessData
  }
}

export function send(): Plugin {
  return {
    id: 'send',
    // its catalogs and AppKit's name for its form load with the kernel (the module is PluginParts)
    load: () => import('./send-catalogs.ts'),
    views: {
      Send: () => import('./views/send-view.tsx'),
      SendConfirm: () => import('./views/send-confirm-view.tsx'),
      SendSuccess: () => import('./views/send-success-view.tsx'),
    },
    // sending works on EVM and Solana accounts
    accountFeatures: [{ id: 'send', view: 'Send', label: 'Send', namespaces: ['eip155', 'solana'] }],
  }
}
