import { describe, expect, it } from 'vitest'
import { parseCaipAddress, parseCaipNetworkId, toCaipAddress, toCaipNetworkId } from './caip.ts'

describe('CAIP-10 addresses', () => {
  it('splits namespace, chain id and address', () => {
    expect(parseCaipAddress('eip155:1:0xabc')).toEqual({ namespace: 'eip155', chainId: '1', address: '0xabc' })
  })
  it.each(['eip155:1', 'eip155:1:0xabc:extra', 'eip155::0xabc', ':1:0xabc', 'eip155:1:', ''])('rejects %j', (value) => {
    expect(() => parseCaipAddress(value)).toThrow('Invalid CAIP Address')
  })
  it('rejects a non-string', () => {
    expect(() => parseCaipAddress(42 as never)).toThrow('Invalid CAIP Address')
  })
})

describe('CAIP-2 network ids', () => {
  it('splits namespace and chain id', () => {
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      namespace: 'solana',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })
  it.each(['eip155', 'eip155:1:2', 'eip155:', ':1'])('rejects %j', (value) => {
    expect(() => parseCaipNetworkId(value)).toThrow('Invalid CAIP Network Id')
  })
  it('builds ids', () => {
    expect(toCaipNetworkId('eip155', 8453)).toBe('eip155:8453')
    expect(toCaipAddress('eip155:8453', '0xabc')).toBe('eip155:8453:0xabc')
  })
})
