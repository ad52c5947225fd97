// The fiat amount as the visitor types it, checked against the payment currency's limits for the
// payment method (payment_method_limits; by default USD/EUR card 10.00–7500.00). Exact: in cents.
import { parseUnitsExact } from 'portico'
import type { PaymentCurrency } from './onramp-api.ts'
import { message, type OnrampMessage } from './onramp-message.ts'

/** The payment method Buy pays with: the provider's popup takes a card. */
export const ONRAMP_PAYMENT_METHOD = 'card'

export type FiatAmountCheck =
  | { status: 'empty' }
  | { status: 'invalid'; message: OnrampMessage }
  /** `amount` is the normalized decimal string sent to the quote ('50', '50.5'). */
  | { status: 'ok'; amount: string; cents: bigint }

/** Cents of a decimal string with at most two decimals; undefined otherwise. */
export function toCents(text: string): bigint | undefined {
  return /^\d{1,12}(?:\.\d{0,2})?$/.test(text) ? parseUnitsExact(text, 2) : undefined
}

/** '7500.00' from 750000n. */
export const formatCents = (cents: bigint): string => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`

/** The limits of `method` in this currency, in cents; undefined when it has none. */
export function limitsOf(currency: PaymentCurrency, method = ONRAMP_PAYMENT_METHOD): { min: bigint; max: bigint } | undefined {
  const limit = currency.payment_method_limits.find((l) => l.id === method)
  const min = limit && toCents(limit.min)
  const max = limit && toCents(limit.max)
  return min !== undefined && max !== undefined ? { min, max } : undefined
}

/** Checks the typed amount as the visitor types; each refusal says why. */
export function checkFiatAmount(text: string, currency: PaymentCurrency, method = ONRAMP_PAYMENT_METHOD): FiatAmountCheck {
  const typed = text.trim()
  if (typed === '') return { status: 'empty' }
  const code = currency.id
  const limits = limitsOf(currency, method)
  if (!limits) return { status: 'invalid', message: message('onramp.amount.noLimits', { currency: code }) }
  if (/^\d+\.\d{3,}$/.test(typed)) return { status: 'invalid', message: message('onramp.amount.decimals', { currency: code }) }
  const cents = toCents(typed)
  if (cents === undefined) return { status: 'invalid', message: message('onramp.amount.notNumber') }
  if (cents < limits.min) return { status: 'invalid', message: message('onramp.amount.belowMin', { min: formatCents(limits.min), currency: code }) }
  if (cents > limits.max) return { status: 'invalid', message: message('onramp.amount.aboveMax', { max: formatCents(limits.max), currency: code }) }
  return { status: 'ok', amount: typed.endsWith('.') ? typed.slice(0, -1) : typed, cents }
}
