// One payment: its checked plan, where it stands (a stream the Pay view renders), and the promise
// pay() returns, settled once: by a success, a refusal, a failure, the visitor closing the view
// before paying, or PAY_TIMEOUT_MS. Made per pay() call and handed to the Pay view as its data, so
// two modals (or two payments) never share one.
import { BehaviorSubject, type Observable } from 'rxjs'
import { PAY_TIMEOUT_MS } from './pay-constants.ts'
import { PayError } from './pay-error.ts'
import type { Exchange, PayPlan, PayResult } from './pay-types.ts'


export type PayPhase =
  /** The choices: pay from the wallet, or from an exchange. */
  | { status: 'choose' }
  /** Paying from the connected wallet: switching network, waiting for the wallet, or for the receipt. */
  | { status: 'wallet'; step: 'switching' | 'confirm' | 'confirming' }
  /** Paying from an exchange: its page (in a popup, or a link when the popup was blocked), followed until it completes. */
  | { status: 'exchange'; exchange: Exchange; url?: string; sessionId?: string; popupBlocked?: boolean }
  | { status: 'success'; result: PayResult }
  | { status: 'failed'; error: PayError }

export interface PaymentSession {
  readonly plan: PayPlan
  /** The merchant the view names (the app's metadata name). */
  readonly merchant: string
  readonly phase$: Observable<PayPhase>
  phase(): PayPhase
  /** Moves an unsettled payment on; ignored once settled. */
  setPhase(phase: Extract<PayPhase, { status: 'wallet' | 'exchange' | 'choose' }>): void
  readonly settled: boolean
  /** Aborted once settled: what the payment still runs (status polling) stops. */
  readonly signal: AbortSignal
  resolve(result: PayResult): void
  reject(error: PayError): void
  /** What pay() returns. */
  readonly promise: Promise<PayResult>
}

export function createPaymentSession(plan: PayPlan, merchant: string, options: { timeoutMs?: number } = {}): PaymentSession {
  const phase = new BehaviorSubject<PayPhase>({ status: 'choose' })
  const controller = new AbortController()
  let settle!: { resolve: (result: PayResult) => void; reject: (error: PayError) => void }
  const promise = new Promise<PayResult>((resolve, reject) => (settle = { resolve, reject }))
  const timer = setTimeout(() => session.reject(new PayError('TIMEOUT')), options.timeoutMs ?? PAY_TIMEOUT_MS)

  const finish = (next: PayPhase) => {
    clearTimeout(timer)
    phase.next(next)
    // the last phase stays readable (phase()); followers end with it
    phase.complete()
    controller.abort()
  }

  const session: PaymentSession = {
    plan,
    merchant,
    phase$: phase.asObservable(),
    phase: () => phase.getValue(),
    setPhase(next) {
      if (!session.settled) phase.next(next)
    },
    get settled() {
      return controller.signal.aborted
    },
    signal: controller.signal,
    resolve(result) {
      if (session.settled) return
      finish({ status: 'success', result })
      settle.resolve(result)
    },
    reject(error) {
      if (session.settled) return
      finish({ status: 'failed', error })
      settle.reject(error)
    },
    promise,
  }
  return session
}
