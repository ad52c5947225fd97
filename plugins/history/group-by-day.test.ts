import { describe, expect, it } from 'vitest'
import type { WalletTransaction } from 'portico'
import { dayLabel, groupByDay } from './group-by-day.ts'

const at = (id: string, minedAt: string): WalletTransaction => ({
  id,
  metadata: { operationType: 'send', hash: id, minedAt, sentFrom: '', sentTo: '', status: 'confirmed', nonce: 0, application: null, chain: null },
  transfers: [],
})

// Local times, so the test holds in any time zone.
const now = new Date(2026, 10, 24, 9, 30)
const local = (y: number, m: number, d: number, h = 12) => new Date(y, m, d, h).toISOString()

describe('groupByDay', () => {
  it('labels today, yesterday, then dates (the year only when it is not this one)', () => {
    expect(dayLabel(new Date(2026, 10, 24, 0, 1), now, 'en-US')).toBe('Today')
    expect(dayLabel(new Date(2026, 10, 23, 23, 59), now, 'en-US')).toBe('Yesterday')
    expect(dayLabel(new Date(2026, 10, 20), now, 'en-US')).toBe('Nov 20')
    expect(dayLabel(new Date(2025, 11, 31), now, 'en-US')).toBe('Dec 31, 2025')
    // yesterday across a month boundary
    expect(dayLabel(new Date(2026, 10, 30), new Date(2026, 11, 1, 8), 'en-US')).toBe('Yesterday')
  })

  it('groups consecutive transactions by local day, keeping their order', () => {
    const list = [
      at('a', local(2026, 10, 24, 9)),
      at('b', local(2026, 10, 24, 1)),
      at('c', local(2026, 10, 23, 22)),
      at('d', local(2026, 10, 20)),
      at('e', local(2026, 10, 20, 8)),
      at('f', 'not a time'),
    ]
    const groups = groupByDay(list, now, 'en-US')
    expect(groups.map((g) => [g.label, g.transactions.map((t) => t.id)])).toEqual([
      ['Today', ['a', 'b']],
      ['Yesterday', ['c']],
      ['Nov 20', ['d', 'e']],
      ['Unknown date', ['f']],
    ])
  })

  it('gives no group for no activity', () => expect(groupByDay([], now)).toEqual([]))
})
