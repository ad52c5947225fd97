// `pay()`: the Pay plugin, and `pay(request)`: a payment (AppKit Pay's call). Off unless
// `features.pay` is on. Only this module and the error class load with the page: the service and
// catalogs load with the kernel, the Pay view when it first shows, viem when a payment goes out.
import type { Plugin } from 'portico'
import type { AppKit } from '../../ui/kit/index.ts'
import type { PaymentSession } from './payment-session.ts'
import type { PayRequest, PayResult } from './pay-types.ts'

declare module 'portico' {
  interface ViewData {
    /** The payment pay() opened (its plan, its phase); undefined when opened by name alone. */
    Pay: PaymentSession | undefined
  }
}

/** The plugin: compose it as `plugins: [pay()]` with `features: { pay: true }`. */
export function pay(): Plugin
/**
 * Asks the visitor to pay `amount` of `paymentAsset` to `recipient`: opens the Pay view (from the
 * connected wallet, or from an exchange) and resolves with the payment's transaction, or rejects
 * with a PayError (its `code` says why). `appKit`: the instance to use (default: the page's first).
 */
export function pay(request: PayRequest, appKit?: AppKit): Promise<PayResult>
export function pay(request?: PayRequest, appKit?: AppKit): Plugin | Promise<PayResult> {
  if (request === undefined) {
    return {
      id: 'pay',
      load: () => import('./pay-parts.ts').then((m) => m.payParts()),
      views: { Pay: () => import('./views/pay-view.tsx') },
    }
  }
  return import('./start-payment.ts').then((m) => m.startPayment(request, appKit))
}
