// Paying from an exchange: the exchanges API gives the exchange's page for this payment (a session),
// the page opens in the popup the visitor's click opened (or, when it was blocked, a link says so),
// and the session's status is read every EXCHANGE_STATUS_POLL_MS until the exchange reports the
// withdrawal sent (the payment's result) or failed. A status read that fails is tried again on the
// next tick; the payment's own timeout bounds the whole.
import { EXCHANGE_STATUS_POLL_MS } from './pay-constants.ts'
import { PayError } from './pay-error.ts'
import type { ExchangeApi } from './exchange-api.ts'
import type { PaymentSession } from './payment-session.ts'
import type { Exchange } from './pay-types.ts'


export interface ExchangePaymentDeps {
  api: ExchangeApi
  /** The window the visitor's click opened (about:blank), or null when the browser blocked it. */
  popup: Pick<Window, 'location' | 'closed' | 'close'> | null
  pollMs?: number
  /** Reports a status read that failed (it is retried). */
  onPollError?: (error: unknown) => void
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })

/** Runs the payment and settles the session with its outcome (never throws). */
export async function payFromExchange(deps: ExchangePaymentDeps, session: PaymentSession, exchange: Exchange): Promise<void> {
  const { plan } = session
  session.setPhase({ status: 'exchange', exchange })
  let sessionId: string
  try {
    const pay = await deps.api.getPayUrl({ exchangeId: exchange.id, asset: plan.caip19, amount: plan.amount, recipient: `${plan.network}:${plan.recipient}` })
    sessionId = pay.sessionId
    if (deps.popup && !deps.popup.closed) deps.popup.location.href = pay.url
    session.setPhase({ status: 'exchange', exchange, url: pay.url, sessionId, popupBlocked: !deps.popup })
  } catch (error) {
    deps.popup?.close()
    session.reject(error instanceof PayError ? error : new PayError('EXCHANGE_UNAVAILABLE', { cause: error }))
    return
  }
  while (!session.settled) {
    try {
      const status = await deps.api.getBuyStatus({ exchangeId: exchange.id, sessionId })
      if (status.status === 'SUCCESS') {
        if (!status.txHash) throw new PayError('EXCHANGE_UNAVAILABLE', { details: 'SUCCESS without a transaction' })
        session.resolve({ source: 'exchange', network: plan.network, transactionHash: status.txHash, exchangeId: exchange.id, sessionId })
        return
      }
      if (status.status === 'FAILED') {
        session.reject(new PayError('EXCHANGE_FAILED', { details: status.reason }))
        return
      }
    } catch (error) {
      deps.onPollError?.(error)
    }
    await wait(deps.pollMs ?? EXCHANGE_STATUS_POLL_MS, session.signal)
  }
}
