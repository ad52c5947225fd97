import { describe, expect, it } from 'vitest'
import { isSmartAccount, swapProperties, trackError, trackInitiate, trackOpen, trackSuccess } from './swap-analytics.ts'
import type { SwapTokenInfo } from './swap-types.ts'

const token = (symbol: string): SwapTokenInfo => ({ symbol, name: symbol, decimals: 6, address: `eip155:1:0x${'1'.repeat(40)}`, balance: 0n })

describe('swap analytics', () => {
  it('sends the documented events and properties', () => {
    const events: [string, unknown][] = []
    const analytics = { track: (name: string, props?: unknown) => void events.push([name, props]) }
    const props = swapProperties({ from: token('ETH'), to: token('sUSDC'), amount: '0.1', caipNetworkId: 'eip155:1' }, '183.2', false)
    trackOpen(analytics, 'eip155:1', true)
    trackInitiate(analytics, props)
    trackSuccess(analytics, props)
    trackError(analytics, 'approval', props, 'declined')
    trackError(analytics, 'swap', props, 'reverted')
    const base = { isSmartAccount: false, network: 'eip155:1', swapFromToken: 'ETH', swapToToken: 'sUSDC', swapFromAmount: '0.1', swapToAmount: '183.2' }
    expect(events).toEqual([
      ['OPEN_SWAP', { isSmartAccount: true, network: 'eip155:1' }],
      ['INITIATE_SWAP', base],
      ['SWAP_SUCCESS', base],
      ['SWAP_APPROVAL_ERROR', { ...base, message: 'declined' }],
      ['SWAP_ERROR', { ...base, message: 'reverted' }],
    ])
  })

  it('isSmartAccount reads the account in use', () => {
    expect(isSmartAccount({ address: '0xA', preferredAccountType: 'smartAccount', allAccounts: [] })).toBe(true)
    expect(isSmartAccount({ address: '0xA', preferredAccountType: 'smartAccount', allAccounts: [{ address: '0xa', type: 'eoa' }] })).toBe(false)
    expect(isSmartAccount({ address: '0xA', allAccounts: [] })).toBe(false)
    expect(isSmartAccount(undefined)).toBe(false)
  })
})
