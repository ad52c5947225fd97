import { describe, expect, it } from 'vitest'
import { HttpError } from 'portico'
import type { ConvertApi } from './convert-api.ts'
import { fetchQuote, isNoLiquidity, type QuoteApi } from './fetch-quote.ts'
import type { SwapTokenInfo } from './swap-types.ts'

const NATIVE = 'eip155:1337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const USDC = 'eip155:1337:0x574342D6EC50218A7384f9B0B881DB3F64eB4c0A'
const eth: SwapTokenInfo = { symbol: 'ETH', name: 'Ether', decimals: 18, address: NATIVE, balance: 10n ** 18n }
const usdc: SwapTokenInfo = { symbol: 'sUSDC', name: 'Sandbox USD Coin', decimals: 6, address: USDC, contract: USDC.split(':')[2]!, balance: 10n ** 9n }

function api(overrides: Partial<QuoteApi> = {}) {
  const calls: { name: string; params: unknown }[] = []
  const base: QuoteApi = {
    getGasPrice: async (params) => (calls.push({ name: 'gas', params }), { standard: '2000000000', fast: '0', instant: '0' }),
    getSwapQuote: async (params) => (calls.push({ name: 'quote', params }), { quotes: [{ id: null, fromAmount: params.amount, fromAccount: params.from, toAmount: '297000000', toAccount: params.to }] }),
    getSwapAllowance: async (params) => (calls.push({ name: 'allowance', params }), { allowance: '0' }),
    getTokenPrices: async () => ({ fungibles: [{ address: NATIVE, name: 'Ether', symbol: 'ETH', iconUrl: '', price: 3000 }, { address: USDC, name: 'USDC', symbol: 'sUSDC', iconUrl: '', price: 1 }] }),
  }
  return { api: { ...base, ...overrides } as QuoteApi, calls }
}
const settings = { slippage: 1, providerFeePercent: 0.3 }

describe('fetchQuote', () => {
  it('answers the quote with its figures (min received, impact, fee, network cost); the native coin needs no allowance', async () => {
    const { api: a, calls } = api()
    const quote = await fetchQuote(a, { from: eth, to: usdc, value: 10n ** 17n, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', caipNetworkId: 'eip155:1337', settings, now: () => 42 })
    expect(quote).toEqual({
      fromAmount: 10n ** 17n,
      toAmount: 297_000_000n,
      minimumReceived: 294_030_000n,
      priceImpact: expect.closeTo(1, 8),
      providerFee: 300_000_000_000_000n,
      networkCost: 2_000_000_000n * 200_000n,
      networkCostUsd: expect.closeTo(1.2, 8),
      needsApproval: false,
      fetchedAt: 42,
    })
    expect(calls.find((c) => c.name === 'quote')!.params).toEqual({ amount: '100000000000000000', userAddress: 'eip155:1337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', from: NATIVE, to: USDC, gasPrice: '2000000000' })
    expect(calls.some((c) => c.name === 'allowance')).toBe(false)
  })

  it('an ERC-20 with an allowance below the amount needs an approval (and its gas)', async () => {
    const short = await fetchQuote(api({ getSwapAllowance: async () => ({ allowance: '4999999' }) }).api, { from: usdc, to: eth, value: 5_000_000n, address: '0xabc', caipNetworkId: 'eip155:1337', settings })
    expect(short).toMatchObject({ needsApproval: true, networkCost: 2_000_000_000n * 260_000n })
    const enough = await fetchQuote(api({ getSwapAllowance: async () => ({ allowance: '5000000' }) }).api, { from: usdc, to: eth, value: 5_000_000n, address: '0xabc', caipNetworkId: 'eip155:1337', settings })
    expect(enough.needsApproval).toBe(false)
  })

  it("no quote, a zero quote or the API's liquidity refusal is 'Insufficient liquidity'", async () => {
    const request = { from: eth, to: usdc, value: 10n ** 17n, address: '0xabc', caipNetworkId: 'eip155:1337', settings }
    for (const getSwapQuote of [
      async () => ({ quotes: [] }),
      async () => ({ quotes: [{ id: null, fromAmount: '1', fromAccount: '', toAmount: '0', toAccount: '' }] }),
      async () => {
        throw new HttpError(400, { details: 'Insufficient liquidity for this trade' })
      },
    ] as ConvertApi['getSwapQuote'][]) {
      const error = await fetchQuote(api({ getSwapQuote }).api, request).catch((e: unknown) => e)
      expect(isNoLiquidity(error), String(error)).toBe(true)
      expect((error as Error).message).toBe('Insufficient liquidity')
    }
  })

  it('any other failure is passed on as it is; a price API failure only leaves the impact unknown', async () => {
    const request = { from: eth, to: usdc, value: 10n ** 17n, address: '0xabc', caipNetworkId: 'eip155:1337', settings }
    const failing = api({ getSwapQuote: async () => { throw new HttpError(503) } }).api
    await expect(fetchQuote(failing, request)).rejects.toThrow('HTTP status code: 503')
    const noPrices = api({ getTokenPrices: async () => { throw new HttpError(500) } }).api
    const quote = await fetchQuote(noPrices, request)
    expect(quote.priceImpact).toBeUndefined()
    expect(quote.networkCostUsd).toBeUndefined()
  })
})
