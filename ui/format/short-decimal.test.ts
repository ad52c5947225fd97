import { describe, expect, it } from 'vitest'
import { shortDecimal } from './short-decimal.ts'

describe('shortDecimal', () => {
  it('cuts to 6 decimals, never rounding up, dropping trailing zeros', () => {
    expect(shortDecimal('9999.989873461234567891')).toBe('9999.989873')
    expect(shortDecimal('0.016416666666666666')).toBe('0.016416')
    expect(shortDecimal('1.500000')).toBe('1.5')
    expect(shortDecimal('2.0000001')).toBe('2')
  })

  it('keeps whole numbers, non-decimals, and an amount that would read 0 as they are', () => {
    expect(shortDecimal('100')).toBe('100')
    expect(shortDecimal('0.0000001')).toBe('0.0000001')
    expect(shortDecimal('abc')).toBe('abc')
  })
})
