// The pay plugin's service, one per kernel: the payment open in this modal (one at a time), the
// exchanges API, and the rule that closing the modal before paying cancels the payment (a payment
// already in the wallet or at the exchange is followed to its outcome, or its timeout).
import type { Analytics, ConnectionService, Modal, ResolvedOptions, Router } from 'portico'
import { createExchangeApi, type ExchangeApi } from './exchange-api.ts'
import { followPayAnalytics } from './pay-analytics.ts'
import { PayError } from './pay-error.ts'
import { createPaymentSession, type PaymentSession } from './payment-session.ts'
import type { PayPlan } from './pay-types.ts'

export interface PayService {
  readonly exchanges: ExchangeApi
  /** The payment open now, if any (settled ones are forgotten). */
  current(): PaymentSession | undefined
  /** Starts a payment; PAYMENT_IN_PROGRESS while another is unsettled. */
  start(plan: PayPlan): PaymentSession
  dispose(): void
}

export interface PayServiceDeps {
  options: Pick<ResolvedOptions, 'endpoints' | 'projectId' | 'sdkType' | 'sdkVersion' | 'metadata'>
  modal: Pick<Modal, 'closed$'>
  /** A wallet connected from the Pay view comes back to it (an after-connect step). */
  connection?: Pick<ConnectionService, 'addAfterConnect'>
  router?: Pick<Router, 'reset'>
  /** Pay's events (pay-analytics.ts). */
  analytics?: Pick<Analytics, 'track'>
  /** The page's host: the merchant's name when the app's metadata has none. */
  host?: string
  timeoutMs?: number
  exchanges?: ExchangeApi
}

export function createPayService(deps: PayServiceDeps): PayService {
  const { options } = deps
  const exchanges = deps.exchanges ?? createExchangeApi({ baseUrl: options.endpoints.blockchainApi, projectId: options.projectId, sdkType: options.sdkType, sdkVersion: options.sdkVersion })
  let open: PaymentSession | undefined
  let count = 0
  const closed = deps.modal.closed$.subscribe(() => {
    if (open && !open.settled && open.phase().status === 'choose') open.reject(new PayError('CANCELLED'))
  })
  // "Connect a wallet to pay" leaves for Connect: once connected, the payment shows again
  const removeAfterConnect = deps.connection?.addAfterConnect(() => {
    if (!open || open.settled || open.phase().status !== 'choose' || !deps.router) return false
    deps.router.reset('Pay', open)
    return true
  })
  return {
    exchanges,
    current: () => (open && !open.settled ? open : undefined),
    start(plan) {
      if (open && !open.settled) throw new PayError('PAYMENT_IN_PROGRESS')
      const merchant = options.metadata?.name?.trim() || deps.host || 'this app'
      open = createPaymentSession(plan, merchant, { timeoutMs: deps.timeoutMs })
      if (deps.analytics) followPayAnalytics(deps.analytics, open, `pay-${Date.now().toString(36)}-${++count}`)
      return open
    },
    dispose() {
      closed.unsubscribe()
      removeAfterConnect?.()
      open?.reject(new PayError('CANCELLED'))
    },
  }
}
