import { describe, expect, it } from 'vitest'
import { formatCount, warmCountFormat } from './count-format.ts'

describe('formatCount', () => {
  it('writes a count in the locale: grouping and digits', () => {
    expect(formatCount(1234, 'en')).toBe('1,234')
    expect(formatCount(1234, 'de')).toBe('1.234')
    expect(formatCount(1234, 'ar-EG')).toBe(new Intl.NumberFormat('ar-EG').format(1234))
  })

  it('warming a locale leaves the output as it was', () => {
    warmCountFormat('es')
    expect(formatCount(12345, 'es')).toBe(new Intl.NumberFormat('es').format(12345))
  })
})
