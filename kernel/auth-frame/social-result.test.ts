import { describe, expect, it } from 'vitest'
import { carriesSocialResult } from './social-result.ts'

describe('social login result in the page URL', () => {
  it('is found by its query parameter only', () => {
    expect(carriesSocialResult('https://app.test/?result_uri=https%3A%2F%2Fframe.test%2Fsocial%2Fresult%3Fcode%3Dx')).toBe(true)
    expect(carriesSocialResult('https://app.test/page?x=1#result_uri=1')).toBe(false)
    expect(carriesSocialResult('not a url')).toBe(false)
    expect(carriesSocialResult(undefined)).toBe(false)
  })
})
