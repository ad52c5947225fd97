import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { checksumEvmAddress, isEvmAddress } from './evm-address.ts'

describe('EIP-55 addresses', () => {
  it("checksums as viem's getAddress does", () => {
    for (let i = 0; i < 200; i++) {
      const bytes = crypto.getRandomValues(new Uint8Array(20))
      const lower = `0x${Buffer.from(bytes).toString('hex')}`
      expect(checksumEvmAddress(lower)).toBe(getAddress(lower))
      expect(checksumEvmAddress(lower.toUpperCase().replace('0X', '0x'))).toBe(getAddress(lower))
    }
  })
  it("matches EIP-55's own examples", () => {
    for (const address of ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb']) {
      expect(checksumEvmAddress(address.toLowerCase())).toBe(address)
    }
  })
  it.each(['0x123', '1234567890abcdef1234567890abcdef12345678', '0xZZ34567890abcdef1234567890abcdef12345678', '0x1234567890abcdef1234567890abcdef123456789'])('rejects %s', (value) => {
    expect(isEvmAddress(value)).toBe(false)
  })
})
