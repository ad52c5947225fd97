import { describe, expect, it } from 'vitest'
import { DEFAULT_SWAP_SLIPPAGE, resolveSwapSettings, swap } from './swap.ts'
import { SWAP_NETWORKS } from './swap-networks.ts'
import { failureText, NETWORK_NOT_SUPPORTED_FOR_SWAPS, SWAP_TEXT, tooManyDecimals } from './swap-messages.ts'

describe('swap() options', () => {
  it("defaults: the 12 swap networks, slippage 1, the hosted provider's 0.85% fee", () => {
    const settings = resolveSwapSettings()
    expect(settings.networks).toEqual(SWAP_NETWORKS)
    expect(SWAP_NETWORKS).toHaveLength(12)
    expect(settings.slippage).toBe(DEFAULT_SWAP_SLIPPAGE)
    expect(settings.slippage).toBe(1)
    expect(settings.providerFeePercent).toBe(0.85)
  })

  it('takes networks as CAIP-2 ids or chain ids, and a slippage and fee', () => {
    expect(resolveSwapSettings({ networks: ['eip155:1337', 8453], slippage: 0.5, providerFee: 0.3 })).toMatchObject({ networks: ['eip155:1337', 'eip155:8453'], slippage: 0.5, providerFeePercent: 0.3 })
  })

  it('refuses bad options, naming the option and what it expected', () => {
    expect(() => resolveSwapSettings({ networks: ['solana:abc'] })).toThrow('Invalid option "swap.networks": expected EVM CAIP-2 ids (eip155:<chain id>) or chain ids, got "solana:abc"')
    expect(() => resolveSwapSettings({ slippage: 0 })).toThrow('Invalid option "swap.slippage": expected a percent above 0 and at most 50, got 0')
    expect(() => resolveSwapSettings({ slippage: 60 })).toThrow('Invalid option "swap.slippage"')
    expect(() => resolveSwapSettings({ providerFee: -1 })).toThrow('Invalid option "swap.providerFee": expected a percent from 0 to below 100, got -1')
  })

  it('contributes Swap and Review swap, Swap offered only on its networks; its parts bind a context per kernel with these settings and give es and ar catalogs', async () => {
    const plugin = swap({ networks: [1337] })
    const parts = await plugin.load!()
    expect(Object.keys(parts.messages ?? {})).toEqual(['es', 'ar'])
    expect(parts.services).toBeDefined()
    expect(plugin.id).toBe('swap')
    expect(Object.keys(plugin.views ?? {})).toEqual(['Swap', 'SwapReview'])
    expect(plugin.offeredOn?.Swap?.('eip155:1337')).toBe(true)
    expect(plugin.offeredOn?.Swap?.('eip155:1')).toBe(false)
  })
})

describe('the texts', () => {
  it('are the documented texts exactly', () => {
    expect(NETWORK_NOT_SUPPORTED_FOR_SWAPS).toBe('Network not supported for Gas Price or Swaps')
    expect([SWAP_TEXT.selectToken, SWAP_TEXT.enterAmount, SWAP_TEXT.insufficientBalance, SWAP_TEXT.insufficientLiquidity, SWAP_TEXT.reviewSwap]).toEqual([
      'Select token',
      'Enter amount',
      'Insufficient balance',
      'Insufficient liquidity',
      'Review swap',
    ])
  })

  it('say what failed', () => {
    expect(tooManyDecimals('sUSDC', 6)).toBe('sUSDC has at most 6 decimals')
    expect(tooManyDecimals('X', 1)).toBe('X has at most 1 decimal')
    expect(failureText.networkChanged('Base')).toBe('The network changed to Base; go back and fill in the swap again')
    expect(failureText.swapReverted(1)).toContain('reverted on chain')
  })
})
