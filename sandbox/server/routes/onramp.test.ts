// The on-ramp routes without a provider behind them (the provider end to end: sandbox/onramp/index.test.ts).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ACCOUNT_0 } from '../../../testing/accounts.ts'
import { SOLANA_ACCOUNT_0 } from '../../../testing/solana-accounts.ts'
import { startTestApi, type TestApi } from '../test-support.ts'

let t: TestApi
let broken: TestApi
let gone: Server
beforeAll(async () => {
  // A provider that answers 500 to everything.
  gone = createServer((_, response) => response.writeHead(500).end())
  await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve))
  ;[t, broken] = await Promise.all([
    startTestApi({ server: { chains: [{ chainId: 1337, rpcUrl: 'http://127.0.0.1:9', name: 'Sandbox Ethereum' }] } }),
    startTestApi({ server: { chains: [], onrampProviderUrl: `http://127.0.0.1:${(gone.address() as AddressInfo).port}` } }),
  ])
})
afterAll(async () => {
  await Promise.allSettled([t?.stop(), broken?.stop()])
  gone?.close()
})

describe('on-ramp routes', () => {
  it('GET /v1/onramp/options answers from the provider price table', async () => {
    const options = await t.getJson('/v1/onramp/options')
    expect(options.paymentCurrencies.map((c: { id: string }) => c.id)).toEqual(['USD', 'EUR'])
    const sol = options.purchaseCurrencies.find((c: { symbol: string }) => c.symbol === 'SOL')
    expect(sol).toEqual({ id: 'sandbox-sol', name: 'Solana', symbol: 'SOL', networks: [{ name: 'solana-sandbox', display_name: 'Sandbox Solana', chain_id: 'AUtMhem6oc3zPx9BUpkeQbqwvAq6YG3Q', contract_address: '' }] })
  })

  it('POST /v1/onramp/quote takes a purchase currency by id or symbol and names each missing part', async () => {
    const quote = await t.post('/v1/onramp/quote', { purchaseCurrency: { id: 'sandbox-eth' }, paymentCurrency: { id: 'USD' }, amount: '100', network: 'sandbox-8453' })
    expect(await quote.json()).toMatchObject({ paymentSubtotal: { amount: '98.50', currency: 'USD' }, purchaseAmount: { amount: '0.053825136612021857', currency: 'ETH' } })
    for (const [body, field] of [
      [{ paymentCurrency: { id: 'USD' }, amount: '50', network: 'sandbox-1337' }, 'purchaseCurrency'],
      [{ purchaseCurrency: { symbol: 'ETH' }, amount: '50', network: 'sandbox-1337' }, 'paymentCurrency'],
      [{ purchaseCurrency: { symbol: 'ETH' }, paymentCurrency: { id: 'USD' }, network: 'sandbox-1337' }, 'amount'],
      [{ purchaseCurrency: { symbol: 'ETH' }, paymentCurrency: { id: 'USD' }, amount: '50' }, 'network'],
      [{ purchaseCurrency: { symbol: 'ETH' }, paymentCurrency: { id: 'JPY' }, amount: '50', network: 'sandbox-1337' }, 'paymentCurrency'],
    ] as const) {
      const response = await t.post('/v1/onramp/quote', body)
      expect(response.status).toBe(400)
      expect((await response.json()).reasons[0].field).toBe(field)
    }
    expect((await t.post('/v1/onramp/quote', '[1')).status).toBe(422)
  })

  it('POST /v1/generators/onrampurl validates, and answers 503 without a provider', async () => {
    const short = await t.post('/v1/generators/onrampurl', { destinationWallets: [{ address: ANVIL_ACCOUNT_0.address }], partnerUserId: 'short' })
    expect((await short.json()).reasons[0].field).toBe('partnerUserId')
    const none = await t.post('/v1/generators/onrampurl', { destinationWallets: [], partnerUserId: ANVIL_ACCOUNT_0.address })
    expect((await none.json()).reasons[0].field).toBe('destinationWallets')
    const noProvider = await t.post('/v1/generators/onrampurl', { destinationWallets: [{ address: ANVIL_ACCOUNT_0.address }], partnerUserId: ANVIL_ACCOUNT_0.address })
    expect(noProvider.status).toBe(503)
    expect((await noProvider.json()).reasons[0].field).toBe('onramp')
  })

  it('history onramp=coinbase: empty without a provider, a Solana address accepted, 503 when the provider fails', async () => {
    expect(await t.getJson(`/v1/account/${SOLANA_ACCOUNT_0.address}/history`, { onramp: 'coinbase' })).toEqual({ data: [], next: null })
    expect((await t.get('/v1/account/not-an-address/history', { onramp: 'coinbase' })).status).toBe(400)
    const failing = await broken.get(`/v1/account/${ANVIL_ACCOUNT_0.address}/history`, { onramp: 'coinbase' })
    expect(failing.status).toBe(503)
    expect((await failing.json()).reasons[0]).toEqual({ field: 'onramp', description: 'We failed to reach the on-ramp provider for your request' })
  })
})
