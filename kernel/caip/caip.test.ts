import { describe, expect, it } from 'vitest'
import { addressOfCaip, evmChainNumber, networkOfCaipAddress, parseCaipAddress, parseCaipNetworkId, toCaipAddress, toCaipNetworkId } from './caip.ts'

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

describe('the parts of an id', () => {
  it('addressOfCaip: the address of a CAIP-10 id, anything else as it is', () => {
    expect(addressOfCaip('eip155:1:0xAbC')).toBe('0xAbC')
    expect(addressOfCaip('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4H')).toBe('7S3P4H')
    expect(addressOfCaip('0xAbC')).toBe('0xAbC')
    expect(addressOfCaip('eip155:1:')).toBe('eip155:1:')
  })

  it('networkOfCaipAddress: the CAIP-2 network of a CAIP-10 id, undefined for anything else', () => {
    expect(networkOfCaipAddress('eip155:137:0xabc')).toBe('eip155:137')
    expect(networkOfCaipAddress('0xabc')).toBeUndefined()
  })

  it('evmChainNumber: 1, "1" and "eip155:1" are 1; another namespace or a malformed id is NaN', () => {
    expect(evmChainNumber(1)).toBe(1)
    expect(evmChainNumber('1')).toBe(1)
    expect(evmChainNumber('0x89')).toBe(137)
    expect(evmChainNumber('eip155:1337')).toBe(1337)
    expect(evmChainNumber('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBeNaN()
    expect(evmChainNumber('eip155:')).toBeNaN()
    expect(evmChainNumber('eip155:1:0xabc')).toBeNaN()
  })
})
