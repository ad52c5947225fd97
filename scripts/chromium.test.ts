import { describe, expect, it } from 'vitest'
import { chromiumPathFrom, DEBIAN_CHROMIUM } from './chromium.ts'

describe('chromiumPathFrom', () => {
  it("is Debian's Chromium by default, and PORTICO_CHROMIUM when set", () => {
    expect(chromiumPathFrom({})).toBe(DEBIAN_CHROMIUM)
    expect(chromiumPathFrom({ PORTICO_CHROMIUM: '' })).toBe(DEBIAN_CHROMIUM)
    expect(chromiumPathFrom({ PORTICO_CHROMIUM: '/opt/chrome/chrome' })).toBe('/opt/chrome/chrome')
  })
})
