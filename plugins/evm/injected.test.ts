import { describe, expect, it, vi } from 'vitest'
import type { AnnouncedWallet } from './discovery.ts'
import { legacyProvider, showLegacy, walletFlags } from './injected.ts'

const provider = (flags: Record<string, unknown> = {}) => ({ request: vi.fn(), ...flags })
const wallet = (name: string, rdns: string, p = provider()): AnnouncedWallet => ({ name, rdns, provider: p })

describe('legacyProvider', () => {
  it('is window.ethereum when it is an EIP-1193 provider', () => {
    const ethereum = provider()
    expect(legacyProvider({ ethereum } as unknown as Window)).toBe(ethereum)
    expect(legacyProvider({ ethereum: {} } as unknown as Window)).toBeUndefined()
    expect(legacyProvider({} as Window)).toBeUndefined()
    expect(legacyProvider(undefined)).toBeUndefined()
  })
})

describe('walletFlags', () => {
  it('reads the is* flags that are true', () => {
    expect(walletFlags(provider({ isMetaMask: true, isBraveWallet: true, isRabby: false, isConnected: () => true, island: true }))).toEqual([
      'metamask',
      'bravewallet',
    ])
  })
})

describe('showLegacy', () => {
  it('shows window.ethereum when nothing was announced', () => {
    expect(showLegacy(provider(), [])).toBe(true)
  })

  it('hides it when an announced wallet has the very same provider', () => {
    const ethereum = provider({ isOldWallet: true })
    expect(showLegacy(ethereum, [wallet('MetaMask', 'io.metamask', ethereum)])).toBe(false)
  })

  it('hides it when wallets were announced and it has no flag telling it apart', () => {
    expect(showLegacy(provider(), [wallet('MetaMask', 'io.metamask')])).toBe(false)
  })

  it('hides it when every flag names an announced wallet', () => {
    expect(showLegacy(provider({ isMetaMask: true }), [wallet('MetaMask', 'io.metamask')])).toBe(false)
    expect(showLegacy(provider({ isCoinbaseWallet: true }), [wallet('Coinbase Wallet', 'com.coinbase.wallet')])).toBe(false)
  })

  it('shows it when a flag names a wallet that did not announce itself', () => {
    expect(showLegacy(provider({ isOldWallet: true }), [wallet('MetaMask', 'io.metamask')])).toBe(true)
  })
})
