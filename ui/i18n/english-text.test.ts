import { describe, expect, it } from 'vitest'
import { translateEnglish } from './english-text.ts'

const t = (id: 'a' | 'b', values?: Record<string, unknown>) => (values ? `${id}:${JSON.stringify(values)}` : id)
const texts = { exact: { 'Exact text': 'a' as const }, patterns: [[/^(\w+) is low$/, 'b' as const, (m: RegExpExecArray) => ({ what: m[1]! })] as const] }

describe('translateEnglish', () => {
  it('an exact text by its id, a text with values by its pattern, any other as it came (also from an error)', () => {
    expect(translateEnglish(t, texts, 'Exact text')).toBe('a')
    expect(translateEnglish(t, texts, 'ETH is low')).toBe('b:{"what":"ETH"}')
    expect(translateEnglish(t, texts, 'a wallet said no')).toBe('a wallet said no')
    expect(translateEnglish(t, texts, new Error('Exact text'))).toBe('a')
  })
})
