import { describe, expect, it } from 'vitest'
import { localeDecimal } from './locale-decimal.ts'

describe('localeDecimal', () => {
  it('keeps English as given, every digit', () => {
    expect(localeDecimal('1.000000000000000001', { tag: 'en', language: 'en' })).toBe('1.000000000000000001')
  })

  it('writes every digit in the locale, with no float rounding', () => {
    expect(localeDecimal('1.000000000000000001', { tag: 'es', language: 'es' })).toBe('1,000000000000000001')
    expect(localeDecimal('12345.5', { tag: 'es-MX', language: 'es' })).toBe('12345.5')
    expect(localeDecimal('0.25', { tag: 'ar', language: 'ar' })).toBe(new Intl.NumberFormat('ar', { minimumFractionDigits: 2 }).format(0.25))
  })

  it('leaves what is not a plain decimal alone', () => {
    expect(localeDecimal('<0.001', { tag: 'es', language: 'es' })).toBe('<0.001')
  })
})
