// Review swap: what is paid and received, the quote's figures (kept fresh while shown), then Swap →
// the allowance check, an approval first where needed, the swap; each wallet step says what to
// confirm. Success: a toast naming both amounts, balances read again, back to Account. A refusal or
// a revert says at which step, and Try again / Go back keep the modal usable. The view is a SPEC §4
// transaction: Cancel, Go back or the header's Back cancel it.
import { useEffect, useState, useSyncExternalStore } from 'react'
import { messageOf, TOKENS } from 'portico'
import { useKernel, type ViewProps, type ViewTitle } from 'portico/react'
import { PrimaryButton, SecondaryButton } from '../../../ui/components/buttons.tsx'
import { ErrorIcon } from '../../../ui/components/icons.tsx'
import { Spinner } from '../../../ui/components/spinner.tsx'
import { executeSwap, SwapFailure } from '../execute-swap.ts'
import { fetchQuote } from '../fetch-quote.ts'
import { shortAmount } from '../quote-math.ts'
import { failureText, stepText, swappedText } from '../swap-messages.ts'
import { runOf, type SwapPhase } from '../swap-run.ts'
import { isSmartAccount, swapProperties, trackError, trackInitiate, trackSuccess } from '../swap-analytics.ts'
import type { SwapPlan, SwapQuoteDetails } from '../swap-types.ts'
import { QuoteDetails } from './quote-details.tsx'

export const title: ViewTitle<'SwapReview'> = 'Review swap'

function stepLine(phase: Extract<SwapPhase, { status: 'pending' }>, symbol: string): string {
  switch (phase.step) {
    case 'checking':
      return stepText.checking
    case 'approve':
      return stepText.approve(symbol)
    case 'approving':
      return stepText.approving
    case 'swap':
      return stepText.swap(phase.twoSteps)
    case 'swapping':
      return stepText.swapping
    case 'batch':
      return stepText.batch(symbol)
  }
}

function failureTitle(phase: Extract<SwapPhase, { status: 'failed' }>): string {
  if (phase.kind === 'declined') return phase.stage === 'approval' ? failureText.approvalDeclined : failureText.swapDeclined
  return phase.stage === 'approval' ? failureText.approvalFailed : failureText.swapFailed
}

export default function SwapReviewView({ data: plan }: ViewProps<'SwapReview'>) {
  const kernel = useKernel()
  const router = kernel.get(TOKENS.router)
  const networkService = kernel.get(TOKENS.network)
  const run = runOf(plan)
  const phase = useSyncExternalStore(run.subscribe, run.get, run.get)
  const [quote, setQuote] = useState<SwapQuoteDetails>(plan.quote)
  const [quoteError, setQuoteError] = useState<string>()
  const { from, to, settings } = plan
  const network = networkService.get().activeNetwork

  // the quote stays fresh while the review shows and nothing is underway
  useEffect(() => {
    if (phase.status === 'pending' || phase.status === 'done') return
    let live = true
    const address = kernel.get(TOKENS.connection).account('eip155').address
    const timer = setInterval(() => {
      if (!address) return
      fetchQuote(kernel.get(TOKENS.blockchainApi), { from, to, value: plan.quote.fromAmount, address, caipNetworkId: plan.caipNetworkId, settings }).then(
        (fresh) => {
          if (!live) return
          setQuote(fresh)
          setQuoteError(undefined)
        },
        (error: unknown) => live && setQuoteError(messageOf(error)),
      )
    }, settings.quoteRefreshMs)
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [kernel, plan, from, to, settings, phase.status])

  async function swap() {
    const current: SwapPlan = { ...plan, quote }
    // this swap's step: the visitor may leave the review while the wallet is asked
    const step = router.currentTransaction()
    const stillHere = () => router.currentTransaction() === step && (router.get().view === 'SwapReview' || router.get().view === 'ApproveTransaction')
    let approving = false
    const analytics = kernel.get(TOKENS.analytics)
    const properties = swapProperties(plan, shortAmount(quote.toAmount, to.decimals), isSmartAccount(kernel.get(TOKENS.connection).account('eip155')))
    trackInitiate(analytics, properties)
    run.set({ status: 'pending', step: 'checking', twoSteps: false })
    try {
      const outcome = await executeSwap(
        { api: kernel.get(TOKENS.blockchainApi), connection: kernel.get(TOKENS.connection), network: networkService },
        current,
        (next) => {
          if (next === 'approve') approving = true
          run.set({ status: 'pending', step: next, twoSteps: approving })
        },
      )
      run.set({ status: 'done', outcome })
      trackSuccess(analytics, { ...properties, swapToAmount: shortAmount(outcome.received, to.decimals) })
      kernel.get(TOKENS.toast).success(swappedText(plan.amount, from.symbol, shortAmount(outcome.received, to.decimals), to.symbol))
      if (stillHere()) router.transactionSucceeded()
    } catch (error) {
      const failure =
        error instanceof SwapFailure
          ? { stage: error.stage, kind: error.kind, message: error.message }
          : { stage: 'swap' as const, kind: 'failed' as const, message: messageOf(error) }
      run.set({ status: 'failed', ...failure })
      trackError(analytics, failure.stage, properties, failure.message)
      if (error instanceof SwapFailure && error.kind === 'moved' && error.freshToAmount !== undefined) {
        // show what the swap gives now; the visitor decides again
        setQuote((q) => ({ ...q, toAmount: error.freshToAmount!, minimumReceived: (error.freshToAmount! * BigInt(10_000 - Math.round(settings.slippage * 100))) / 10_000n, fetchedAt: Date.now() }))
      }
      if (!stillHere()) kernel.get(TOKENS.toast).error(`${failureTitle({ status: 'failed', ...failure })}: ${failure.message}`)
    }
  }

  const busy = phase.status === 'pending' || phase.status === 'done'
  const actionLabel = phase.status === 'failed' ? 'Try again' : quote.needsApproval ? 'Approve and swap' : 'Swap'

  return (
    <div className="flex flex-col gap-4 py-2" data-testid="swap-review">
      <dl className="flex flex-col gap-1 text-center">
        <dt className="text-sm text-muted">You pay</dt>
        <dd className="text-lg font-semibold text-fg" data-testid="swap-review-pay">
          {plan.amount} {from.symbol}
        </dd>
        <dt className="text-sm text-muted">You receive (estimate)</dt>
        <dd className="text-lg font-semibold text-fg" data-testid="swap-review-receive" aria-live="polite">
          {shortAmount(quote.toAmount, to.decimals)} {to.symbol}
        </dd>
      </dl>
      <QuoteDetails quote={quote} from={from} to={to} native={network.nativeCurrency} slippage={settings.slippage} providerFeePercent={settings.providerFeePercent} />
      {quote.needsApproval && phase.status === 'review' && (
        <p className="text-sm text-muted" data-testid="swap-review-approval-note">
          {from.symbol} needs your approval first: your wallet asks twice, once to approve {from.symbol} and once to swap.
        </p>
      )}
      {quoteError && phase.status !== 'pending' && (
        <p className="text-sm text-muted" data-testid="swap-review-quote-error">
          The quote could not be refreshed ({quoteError}).
        </p>
      )}

      {phase.status === 'pending' && (
        <p role="status" className="flex items-center justify-center gap-2 text-center text-sm text-fg" data-testid="swap-review-step">
          <Spinner size={16} />
          {stepLine(phase, from.symbol)}
        </p>
      )}
      {phase.status === 'failed' && (
        <div role="alert" className="flex flex-col items-center gap-1 text-center" data-testid="swap-review-failed">
          <span className="flex items-center gap-1 text-base font-semibold text-error">
            <ErrorIcon />
            {failureTitle(phase)}
          </span>
          <span className="text-sm text-muted">{phase.message}</span>
        </div>
      )}

      <div className="flex gap-2">
        {/* named apart from the header's Back, which cancels the same way */}
        <SecondaryButton onClick={() => router.transactionCancelled()} disabled={phase.status === 'pending'} data-testid="swap-review-back">
          {phase.status === 'failed' ? 'Go back' : 'Cancel'}
        </SecondaryButton>
        <PrimaryButton onClick={() => void swap()} disabled={busy} aria-busy={phase.status === 'pending' || undefined} data-testid="swap-review-confirm">
          {actionLabel}
        </PrimaryButton>
      </div>
    </div>
  )
}
