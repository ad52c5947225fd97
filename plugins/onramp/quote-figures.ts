// What the quote shows: what the visitor receives, the fee (the provider's plus the network's) and
// the total charged, and whether it is SPEC §8's stand-in quote (a failed quote request: 1:1, no fee),
// which the view marks as an estimate.
import type { OnrampQuote } from 'portico'
import { formatCents, toCents } from './fiat-amount.ts'

/** How many decimals a crypto amount shows (the whole amount is in its tooltip): 0.016416666666666666 ETH reads 0.016416. */
export const CRYPTO_DISPLAY_DECIMALS = 6

/** A decimal cut (never rounded up) to `decimals` places, trailing zeros dropped; an amount that would read 0 stays whole. */
export function shortDecimal(amount: string, decimals = CRYPTO_DISPLAY_DECIMALS): string {
  const match = /^(\d+)\.(\d+)$/.exec(amount)
  if (!match) return amount
  const fraction = match[2]!.slice(0, decimals).replace(/0+$/, '')
  if (fraction === '' && match[1] === '0') return amount
  return fraction ? `${match[1]}.${fraction}` : match[1]!
}

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
