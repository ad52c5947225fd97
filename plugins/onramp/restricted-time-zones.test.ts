import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentTimeZone, isRestrictedTimeZone, RESTRICTED_TIME_ZONES } from './restricted-time-zones.ts'
import { onramp } from './onramp.ts'

const inZone = (timeZone: string) =>
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => ({ resolvedOptions: () => ({ timeZone }) }) as unknown as Intl.DateTimeFormat)

afterEach(() => vi.restoreAllMocks())

describe('restricted time zones', () => {
  it('lists mainland China, Hong Kong and Macau, with the aliases a browser may report', () => {
    for (const zone of ['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Hong_Kong', 'Asia/Macau', 'Asia/Macao', 'Asia/Chongqing', 'Asia/Harbin', 'PRC']) expect(isRestrictedTimeZone(zone)).toBe(true)
    for (const zone of ['Asia/Taipei', 'Asia/Singapore', 'Europe/Madrid', 'America/New_York', 'UTC', '']) expect(isRestrictedTimeZone(zone)).toBe(false)
    expect(Object.isFrozen(RESTRICTED_TIME_ZONES)).toBe(true)
  })

  it("reads the browser's time zone, '' when Intl cannot say", () => {
    inZone('Asia/Hong_Kong')
    expect(currentTimeZone()).toBe('Asia/Hong_Kong')
    vi.restoreAllMocks()
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
      throw new RangeError('no zone')
    })
    expect(currentTimeZone()).toBe('')
  })

  it('onramp() offers Buy except in a restricted zone, asked each time (a changed zone counts at once)', () => {
    const offered = onramp().offeredOn!.OnRamp!
    inZone('Europe/Madrid')
    expect(offered('eip155:1')).toBe(true)
    inZone('Asia/Shanghai')
    expect(offered('eip155:1')).toBe(false)
    expect(offered('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(false)
  })
})
