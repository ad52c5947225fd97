// What the quote shows: what the visitor receives, the fee (the provider's plus the network's) and
// the total charged, and whether it is the stand-in quote (a failed quote request: 1:1, no fee),
// which the view marks as an estimate.
import type { OnrampQuote } from './onramp-api.ts'
import { formatCents, toCents } from './fiat-amount.ts'

export { CRYPTO_DISPLAY_DECIMALS, shortDecimal } from '../../ui/kit/index.ts'

export interface QuoteFigures {
  /** '49.25' and 'sUSDC'. */
  receive: { amount: string; symbol: string }
  /** Decimal strings in the fiat currency. */
  fee: string
  total: string
  currency: string
  estimate: boolean
}

/** Fiat amounts may come as '0.75' or '0.7500': cents, rounded down past the second decimal. */
const cents = (amount: string): bigint => {
  const [whole = '0', fraction = ''] = amount.split('.')
  return toCents(`${whole}.${fraction.slice(0, 2)}`) ?? 0n
}

export function quoteFigures(quote: OnrampQuote): QuoteFigures {
  const fee = cents(quote.coinbaseFee?.amount ?? '0') + cents(quote.networkFee.amount)
  return {
    receive: { amount: quote.purchaseAmount.amount, symbol: quote.purchaseAmount.currency },
    fee: formatCents(fee),
    total: formatCents(cents(quote.paymentTotal.amount)),
    currency: quote.paymentTotal.currency,
    estimate: quote.mocked === true,
  }
}
