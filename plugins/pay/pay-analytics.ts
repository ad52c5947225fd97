// Pay's analytics events (PAY_MODAL_OPEN, PAY_EXCHANGE_SELECTED,
// PAY_INITIATED, PAY_SUCCESS, PAY_ERROR, with source 'pay'), read off a payment's phases, so the
// flows themselves never call analytics. Sent only as the kernel's analytics allows (features.analytics).
import type { Analytics } from 'portico'
import type { Subscription } from 'rxjs'
import type { PaymentSession } from './payment-session.ts'
import type { Exchange } from './pay-types.ts'

type Track = Pick<Analytics, 'track'>

/** The request as AppKit reports it: amount as a number of whole units, the asset as given. */
export const configurationOf = (session: PaymentSession) => ({
  network: session.plan.network,
  asset: session.plan.contract ?? 'native',
  amount: Number(session.plan.amount),
  recipient: session.plan.recipient,
})

/** The Pay view listed the exchanges it offers. */
export function trackPayOpen(analytics: Track, session: PaymentSession, exchanges: readonly Exchange[]): void {
  analytics.track('PAY_MODAL_OPEN', { exchanges: exchanges.map((e) => ({ id: e.id })), configuration: configurationOf(session), caipNetworkId: session.plan.network })
}

/** Follows one payment to its end; returns the subscription (it ends by itself when the payment settles). */
export function followPayAnalytics(analytics: Track, session: PaymentSession, paymentId: string): Subscription {
  const base = () => ({ source: 'pay', paymentId, configuration: configurationOf(session), caipNetworkId: session.plan.network })
  let current: { type: 'wallet' | 'exchange'; exchangeId?: string; sessionId?: string } | undefined
  return session.phase$.subscribe((phase) => {
    switch (phase.status) {
      case 'wallet':
        if (current?.type !== 'wallet') {
          current = { type: 'wallet' }
          analytics.track('PAY_INITIATED', { ...base(), currentPayment: current })
        }
        return
      case 'exchange':
        if (current?.type !== 'exchange') {
          current = { type: 'exchange', exchangeId: phase.exchange.id }
          analytics.track('PAY_EXCHANGE_SELECTED', { ...base(), exchange: { id: phase.exchange.id }, currentPayment: current, headless: false })
        }
        if (phase.sessionId && current.sessionId !== phase.sessionId) {
          current = { ...current, sessionId: phase.sessionId }
          analytics.track('PAY_INITIATED', { ...base(), currentPayment: current })
        }
        return
      case 'success':
        analytics.track('PAY_SUCCESS', { ...base(), currentPayment: { ...current, type: phase.result.source, status: 'SUCCESS', result: phase.result.transactionHash } })
        return
      case 'failed':
        analytics.track('PAY_ERROR', { ...base(), currentPayment: { type: current?.type ?? 'wallet', ...current, status: 'FAILED' }, message: phase.error.details ? `${phase.error.message}: ${phase.error.details}` : phase.error.message })
        return
    }
  })
}
