import { describe, expect, it } from 'vitest'
import { chainA, chainB } from '../test-support/networks.ts'
import { explorerAddressUrl, explorerTransactionUrl } from './explorer-urls.ts'

describe('explorer URLs', () => {
  it("build on the network's explorer base, with or without its trailing slash", () => {
    expect(explorerAddressUrl(chainA, '0xabc')).toBe('https://explorer.example/address/0xabc')
    expect(explorerTransactionUrl(chainA, '0x123')).toBe('https://explorer.example/tx/0x123')
    const noSlash = { ...chainA, blockExplorers: { default: { name: 'E', url: 'https://e.example' } } }
    expect(explorerTransactionUrl(noSlash, '0x123')).toBe('https://e.example/tx/0x123')
  })

  it('are undefined without an explorer, a network or a hash', () => {
    expect(explorerAddressUrl(chainB, '0xabc')).toBeUndefined()
    expect(explorerTransactionUrl(undefined, '0x123')).toBeUndefined()
    expect(explorerTransactionUrl(chainA, '')).toBeUndefined()
  })
})
