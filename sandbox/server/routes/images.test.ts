import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from '../test-support.ts'

let t: TestApi
beforeAll(async () => (t = await startTestApi()))
afterAll(() => t.stop())

const METAMASK = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'

async function image(path: string) {
  const response = await t.get(path)
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) }
}

describe('image routes', () => {
  it('serves a registry wallet logo as JPEG bytes', async () => {
    const { status, type, bytes } = await image(`/getWalletImage/${METAMASK}`)
    expect(status).toBe(200)
    expect(type).toBe('image/jpeg')
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
  })

  it("serves a generated wallet's logo as an SVG (its image_id is its id)", async () => {
    const { data } = await t.getJson('/getWallets', { page: '10', entries: '40' })
    const wallet = data[0]
    expect(wallet.image_id).toBe(wallet.id)
    const { status, type, bytes } = await image(`/getWalletImage/${wallet.image_id}`)
    expect(status).toBe(200)
    expect(type).toBe('image/svg+xml')
    expect(bytes.toString()).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
  })

  it('answers 404 for an unknown wallet image and 400 for a malformed id', async () => {
    expect((await image(`/getWalletImage/${'0'.repeat(64)}`)).status).toBe(404)
    expect((await image('/getWalletImage/a%20b')).status).toBe(400)
  })

  it('serves asset, currency and token images as SVG, escaping the label', async () => {
    for (const path of ['/public/getAssetImage/ba0ba0cd-17c6-4806-ad93-f9d174f17900', '/public/getCurrencyImage/USD', '/public/getTokenImage/USDC']) {
      const { status, type, bytes } = await image(path)
      expect(status, path).toBe(200)
      expect(type).toBe('image/svg+xml')
      expect(bytes.toString()).toContain('<svg')
    }
    expect((await image('/public/getAssetImage/ba0ba0cd-17c6-4806-ad93-f9d174f17900')).bytes.toString()).toContain('>ETH<')
    expect((await image('/public/getTokenImage/usdc')).bytes.toString()).toContain('>USDC<')
  })

  it('needs a known project like every route', async () => {
    expect((await t.get(`/getWalletImage/${METAMASK}`, { projectId: null })).status).toBe(403)
  })
})
