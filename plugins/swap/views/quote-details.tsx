// The figures of a quote: rate, price impact, network cost, minimum received after slippage, provider
// fee; amounts and percents written for the locale (English keeps its texts). When a sponsor pays the
// gas, the network cost says who instead of an ETH amount the account does not pay.
import { formatUnits } from 'portico'
import type { LocaleChoice } from '../../../kernel/i18n/locale-tag.ts'
import { localeDecimal, type Translate } from '../../../ui/kit/index.ts'
import { percentText, shortAmount, usdText } from '../quote-math.ts'
import type { SwapQuoteDetails, SwapTokenInfo } from '../swap-types.ts'
import type { SwapId } from './swap-text.ts'

/** Who pays the gas: the account (the quote's network cost), a sponsor, or not known yet. */
export type GasPayer = { status: 'account' } | { status: 'checking' } | { status: 'sponsored'; sponsor: string }

export interface QuoteDetailsProps {
  quote: SwapQuoteDetails
  from: SwapTokenInfo
  to: SwapTokenInfo
  native: { symbol: string; decimals: number }
  slippage: number
  providerFeePercent: number
  t: Translate<SwapId>
  locale: Pick<LocaleChoice, 'tag' | 'language'>
  /** Default: the account. */
  gasPayer?: GasPayer
}

export function QuoteDetails({ quote, from, to, native, slippage, providerFeePercent, t, locale, gasPayer = { status: 'account' } }: QuoteDetailsProps) {
  const n = (text: string) => localeDecimal(text, locale)
  // '1.00%', '<0.01%': the number written for the locale, the rest kept
  const percent = (text: string) => text.replace(/[\d.]+/, (digits) => n(digits))
  const rate = Number(formatUnits(quote.toAmount, to.decimals)) / Number(formatUnits(quote.fromAmount, from.decimals))
  const rateText = rate >= 1 ? rate.toFixed(4).replace(/\.?0+$/, '') : rate.toPrecision(4)
  const rows: [string, string, string][] = [
    [t('swap.quote.rate'), t('swap.quote.rateValue', { from: from.symbol, rate: n(rateText), to: to.symbol }), 'swap-rate'],
    [t('swap.quote.priceImpact'), quote.priceImpact === undefined ? t('swap.quote.unknown') : percent(percentText(quote.priceImpact)), 'swap-price-impact'],
    [
      t(quote.needsApproval ? 'swap.quote.networkCostWithApproval' : 'swap.quote.networkCost'),
      gasPayer.status === 'sponsored'
        ? t('swap.quote.gasPaidBy', { sponsor: gasPayer.sponsor })
        : gasPayer.status === 'checking'
          ? t('swap.quote.checkingPayer')
          : `${n(shortAmount(quote.networkCost, native.decimals))} ${native.symbol}${quote.networkCostUsd !== undefined ? ` (${usdText(quote.networkCostUsd)})` : ''}`,
      'swap-network-cost',
    ],
    [t('swap.quote.minimumReceived', { slippage: n(String(slippage)) }), `${n(shortAmount(quote.minimumReceived, to.decimals))} ${to.symbol}`, 'swap-minimum-received'],
    [t('swap.quote.providerFee', { percent: n(String(providerFeePercent)) }), `${n(shortAmount(quote.providerFee, from.decimals))} ${from.symbol}`, 'swap-provider-fee'],
  ]
  return (
    <dl className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-3 text-sm" data-testid="swap-quote-details">
      {rows.map(([label, value, testId]) => (
        <div key={testId} className="flex justify-between gap-4">
          <dt className="text-muted">{label}</dt>
          <dd className="text-end text-fg" data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
