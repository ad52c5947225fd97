// 'Buy in progress': the purchase followed through the history API until it lands ('Bought 49.25
// sUSDC', the balance refreshed), fails (said, with Try again), or the visitor leaves (the purchase
// still shows in Activity). A blocked provider window is said, with a link that opens it.
import { useEffect, useState } from 'react'
import { TOKENS } from 'portico'
import {
  useKernel,
  type ViewProps,
  type ViewTitle,
  PrimaryButton,
  CheckIcon,
  ErrorIcon,
  ExternalLinkIcon,
  Spinner,
  useLocale,
  useTranslate,
  localeDecimal,
} from '../../../ui/kit/index.ts'
import messages from '../messages/compiled/en.ts'
import { followPurchase, type PurchaseProgress } from '../follow-purchase.ts'
import { assetKey } from '../onramp-assets.ts'
import { shortDecimal } from '../quote-figures.ts'
import { OnrampStep } from './onramp-step.tsx'

export const title: ViewTitle<'BuyInProgress'> = 'Buy in progress'
export const titleId = 'onramp.progress.title'

export default function BuyInProgress({ data }: ViewProps<'BuyInProgress'>) {
  return <OnrampStep data={data}>{(data) => <BuyInProgressView data={data} />}</OnrampStep>
}

function BuyInProgressView({ data }: { data: NonNullable<ViewProps<'BuyInProgress'>['data']> }) {
  const kernel = useKernel()
  const t = useTranslate(messages)
  const locale = useLocale()
  const [progress, setProgress] = useState<PurchaseProgress>({ status: 'waiting' })
  const { order, url, blocked, known, since } = data
  const provider = order.settings.providerName

  useEffect(() => {
    const subscription = followPurchase({ history: kernel.get(TOKENS.blockchainApi), address: order.address, caipNetworkId: order.caipNetworkId, known, since }).subscribe((next) => {
      setProgress(next)
      // the crypto arrived: the Account view's balance shows it
      if (next.status === 'confirmed') void kernel.get(TOKENS.connection).refreshBalance(undefined, { force: true })
    })
    return () => subscription.unsubscribe()
  }, [kernel, order, known, since])

  const router = kernel.get(TOKENS.router)
  const amountOf = (p: { amount: string; symbol: string }) => ({ amount: localeDecimal(shortDecimal(p.amount), locale), symbol: p.symbol })

  if (progress.status === 'confirmed') {
    return (
      <div className="flex flex-col items-center gap-4 py-2 text-center" data-testid="onramp-bought">
        <span className="flex size-14 items-center justify-center rounded-full bg-surface text-success" aria-hidden="true">
          <CheckIcon />
        </span>
        <p role="status" className="text-lg font-semibold text-fg" data-testid="onramp-bought-summary">
          {t('onramp.progress.bought', amountOf(progress))}
        </p>
        <PrimaryButton onClick={() => router.reset('Account')} data-testid="onramp-done">
          {t('onramp.progress.done')}
        </PrimaryButton>
      </div>
    )
  }
  if (progress.status === 'failed') {
    return (
      <div className="flex flex-col items-center gap-4 py-2 text-center" data-testid="onramp-failed">
        <span className="flex size-14 items-center justify-center rounded-full bg-surface text-error" aria-hidden="true">
          <ErrorIcon />
        </span>
        <p role="alert" className="text-base text-error" data-testid="onramp-failed-message">
          {t('onramp.progress.failed')}
        </p>
        <PrimaryButton
          data-testid="onramp-try-again"
          onClick={() => {
            // back to the form as it was, with the Account view under it
            router.reset('Account')
            router.push('OnRamp', { asset: assetKey(order.asset), currency: order.paymentCurrency.id, amount: order.amount })
          }}
        >
          {t('onramp.progress.tryAgain')}
        </PrimaryButton>
      </div>
    )
  }

  return (
    <div className="flex flex-col items-center gap-4 py-2 text-center" data-testid="onramp-progress">
      {blocked ? (
        <div role="alert" className="flex flex-col items-center gap-2 text-sm text-error" data-testid="onramp-blocked">
          {t('onramp.progress.blocked', { provider })}
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="onramp-open-provider"
            className="inline-flex min-h-11 items-center gap-1 rounded-md px-3 font-semibold text-accent underline underline-offset-2 hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-accent"
          >
            {t('onramp.progress.openLink', { provider })}
            <ExternalLinkIcon />
          </a>
        </div>
      ) : (
        <p className="text-base text-fg" data-testid="onramp-continue-in-window">
          {t('onramp.progress.continueInWindow', { provider })}
        </p>
      )}
      <p role="status" className="flex items-center gap-2 text-sm text-muted" data-testid="onramp-progress-status">
        <Spinner size={16} />
        {progress.status === 'pending' ? t('onramp.progress.pending', amountOf(progress)) : t('onramp.progress.waiting')}
      </p>
      <p className="text-sm text-muted">{t('onramp.progress.leave')}</p>
    </div>
  )
}
