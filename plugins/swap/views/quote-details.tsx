// The figures of a quote: price impact, network cost, minimum received after slippage, provider fee.
import { formatUnits } from 'portico'
import { percentText, shortAmount, usdText } from '../quote-math.ts'
import type { SwapQuoteDetails, SwapTokenInfo } from '../swap-types.ts'

export interface QuoteDetailsProps {
  quote: SwapQuoteDetails
  from: SwapTokenInfo
  to: SwapTokenInfo
  native: { symbol: string; decimals: number }
  slippage: number
  providerFeePercent: number
}

export function QuoteDetails({ quote, from, to, native, slippage, providerFeePercent }: QuoteDetailsProps) {
  const rate = Number(formatUnits(quote.toAmount, to.decimals)) / Number(formatUnits(quote.fromAmount, from.decimals))
  const rows: [string, string, string][] = [
    ['Rate', `1 ${from.symbol} ≈ ${rate >= 1 ? rate.toFixed(4).replace(/\.?0+$/, '') : rate.toPrecision(4)} ${to.symbol}`, 'swap-rate'],
    ['Price impact', quote.priceImpact === undefined ? 'Unknown' : percentText(quote.priceImpact), 'swap-price-impact'],
    [
      quote.needsApproval ? 'Network cost (approval and swap)' : 'Network cost',
      `${shortAmount(quote.networkCost, native.decimals)} ${native.symbol}${quote.networkCostUsd !== undefined ? ` (${usdText(quote.networkCostUsd)})` : ''}`,
      'swap-network-cost',
    ],
    [`Minimum received (${slippage}% slippage)`, `${shortAmount(quote.minimumReceived, to.decimals)} ${to.symbol}`, 'swap-minimum-received'],
    [`Provider fee (${providerFeePercent}%)`, `${shortAmount(quote.providerFee, from.decimals)} ${from.symbol}`, 'swap-provider-fee'],
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
