// Buy's quote card: what arrives, the fee and the total, with how often it is refreshed; the
// stand-in quote a failed request gives is marked as an estimate ('≈') and says why.
import { useId } from 'react'
import { Spinner, localeDecimal, useLocale, useTranslate } from '../../../ui/kit/index.ts'
import messages from '../messages/compiled/en.ts'
import type { OnrampQuote } from '../onramp-api.ts'
import { quoteFigures, shortDecimal } from '../quote-figures.ts'

export interface OnrampQuoteCardProps {
  loading: boolean
  /** The quote to show, once there is one. */
  quote: OnrampQuote | undefined
  /** How often the quote is asked again. */
  refreshMs: number
}

const row = 'flex items-baseline justify-between gap-2 text-sm'

export function OnrampQuoteCard({ loading, quote, refreshMs }: OnrampQuoteCardProps) {
  const t = useTranslate(messages)
  const locale = useLocale()
  const estimateId = useId()
  const figures = quote ? quoteFigures(quote) : undefined
  return (
    <section aria-label={t('onramp.quote.receive')} className="flex min-h-24 flex-col gap-1 rounded-lg border border-line bg-surface p-3" data-testid="onramp-quote" aria-busy={loading || undefined}>
      {loading && (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Spinner size={14} />
          {t('onramp.quote.loading')}
        </p>
      )}
      {figures && (
        <>
          <div className={row}>
            <span className="text-muted">{t('onramp.quote.receive')}</span>
            <span className="flex items-center gap-2 text-base font-semibold text-fg">
              {figures.estimate && (
                <span className="rounded-full border border-line px-2 text-xs font-normal text-muted" data-testid="onramp-quote-estimate" aria-describedby={estimateId}>
                  {t('onramp.quote.estimate')}
                </span>
              )}
              <span data-testid="onramp-quote-receive" title={`${figures.receive.amount} ${figures.receive.symbol}`}>
                {figures.estimate ? '≈ ' : ''}
                {localeDecimal(shortDecimal(figures.receive.amount), locale)} {figures.receive.symbol}
              </span>
            </span>
          </div>
          <div className={row}>
            <span className="text-muted">{t('onramp.quote.fee')}</span>
            <span className="text-fg" data-testid="onramp-quote-fee">
              {localeDecimal(figures.fee, locale)} {figures.currency}
            </span>
          </div>
          <div className={row}>
            <span className="text-muted">{t('onramp.quote.total')}</span>
            <span className="font-semibold text-fg" data-testid="onramp-quote-total">
              {localeDecimal(figures.total, locale)} {figures.currency}
            </span>
          </div>
          {figures.estimate ? (
            <p id={estimateId} className="text-xs text-muted" data-testid="onramp-quote-estimate-note">
              {t('onramp.quote.estimateNote')}
            </p>
          ) : (
            <p className="text-xs text-muted">{t('onramp.quote.refreshed', { seconds: Math.round(refreshMs / 1000) })}</p>
          )}
        </>
      )}
    </section>
  )
}
