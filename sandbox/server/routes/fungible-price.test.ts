import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from '../test-support.ts'

let t: TestApi
beforeAll(async () => (t = await startTestApi()))
afterAll(() => t.stop())

const USDC = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const ETH = 'eip155:1337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

describe('POST /v1/fungible/price', () => {
  it('prices known tokens in the currency asked (projectId in the body), leaving out unknown ones', async () => {
    const response = await t.post('/v1/fungible/price', { projectId: 'test-project', currency: 'usd', addresses: [USDC, ETH, 'eip155:1:0x0000000000000000000000000000000000000001'] }, { projectId: null })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      fungibles: [
        { address: USDC, name: 'USD Coin', symbol: 'USDC', iconUrl: `${t.api.url}/public/getTokenImage/USDC?projectId=test-project`, price: 1, decimals: 6 },
        { address: ETH, name: 'Ether', symbol: 'ETH', iconUrl: `${t.api.url}/public/getTokenImage/ETH?projectId=test-project`, price: 3000, decimals: 18 },
      ],
    })
    const eur = await (await t.post('/v1/fungible/price', { projectId: 'test-project', currency: 'eur', addresses: [ETH] }, { projectId: null })).json()
    expect(eur.fungibles[0].price).toBe(2760)
  })

  it('rejects an unknown currency (400) and an unknown project (403)', async () => {
    const bad = await t.post('/v1/fungible/price', { projectId: 'test-project', currency: 'doge', addresses: [] }, { projectId: null })
    expect(bad.status).toBe(400)
    expect((await bad.json()).reasons[0].field).toBe('currency')
    expect((await t.post('/v1/fungible/price', { projectId: 'nope', currency: 'usd', addresses: [] }, { projectId: null })).status).toBe(403)
  })
})
