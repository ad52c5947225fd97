// Review swap: what is paid and received, the quote's figures (kept fresh while shown), then Swap →
// the allowance check, an approval first where needed, the swap; each wallet step says what to
// confirm. When the app's sponsor pays the gas (the wallet names it), the network cost says
// 'Gas paid by <sponsor>' instead of ETH. Success: a toast naming both amounts, balances read again, back to Account. A refusal or
// a revert says at which step, and Try again / Go back keep the modal usable. The view is a
// transaction step: Cancel, Go back or the header's Back cancel it.
import { useEffect, useState } from 'react'
import { messageOf, TOKENS } from 'portico'
import {
  useKernel,
  type ViewProps,
  type ViewTitle,
  PrimaryButton,
  SecondaryButton,
  ErrorIcon,
  Spinner,
  useObservable,
  localeDecimal,
  useLocale,
  useTranslate,
  type Translate,
} from '../../../ui/kit/index.ts'
import messages from '../messages/compiled/en.ts'
import { executeSwap, SwapFailure } from '../execute-swap.ts'
import { fetchQuote } from '../fetch-quote.ts'
import { shortAmount } from '../quote-math.ts'
import { failureText } from '../swap-messages.ts'
import type { SwapPhase } from '../swap-context.ts'
import { SWAP_CONTEXT } from '../token.ts'
import { swapApi } from '../swap-api.ts'
import { isSmartAccount, swapProperties, trackError, trackInitiate, trackSuccess } from '../swap-analytics.ts'
import type { SwapPlan, SwapQuoteDetails } from '../swap-types.ts'
import { swapSponsorOf } from '../swap-sponsor.ts'
import { QuoteDetails, type GasPayer } from './quote-details.tsx'
import { swapText, type SwapId } from './swap-text.ts'

export const title: ViewTitle<'SwapReview'> = 'Review swap'
export const titleId = 'swap.review.title'

function stepLine(t: Translate<SwapId>, phase: Extract<SwapPhase, { status: 'pending' }>, symbol: string): string {
  switch (phase.step) {
    case 'checking':
      return t('swap.step.checking')
    case 'approve':
      return t('swap.step.approve', { symbol })
    case 'approving':
      return t('swap.step.approving')
    case 'swap':
      return t(phase.twoSteps ? 'swap.step.swapSecond' : 'swap.step.swap')
    case 'swapping':
      return t('swap.step.swapping')
    case 'batch':
      return t('swap.step.batch', { symbol })
  }
}

/** The failure's title, in English (the fixed text the logic names; the view shows it through swapText). */
function failureTitle(phase: Pick<Extract<SwapPhase, { status: 'failed' }>, 'kind' | 'stage'>): string {
  if (phase.kind === 'declined') return phase.stage === 'approval' ? failureText.approvalDeclined : failureText.swapDeclined
  return phase.stage === 'approval' ? failureText.approvalFailed : failureText.swapFailed
}

export default function SwapReviewView({ data: plan }: ViewProps<'SwapReview'>) {
  const kernel = useKernel()
  const router = kernel.get(TOKENS.router)
  const networkService = kernel.get(TOKENS.network)
  const run = kernel.get(SWAP_CONTEXT).runOf(plan)
  const phase = useObservable(run.phase$, run.get)
  const t = useTranslate(messages)
  const locale = useLocale()
  const amountText = (value: bigint, decimals: number) => localeDecimal(shortAmount(value, decimals), locale)
  const [quote, setQuote] = useState<SwapQuoteDetails>(plan.quote)
  const [quoteError, setQuoteError] = useState<string>()
  const { from, to, settings } = plan
  const network = networkService.get().activeNetwork
  const [gasPayer, setGasPayer] = useState<GasPayer>({ status: 'checking' })

  // who pays the gas, asked once as the review opens; no answer means the account pays
  useEffect(() => {
    let live = true
    swapSponsorOf({ api: swapApi(kernel), connection: kernel.get(TOKENS.connection) }, kernel.get(TOKENS.network).get().activeNetwork, plan).then(
      (sponsor) => live && setGasPayer(sponsor ? { status: 'sponsored', sponsor } : { status: 'account' }),
      () => live && setGasPayer({ status: 'account' }),
    )
    return () => {
      live = false
    }
  }, [kernel, plan])

  // the quote stays fresh while the review shows and nothing is underway
  useEffect(() => {
    if (phase.status === 'pending' || phase.status === 'done') return
    let live = true
    const address = kernel.get(TOKENS.connection).account('eip155').address
    const timer = setInterval(() => {
      if (!address) return
      fetchQuote(swapApi(kernel), { from, to, value: plan.quote.fromAmount, address, caipNetworkId: plan.caipNetworkId, settings }).then(
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
        { api: swapApi(kernel), connection: kernel.get(TOKENS.connection), network: networkService, rpc: kernel.get(TOKENS.rpc) },
        current,
        (next) => {
          if (next === 'approve') approving = true
          run.set({ status: 'pending', step: next, twoSteps: approving })
        },
      )
      run.set({ status: 'done', outcome })
      trackSuccess(analytics, { ...properties, swapToAmount: shortAmount(outcome.received, to.decimals) })
      kernel.get(TOKENS.toast).success(t('swap.swappedToast', { paid: localeDecimal(plan.amount, locale), fromSymbol: from.symbol, received: amountText(outcome.received, to.decimals), toSymbol: to.symbol }))
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
      if (!stillHere()) kernel.get(TOKENS.toast).error(t('swap.failure.toast', { title: swapText(t, failureTitle(failure)), message: swapText(t, failure.message) }))
    }
  }

  const busy = phase.status === 'pending' || phase.status === 'done'
  const actionLabel = t(phase.status === 'failed' ? 'swap.tryAgain' : quote.needsApproval ? 'swap.review.approveAndSwap' : 'swap.review.swap')

  return (
    <div className="flex flex-col gap-4 py-2" data-testid="swap-review">
      <dl className="flex flex-col gap-1 text-center">
        <dt className="text-sm text-muted">{t('swap.youPay')}</dt>
        <dd className="text-lg font-semibold text-fg" data-testid="swap-review-pay">
          {localeDecimal(plan.amount, locale)} {from.symbol}
        </dd>
        <dt className="text-sm text-muted">{t('swap.youReceive')}</dt>
        <dd className="text-lg font-semibold text-fg" data-testid="swap-review-receive" aria-live="polite">
          {amountText(quote.toAmount, to.decimals)} {to.symbol}
        </dd>
      </dl>
      <QuoteDetails quote={quote} from={from} to={to} native={network.nativeCurrency} slippage={settings.slippage} providerFeePercent={settings.providerFeePercent} t={t} locale={locale} gasPayer={gasPayer} />
      {quote.needsApproval && phase.status === 'review' && (
        <p className="text-sm text-muted" data-testid="swap-review-approval-note">
          {t('swap.review.approvalNote', { symbol: from.symbol })}
        </p>
      )}
      {quoteError && phase.status !== 'pending' && (
        <p className="text-sm text-muted" data-testid="swap-review-quote-error">
          {t('swap.review.refreshFailed', { reason: quoteError })}
        </p>
      )}

      {phase.status === 'pending' && (
        <p role="status" className="flex items-center justify-center gap-2 text-center text-sm text-fg" data-testid="swap-review-step">
          <Spinner size={16} />
          {stepLine(t, phase, from.symbol)}
        </p>
      )}
      {phase.status === 'failed' && (
        <div role="alert" className="flex flex-col items-center gap-1 text-center" data-testid="swap-review-failed">
          <span className="flex items-center gap-1 text-base font-semibold text-error">
            <ErrorIcon />
            {swapText(t, failureTitle(phase))}
          </span>
          <span className="text-sm text-muted">{swapText(t, phase.message)}</span>
        </div>
      )}

      <div className="flex gap-2">
        {/* named apart from the header's Back, which cancels the same way */}
        <SecondaryButton onClick={() => router.transactionCancelled()} disabled={phase.status === 'pending'} data-testid="swap-review-back">
          {t(phase.status === 'failed' ? 'swap.review.goBack' : 'swap.review.cancel')}
        </SecondaryButton>
        <PrimaryButton onClick={() => void swap()} disabled={busy} aria-busy={phase.status === 'pending' || undefined} data-testid="swap-review-confirm">
          {actionLabel}
        </PrimaryButton>
      </div>
    </div>
  )
}
