import { describe, expect, it } from 'vitest'
import { isFullHint, parseHint } from './session-hint.ts'

const full = { topic: 't', accounts: ['0xabc'], chainId: 10, expiry: 1_900_000_000 }

describe('parseHint', () => {
  it('reads a full marker, keeping a named peer and the other namespaces whose accounts are theirs', () => {
    const raw = JSON.stringify({ ...full, peer: { name: 'W', icon: 'https://w/i.png' }, others: { solana: ['solana:x:addr'], bad: ['solana:y:addr'], junk: 3 } })
    const hint = parseHint(raw)!
    expect(hint).toEqual({ ...full, peer: { name: 'W', icon: 'https://w/i.png' }, others: { solana: ['solana:x:addr'] } })
    expect(isFullHint(hint)).toBe(true)
  })
  it('an older marker (only the topic) or a malformed one is a topic to look for; nothing is null', () => {
    expect(parseHint('abc')).toEqual({ topic: 'abc' })
    expect(parseHint(JSON.stringify({ ...full, accounts: [] }))).toEqual({ topic: JSON.stringify({ ...full, accounts: [] }) })
    expect(isFullHint(parseHint('abc')!)).toBe(false)
    expect(parseHint(null)).toBeNull()
    expect(parseHint('')).toBeNull()
  })
  it('drops a peer without a name and an icon that is not a string', () => {
    expect(parseHint(JSON.stringify({ ...full, peer: { icon: 'x' } }))).toEqual(full)
    expect(parseHint(JSON.stringify({ ...full, peer: { name: 'W', icon: 1 } }))).toEqual({ ...full, peer: { name: 'W' } })
  })
})
