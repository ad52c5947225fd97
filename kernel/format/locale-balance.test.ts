import { describe, expect, it } from 'vitest'
import { localeBalance } from './locale-balance.ts'

describe('localeBalance', () => {
  it('keeps the English text of displayBalance exactly', () => {
    expect(localeBalance('10000.123456', { tag: 'en', language: 'en' })).toBe('10000.123')
    expect(localeBalance('0', { tag: 'en', language: 'en' })).toBe('0.000')
  })

  it('writes the digits and separator of the locale, truncated, never rounded up', () => {
    expect(localeBalance('10000.1239', { tag: 'es', language: 'es' })).toBe('10000,123')
    const arabic = new Intl.NumberFormat('ar', { minimumFractionDigits: 3 }).format(1.999)
    expect(localeBalance('1.9999', { tag: 'ar', language: 'ar' })).toBe(arabic)
  })

  it('keeps the exact digits of a balance larger than a double holds', () => {
    expect(localeBalance('123456789012345678.5', { tag: 'es', language: 'es' })).toBe('123456789012345678,500')
  })
})
