import { describe, expect, it, vi } from 'vitest'
import { isSmartAccount, trackSelectBuyCrypto, trackSelectBuyProvider } from './onramp-analytics.ts'

describe("the on-ramp's track events", () => {
  it('SELECT_BUY_CRYPTO { isSmartAccount } and SELECT_BUY_PROVIDER { provider, isSmartAccount }', () => {
    const track = vi.fn()
    trackSelectBuyCrypto({ track }, true)
    trackSelectBuyProvider({ track }, false)
    expect(track.mock.calls).toEqual([
      ['SELECT_BUY_CRYPTO', { isSmartAccount: true }],
      ['SELECT_BUY_PROVIDER', { provider: 'coinbase', isSmartAccount: false }],
    ])
  })

  it('a smart account is told by its entry in allAccounts, else the preferred type', () => {
    const address = '0xAbC0000000000000000000000000000000000001'
    expect(isSmartAccount(undefined)).toBe(false)
    expect(isSmartAccount({ address, preferredAccountType: 'eoa', allAccounts: [{ address: address.toLowerCase(), type: 'smartAccount' }] } as never)).toBe(true)
    expect(isSmartAccount({ address, preferredAccountType: 'smartAccount', allAccounts: [] } as never)).toBe(true)
    expect(isSmartAccount({ address, preferredAccountType: undefined, allAccounts: [] } as never)).toBe(false)
  })
})
