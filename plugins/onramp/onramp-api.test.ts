import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNT_0 } from '../../testing/accounts.ts'
import { startTestApi, type TestApi, testApiContext } from '../../testing/test-support/kernel-api-server.ts'
import { createOnrampApi, DEFAULT_ONRAMP_OPTIONS, type OnrampQuoteParams } from './onramp-api.ts'

const PROVIDER = 'http://127.0.0.1:9'
let api: TestApi
beforeAll(async () => {
  // the provider's origin only goes into the generated URL: nothing is started there
  api = await startTestApi({ chainIds: [31337], onrampProviderUrl: PROVIDER })
}, 30_000)
afterAll(() => api.stop())
afterEach(() => api.reset())

const service = () => createOnrampApi(testApiContext(api, { timeoutMs: 500 }))

const usd = DEFAULT_ONRAMP_OPTIONS.paymentCurrencies[0]!
const usdc = DEFAULT_ONRAMP_OPTIONS.purchaseCurrencies[0]!
const quoteParams: OnrampQuoteParams = { purchaseCurrency: usdc, paymentCurrency: usd, amount: '100.00', network: 'ethereum-mainnet' }

describe('BlockchainApi on-ramp options', () => {
  it("reads the server's options", async () => {
    const options = await service().getOnrampOptions()
    expect(options.fallback).toBeUndefined()
    // the sandbox provider's price table (sandbox/onramp/)
    expect(options.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    expect(options.purchaseCurrencies.map((c) => c.symbol)).toEqual(['ETH', 'sUSDC', 'SOL'])
    expect(Object.fromEntries(api.sent('/v1/onramp/options')[0]!.url.searchParams)).toEqual({ projectId: 'test-project', st: 'appkit', sv: 'html-portico-0.1.0' })
  })

  it('falls back to the built-in USD/EUR list with the limits when the request fails', async () => {
    for (const fault of [{ status: 500 }, { status: 403 }, { drop: true }, { latencyMs: 1500 }]) {
      await api.fault({ route: 'GET /v1/onramp/options', ...fault, times: 1 })
      const options = await service().getOnrampOptions()
      expect(options.fallback).toBe(true)
      expect(options.paymentCurrencies).toEqual(
        ['USD', 'EUR'].map((id) => ({
          id,
          payment_method_limits: [
            { id: 'card', min: '10.00', max: '7500.00' },
            { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
          ],
        })),
      )
      expect(options.purchaseCurrencies[0]).toMatchObject({ symbol: 'USDC' })
    }
  })

  it('hands out copies: changing the fallback does not change the next one', async () => {
    await api.fault({ route: 'GET /v1/onramp/options', status: 500, times: 2 })
    const first = await service().getOnrampOptions()
    first.paymentCurrencies[0]!.payment_method_limits[0]!.max = '1'
    expect((await service().getOnrampOptions()).paymentCurrencies[0]!.payment_method_limits[0]!.max).toBe('7500.00')
  })
})

describe('BlockchainApi on-ramp quote', () => {
  it('reads a real quote (projectId in the query)', async () => {
    const susdc = (await service().getOnrampOptions()).purchaseCurrencies.find((c) => c.symbol === 'sUSDC')!
    const params: OnrampQuoteParams = { purchaseCurrency: susdc, paymentCurrency: usd, amount: '100.00', network: 'sandbox-1337' }
    const quote = await service().getOnrampQuote(params)
    expect(quote.mocked).toBeUndefined()
    expect(quote).toMatchObject({ paymentTotal: { amount: '100.00', currency: 'USD' }, coinbaseFee: { amount: '1.50', currency: 'USD' }, purchaseAmount: { currency: 'sUSDC' } })
    const [post] = api.sent('/v1/onramp/quote')
    expect(Object.fromEntries(post!.url.searchParams)).toEqual({ projectId: 'test-project' })
    expect(post!.body).toEqual(params)
  })

  it('returns a mocked 1:1 quote, marked as such, when the request fails or is refused', async () => {
    const mocked = {
      paymentTotal: { amount: '100.00', currency: 'USD' },
      paymentSubtotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: '100.00', currency: 'USDC' },
      networkFee: { amount: '0', currency: 'USD' },
      coinbaseFee: { amount: '0', currency: 'USD' },
      quoteId: 'mocked-quote-id',
      mocked: true,
    }
    await api.fault({ route: 'POST /v1/onramp/quote', status: 500, times: 1 })
    expect(await service().getOnrampQuote(quoteParams)).toEqual(mocked)
    await api.fault({ route: 'POST /v1/onramp/quote', drop: true, times: 1 })
    expect(await service().getOnrampQuote(quoteParams)).toEqual(mocked)
    // the server's own 400 (an amount over the limits)
    expect(await service().getOnrampQuote({ ...quoteParams, amount: '99999.00' })).toMatchObject({ mocked: true, paymentTotal: { amount: '99999.00' } })
  })
})

describe('BlockchainApi on-ramp URL', () => {
  it('asks the generator for the pay URL (projectId in the query)', async () => {
    const url = await service().getOnrampUrl({
      destinationWallets: [{ address: ANVIL_ACCOUNT_0.address, blockchains: ['sandbox-1337'], assets: ['sUSDC'] }],
      partnerUserId: 'p'.repeat(32),
      defaultNetwork: 'sandbox-1337',
      defaultExperience: 'buy',
      presetFiatAmount: 50,
    })
    expect(`${new URL(url).origin}${new URL(url).pathname}`).toBe(`${PROVIDER}/buy`)
    // the provider's order page reads the preset fiat amount as 'amount'
    expect(new URL(url).searchParams.get('amount')).toBe('50')
    expect(Object.fromEntries(api.sent('/v1/generators/onrampurl')[0]!.url.searchParams)).toEqual({ projectId: 'test-project' })
    await expect(service().getOnrampUrl({ destinationWallets: [], partnerUserId: 'short' })).rejects.toMatchObject({ message: 'HTTP status code: 400' })
  })
})
