import { describe, expect, it } from 'vitest'
import type { PaymentCurrency } from './onramp-api.ts'
import { checkFiatAmount, formatCents, limitsOf, toCents } from './fiat-amount.ts'

// The default limits for USD and EUR: card 10.00–7500.00, bank account 10.00–25000.00
const usd: PaymentCurrency = { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }, { id: 'ach_bank_account', min: '10.00', max: '25000.00' }] }
const gbp: PaymentCurrency = { id: 'GBP', payment_method_limits: [{ id: 'ach_bank_account', min: '10', max: '100' }] }

describe('the fiat amount, checked as typed', () => {
  it('is nothing to check while empty', () => {
    expect(checkFiatAmount('', usd)).toEqual({ status: 'empty' })
    expect(checkFiatAmount('   ', usd)).toEqual({ status: 'empty' })
  })

  it('takes the card limits inclusive, in cents', () => {
    expect(checkFiatAmount('10', usd)).toEqual({ status: 'ok', amount: '10', cents: 1000n })
    expect(checkFiatAmount(' 50.25 ', usd)).toEqual({ status: 'ok', amount: '50.25', cents: 5025n })
    expect(checkFiatAmount('7500.00', usd)).toEqual({ status: 'ok', amount: '7500.00', cents: 750000n })
    expect(checkFiatAmount('50.', usd)).toEqual({ status: 'ok', amount: '50', cents: 5000n })
  })

  it('says the minimum and the maximum with the currency', () => {
    expect(checkFiatAmount('9.99', usd)).toEqual({ status: 'invalid', message: { id: 'onramp.amount.belowMin', values: { min: '10.00', currency: 'USD' } } })
    expect(checkFiatAmount('0', usd)).toEqual({ status: 'invalid', message: { id: 'onramp.amount.belowMin', values: { min: '10.00', currency: 'USD' } } })
    expect(checkFiatAmount('7500.01', usd)).toEqual({ status: 'invalid', message: { id: 'onramp.amount.aboveMax', values: { max: '7500.00', currency: 'USD' } } })
    // the bank account's higher limit does not apply to a card
    expect(checkFiatAmount('20000', usd).status).toBe('invalid')
    expect(checkFiatAmount('20000', usd, 'ach_bank_account').status).toBe('ok')
  })

  it('says what is wrong with a text that is not an amount', () => {
    for (const text of ['abc', '-5', '1e3', '5,00', '.5', '12 3', '0x10']) expect(checkFiatAmount(text, usd)).toEqual({ status: 'invalid', message: { id: 'onramp.amount.notNumber' } })
    expect(checkFiatAmount('10.001', usd)).toEqual({ status: 'invalid', message: { id: 'onramp.amount.decimals', values: { currency: 'USD' } } })
  })

  it('says when the currency has no card limits', () => {
    expect(checkFiatAmount('50', gbp)).toEqual({ status: 'invalid', message: { id: 'onramp.amount.noLimits', values: { currency: 'GBP' } } })
    expect(limitsOf(gbp)).toBeUndefined()
    expect(limitsOf(gbp, 'ach_bank_account')).toEqual({ min: 1000n, max: 10000n })
  })

  it('converts cents exactly', () => {
    expect(toCents('7500.00')).toBe(750000n)
    expect(toCents('0.1')).toBe(10n)
    expect(toCents('1.234')).toBeUndefined()
    expect(formatCents(750000n)).toBe('7500.00')
    expect(formatCents(5n)).toBe('0.05')
  })
})
