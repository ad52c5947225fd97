// Swap's Max: an ERC-20's whole balance without asking for a gas price; the native coin's balance
// less twice the standard gas price for a swap's gas, never below 0.
import { describe, expect, it } from 'vitest'
import type { ConvertApi } from './convert-api.ts'
import { maxSwapAmount } from './swap-max-amount.ts'
import type { SwapTokenInfo } from './swap-types.ts'

const CHAIN = 'eip155:1'
const ETH: SwapTokenInfo = { symbol: 'ETH', name: 'Ether', decimals: 18, address: `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`, balance: 10n ** 18n }
const USDC: SwapTokenInfo = { symbol: 'USDC', name: 'USD Coin', decimals: 6, address: `${CHAIN}:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48`, contract: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', balance: 12_500_000n }

function api(standard: string) {
  const asked: string[] = []
  const client: Pick<ConvertApi, 'getGasPrice'> = { getGasPrice: async ({ chainId }) => (asked.push(chainId), { standard, fast: '0', instant: '0' }) }
  return { client, asked }
}

describe('maxSwapAmount', () => {
  it('an ERC-20: the whole balance, no gas price asked', async () => {
    const { client, asked } = api('1')
    expect(await maxSwapAmount(client, CHAIN, USDC)).toBe('12.5')
    expect(asked).toEqual([])
  })

  it("the native coin: the balance less twice the network's standard gas price for a swap's 200,000 gas (1 ETH at 2 gwei: 0.9992)", async () => {
    const { client, asked } = api('2000000000')
    expect(await maxSwapAmount(client, CHAIN, ETH)).toBe('0.9992')
    expect(asked).toEqual([CHAIN])
  })

  it('a native balance below the reserve gives 0', async () => {
    expect(await maxSwapAmount(api('2000000000').client, CHAIN, { ...ETH, balance: 1000n })).toBe('0')
  })
})
