// Property-based tests (fast-check) of the amount field: a decimal read exactly into the token's
// smallest unit (a send needs an amount), every refusal saying what is wrong.
import fc from 'fast-check'
import { formatUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { assertProperty } from '../../scripts/fuzz/property.ts'
import { checkAmount, parseUnitsExact } from './amount.ts'

const decimals = fc.integer({ min: 0, max: 24 })
const units = fc.bigInt({ min: 0n, max: 10n ** 40n })

describe('the amount field', () => {
  it('an amount written with at most the token\'s decimals is read exactly (no float, no rounding)', () => {
    assertProperty(
      'amount parse is exact',
      fc.property(units, decimals, (value, d) => {
        expect(parseUnitsExact(formatUnits(value, d), d)).toBe(value)
      }),
    )
  })

  it('Any amount text gets the amount or the one error that says what is wrong', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 12, unit: fc.constantFrom('0', '1', '9', '.', '-', ' ', 'e', ',', '٣') }),
      fc.tuple(units, decimals).map(([v, d]) => formatUnits(v, d)),
      fc.string({ maxLength: 10 }),
    )
    assertProperty(
      'amount refusals',
      fc.property(text, fc.integer({ min: 0, max: 18 }), fc.bigInt({ min: 0n, max: 10n ** 24n }), (input, d, balance) => {
        const token = { symbol: 'TKN', decimals: d }
        const result = checkAmount(input, token, balance)
        const t = input.trim()
        if (t === '') return !result.ok && result.error === 'An amount and receiver address are required'
        if (t.startsWith('-')) return !result.ok && result.error === 'The amount cannot be negative'
        if (!/^\d*(?:\.\d*)?$/.test(t) || t === '.') return !result.ok && result.error === 'The amount must be a number, like 0.5'
        const fraction = t.split('.')[1] ?? ''
        if (fraction.length > d) return !result.ok && result.error === `TKN has at most ${d} decimal${d === 1 ? '' : 's'}`
        const [whole, frac = ''] = t.split('.')
        const value = BigInt((whole || '0') + frac.padEnd(d, '0'))
        if (value === 0n) return !result.ok && result.error === 'The amount must be more than 0'
        if (value > balance) return !result.ok && result.error === 'Insufficient TKN balance'
        return result.ok && result.value === value
      }),
    )
  })
})
