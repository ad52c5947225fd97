import { describe, expect, it } from 'vitest'
import { numberToHex, parseChainId, utf8ToHex } from './hex.ts'

describe('numberToHex', () => {
  it('writes JSON-RPC quantities without leading zeros', () => {
    expect(numberToHex(0)).toBe('0x0')
    expect(numberToHex(1)).toBe('0x1')
    expect(numberToHex(8453)).toBe('0x2105')
    expect(numberToHex(10n ** 18n)).toBe('0xde0b6b3a7640000')
  })
})

describe('utf8ToHex', () => {
  it('encodes the UTF-8 bytes of a text', () => {
    expect(utf8ToHex('')).toBe('0x')
    expect(utf8ToHex('hello')).toBe('0x68656c6c6f')
    expect(utf8ToHex('é')).toBe('0xc3a9')
    expect(utf8ToHex('🦊')).toBe('0xf09fa68a')
    expect(utf8ToHex('a\nb')).toBe('0x610a62')
  })
})

describe('parseChainId', () => {
  it('reads hex, decimal strings and numbers', () => {
    expect(parseChainId('0x1')).toBe(1)
    expect(parseChainId('0x2105')).toBe(8453)
    expect(parseChainId('0X7A69')).toBe(31337)
    expect(parseChainId('137')).toBe(137)
    expect(parseChainId(10)).toBe(10)
    expect(parseChainId(10n)).toBe(10)
  })

  it('throws a PorticoError on anything else', () => {
    for (const bad of ['', '0x', 'mainnet', '-1', null, undefined, {}, 1.5, -3]) {
      expect(() => parseChainId(bad)).toThrow(expect.objectContaining({ code: 'INVALID_CHAIN_ID' }))
    }
  })
})
