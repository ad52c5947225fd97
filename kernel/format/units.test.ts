import { describe, expect, it } from 'vitest'
import { parseUnitsExact, readUnits } from './units.ts'

describe('readUnits', () => {
  it('reads plain decimals exactly into the smallest unit', () => {
    expect(readUnits('1.5', 6)).toEqual({ ok: true, value: 1_500_000n })
    expect(readUnits(' .5 ', 2)).toEqual({ ok: true, value: 50n })
    expect(readUnits('12.', 0)).toEqual({ ok: true, value: 12n })
    expect(readUnits('123456789.123456789123456789', 18)).toEqual({ ok: true, value: 123456789123456789123456789n })
  })

  it("refuses what is not a plain decimal ('format') and extra decimals ('decimals') unless asked to cut them", () => {
    for (const bad of ['', '.', '-1', '1e5', '1,5', '0x10', 'abc', '1.2.3']) expect(readUnits(bad, 6)).toEqual({ ok: false, reason: 'format' })
    expect(readUnits('0.1234567', 6)).toEqual({ ok: false, reason: 'decimals' })
    expect(readUnits('0.1234567', 6, { truncate: true })).toEqual({ ok: true, value: 123_456n })
    expect(parseUnitsExact('0.1234567', 6)).toBeUndefined()
    expect(parseUnitsExact('2', 18)).toBe(2_000_000_000_000_000_000n)
  })
})
