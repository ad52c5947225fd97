import { describe, expect, it } from 'vitest'
import { formatUnits } from 'portico'
import { checkAmount, parseUnitsExact } from './amount.ts'

const usdc = { symbol: 'sUSDC', decimals: 6 }
const eth = { symbol: 'ETH', decimals: 18 }

describe('parseUnitsExact', () => {
  it('reads decimal strings exactly into the smallest unit', () => {
    expect(parseUnitsExact('5', 6)).toBe(5_000_000n)
    expect(parseUnitsExact('0.01', 18)).toBe(10_000_000_000_000_000n)
    expect(parseUnitsExact('.5', 6)).toBe(500_000n)
    expect(parseUnitsExact('12.', 6)).toBe(12_000_000n)
    expect(parseUnitsExact(' 1.000001 ', 6)).toBe(1_000_001n)
    expect(parseUnitsExact('123456789.123456789123456789', 18)).toBe(123456789_123456789123456789n)
    expect(parseUnitsExact('7', 0)).toBe(7n)
  })

  it('refuses what is not a plain decimal, and more decimals than the token has', () => {
    for (const bad of ['', '.', 'abc', '1e5', '1,5', '-1', '0x10', '1.2.3', '+1', 'Infinity']) expect(parseUnitsExact(bad, 6)).toBeUndefined()
    expect(parseUnitsExact('1.0000001', 6)).toBeUndefined()
    expect(parseUnitsExact('1.5', 0)).toBeUndefined()
  })

  it('round-trips with the kernel\'s formatUnits', () => {
    for (const text of ['0.01', '9999.999999', '1', '0.000001']) expect(formatUnits(parseUnitsExact(text, 6)!, 6)).toBe(text)
  })
})

describe('checkAmount', () => {
  const balance = 10_000_000_000n // 10,000 sUSDC

  it('accepts an amount within the balance, as the smallest unit', () => {
    expect(checkAmount('5', usdc, balance)).toEqual({ ok: true, value: 5_000_000n })
    expect(checkAmount('10000', usdc, balance)).toEqual({ ok: true, value: balance })
    expect(checkAmount('0.01', eth, 10n ** 18n)).toEqual({ ok: true, value: 10n ** 16n })
  })

  it('an empty amount: "An amount and receiver address are required"', () => {
    expect(checkAmount('', usdc, balance)).toEqual({ ok: false, error: 'An amount and receiver address are required' })
    expect(checkAmount('   ', usdc, balance)).toEqual({ ok: false, error: 'An amount and receiver address are required' })
  })

  it('refuses a negative amount', () => {
    expect(checkAmount('-1', usdc, balance)).toEqual({ ok: false, error: 'The amount cannot be negative' })
  })

  it('refuses what is not a number', () => {
    for (const bad of ['abc', '1e3', '1,5', '.', '0x10']) expect(checkAmount(bad, usdc, balance)).toEqual({ ok: false, error: 'The amount must be a number, like 0.5' })
  })

  it('refuses more decimals than the token has, naming the token and its decimals', () => {
    expect(checkAmount('1.0000001', usdc, balance)).toEqual({ ok: false, error: 'sUSDC has at most 6 decimals' })
    expect(checkAmount('1.5', { symbol: 'WHOLE', decimals: 0 }, 10n)).toEqual({ ok: false, error: 'WHOLE has at most 0 decimals' })
    expect(checkAmount('1.55', { symbol: 'ONE', decimals: 1 }, 100n)).toEqual({ ok: false, error: 'ONE has at most 1 decimal' })
  })

  it('refuses zero', () => {
    for (const zero of ['0', '0.0', '.000', '00']) expect(checkAmount(zero, usdc, balance)).toEqual({ ok: false, error: 'The amount must be more than 0' })
  })

  it('refuses more than the balance', () => {
    expect(checkAmount('10000.000001', usdc, balance)).toEqual({ ok: false, error: 'Insufficient sUSDC balance' })
    expect(checkAmount('1', eth, 0n)).toEqual({ ok: false, error: 'Insufficient ETH balance' })
  })
})
