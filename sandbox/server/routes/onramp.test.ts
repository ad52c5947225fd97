import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNT_0 } from '../../../testing/accounts.ts'
import { startTestApi, type TestApi } from '../test-support.ts'

let t: TestApi
beforeAll(async () => (t = await startTestApi({ server: { chains: [{ chainId: 1337, rpcUrl: 'http://127.0.0.1:9', name: 'Sandbox Ethereum' }] } })))
afterAll(() => t.stop())

describe('on-ramp', () => {
  it('GET /v1/onramp/options lists payment currencies with the SPEC limits and purchase currencies with networks', async () => {
    const options = await t.getJson('/v1/onramp/options')
    expect(options.paymentCurrencies.map((c: { id: string }) => c.id)).toEqual(['USD', 'EUR', 'GBP'])
    expect(options.paymentCurrencies[0].payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
    const usdc = options.purchaseCurrencies.find((c: { symbol: string }) => c.symbol === 'USDC')
    expect(usdc).toMatchObject({ id: expect.any(String), name: 'USD Coin', symbol: 'USDC' })
    expect(usdc.networks).toContainEqual({ name: 'sandbox-1337', display_name: 'Sandbox Ethereum', chain_id: '1337', contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' })
    expect(usdc.networks).toContainEqual(expect.objectContaining({ name: 'ethereum-mainnet', chain_id: '1' }))
  })

  it('POST /v1/onramp/quote prices a purchase with fees', async () => {
    const { purchaseCurrencies } = await t.getJson('/v1/onramp/options')
    const eth = purchaseCurrencies.find((c: { symbol: string }) => c.symbol === 'ETH')
    const response = await t.post('/v1/onramp/quote', { purchaseCurrency: eth, paymentCurrency: { id: 'USD' }, amount: '100', network: 'sandbox-1337' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      paymentTotal: { amount: '100.00', currency: 'USD' },
      paymentSubtotal: { amount: '98.00', currency: 'USD' },
      purchaseAmount: { amount: (98 / 3000).toFixed(6), currency: 'ETH' },
      coinbaseFee: { amount: '1.50', currency: 'USD' },
      networkFee: { amount: '0.50', currency: 'USD' },
      quoteId: expect.stringMatching(/^sandbox-quote-/),
    })
    const tooSmall = await t.post('/v1/onramp/quote', { purchaseCurrency: eth, paymentCurrency: { id: 'USD' }, amount: '5', network: 'sandbox-1337' })
    expect(tooSmall.status).toBe(400)
    expect((await tooSmall.json()).reasons[0].field).toBe('amount')
    const badCurrency = await t.post('/v1/onramp/quote', { purchaseCurrency: eth, paymentCurrency: { id: 'XYZ' }, amount: '50', network: 'sandbox-1337' })
    expect((await badCurrency.json()).reasons[0].field).toBe('paymentCurrency')
  })

  it('POST /v1/generators/onrampurl answers a URL of a local page showing the request', async () => {
    const body = {
      destinationWallets: [{ address: ANVIL_ACCOUNT_0.address, blockchains: ['ethereum'], assets: ['ETH', 'USDC'] }],
      partnerUserId: ANVIL_ACCOUNT_0.address,
      defaultNetwork: 'ethereum',
      defaultExperience: 'buy',
      presetCryptoAmount: 1,
      presetFiatAmount: 50,
    }
    const response = await t.post('/v1/generators/onrampurl', body)
    expect(response.status).toBe(200)
    const { url } = await response.json()
    expect(url.startsWith(`${t.api.url}/onramp/buy?`)).toBe(true)
    const page = await fetch(url)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await page.text()
    expect(html).toContain('Sandbox On-ramp')
    expect(html).toContain(ANVIL_ACCOUNT_0.address)
  })

  it('rejects an invalid generator request: short partnerUserId, no wallets (400 JSON), unparsable body (400 text)', async () => {
    const short = await t.post('/v1/generators/onrampurl', { destinationWallets: [{ address: ANVIL_ACCOUNT_0.address }], partnerUserId: 'short' })
    expect((await short.json()).reasons[0].field).toBe('partnerUserId')
    const none = await t.post('/v1/generators/onrampurl', { destinationWallets: [], partnerUserId: ANVIL_ACCOUNT_0.address })
    expect((await none.json()).reasons[0].field).toBe('destinationWallets')
    const garbage = await t.post('/v1/generators/onrampurl', '{oops')
    expect(garbage.status).toBe(400)
    expect(garbage.headers.get('content-type')).toMatch(/^text\/plain/)
  })
})
