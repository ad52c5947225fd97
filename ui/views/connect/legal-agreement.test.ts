import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES } from '../../../kernel/index.ts'
import { hasAgreed, legalLinks, legalMode, setAgreed } from './legal-agreement.ts'

const T = 'https://example.com/terms'
const P = 'https://example.com/privacy'

describe('legal agreement', () => {
  it('names which links there are', () => {
    expect(legalLinks({})).toBeUndefined()
    expect(legalLinks({ termsConditionsUrl: T, privacyPolicyUrl: P })).toEqual({ terms: T, privacy: P, has: 'both' })
    expect(legalLinks({ termsConditionsUrl: T })).toEqual({ terms: T, privacy: undefined, has: 'terms' })
    expect(legalLinks({ privacyPolicyUrl: P })).toEqual({ terms: undefined, privacy: P, has: 'privacy' })
  })

  it('a checkbox with legalCheckbox and a link, the footer with a link alone, nothing without a link', () => {
    const features = (legalCheckbox: boolean) => ({ ...DEFAULT_FEATURES, legalCheckbox })
    expect(legalMode({ termsConditionsUrl: T, features: features(true) })).toBe('checkbox')
    expect(legalMode({ privacyPolicyUrl: P, features: features(false) })).toBe('footer')
    expect(legalMode({ features: features(true) })).toBe('none')
  })

  it('remembers the tick per modal', () => {
    const [a, b] = [{}, {}]
    expect(hasAgreed(a)).toBe(false)
    setAgreed(a, true)
    expect([hasAgreed(a), hasAgreed(b)]).toEqual([true, false])
    setAgreed(a, false)
    expect(hasAgreed(a)).toBe(false)
  })
})
