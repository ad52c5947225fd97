import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../logger/logger.ts'
import { apiOptions, silentLogger, startTestApi, TEST_PROJECT_ID, type TestApi } from '../../testing/test-support/kernel-api-server.ts'
import { createExplorer, readExplorerWallet } from './explorer-service.ts'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi({
    projects: [
      { id: TEST_PROJECT_ID, allowedOrigins: ['https://app.example.com', 'https://*.example.org'] },
      { id: 'open-project', allowedOrigins: [] },
    ],
  })
})
afterAll(() => api.stop())
afterEach(() => api.reset())

const explorer = (logger = silentLogger(), projectId = TEST_PROJECT_ID) =>
  createExplorer({ options: apiOptions(api.url, { projectId }), logger, fetch: api.fetch })

const common = { projectId: TEST_PROJECT_ID, st: 'appkit', sv: 'html-portico-0.1.0' }

describe('Explorer.getWallets', () => {
  it('sends page, entries, include/exclude/chains as CSV, the trimmed search and badge_type with projectId, st and sv', async () => {
    const page = await explorer().getWallets({
      page: 1,
      entries: 5,
      search: '  Meta  ',
      include: ['a', 'b'],
      exclude: ['c'],
      chains: ['eip155:1', 'eip155:137'],
      badgeType: 'certified',
    })
    expect(Object.fromEntries(api.sent('/getWallets')[0]!.url.searchParams)).toEqual({
      ...common,
      page: '1',
      entries: '5',
      search: 'Meta',
      include: 'a,b',
      exclude: 'c',
      chains: 'eip155:1,eip155:137',
      badge_type: 'certified',
    })
    expect(page).toEqual({ count: 0, data: [] }) // include names no listed wallet
  })

  it('reads a page of the real listing; a blank search is not sent', async () => {
    const page = await explorer().getWallets({ page: 1, entries: 3, search: '   ' })
    expect(Object.fromEntries(api.sent('/getWallets')[0]!.url.searchParams)).toEqual({ ...common, page: '1', entries: '3' })
    expect(page.data).toHaveLength(3)
    expect(page.count).toBeGreaterThan(600)
    expect(page.data[0]).toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{64}$/), name: 'MetaMask', badge_type: 'certified' })
    // fields outside the contract (injected, supports_wc, description) are left out
    expect(Object.keys(page.data[0]!)).not.toContain('supports_wc')

    const search = await explorer().getWallets({ search: 'rainbow' })
    expect(search.data.map((w) => w.name)).toContain('Rainbow')
  })

  it('throws the HTTP error (the UI decides how to show it) and honours an abort signal', async () => {
    await api.fault({ route: 'GET /getWallets', status: 503, times: 1 })
    await expect(explorer().getWallets({ page: 1 })).rejects.toMatchObject({ message: 'HTTP status code: 503', status: 503 })
    await api.fault({ route: 'GET /getWallets', latencyMs: 1000, times: 1 })
    const controller = new AbortController()
    const pending = explorer().getWallets({ page: 1 }, { signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ message: 'Request was aborted' })
  })
})

describe('readExplorerWallet', () => {
  it('drops malformed entries and malformed fields instead of crashing', () => {
    expect(readExplorerWallet(null)).toBeUndefined()
    expect(readExplorerWallet({ id: 'x' })).toBeUndefined()
    expect(readExplorerWallet({ id: 7, name: 'Seven' })).toBeUndefined()
    expect(
      readExplorerWallet({
        id: 'x',
        name: 'X',
        image_id: 42,
        mobile_link: null,
        rdns: 'io.x',
        chains: ['eip155:1', 5],
        badge_type: 'gold',
        order: 'first',
        app_type: 'wallet',
      }),
    ).toEqual({ id: 'x', name: 'X', mobile_link: null, rdns: 'io.x', chains: ['eip155:1'] })
  })
})

describe('Explorer images', () => {
  it('builds image URLs with projectId, st and sv that the server answers with image bytes', async () => {
    const [wallet] = (await explorer().getWallets({ page: 1, entries: 1 })).data
    const walletUrl = new URL(explorer().walletImageUrl(wallet!.image_id!))
    expect(walletUrl.pathname).toBe(`/getWalletImage/${wallet!.image_id}`)
    expect(Object.fromEntries(walletUrl.searchParams)).toEqual(common)
    const image = await fetch(walletUrl)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\//)

    const assetUrl = new URL(explorer().assetImageUrl('ba0ba0cd-17c6-4806-ad93-f9d174f17900'))
    expect(assetUrl.pathname).toBe('/public/getAssetImage/ba0ba0cd-17c6-4806-ad93-f9d174f17900')
    expect(Object.fromEntries(assetUrl.searchParams)).toEqual(common)
    expect((await fetch(assetUrl)).headers.get('content-type')).toMatch(/^image\//)
    expect(explorer().assetImageUrl('a/b?c')).toContain('/public/getAssetImage/a%2Fb%3Fc?')
  })
})

describe('Explorer project config', () => {
  it("reads the project's allowed origins", async () => {
    expect(await explorer().getAllowedOrigins()).toEqual(['https://app.example.com', 'https://*.example.org'])
    expect(Object.fromEntries(api.sent('/projects/v1/origins')[0]!.url.searchParams)).toEqual(common)
    expect(await explorer(silentLogger(), 'open-project').getAllowedOrigins()).toEqual([])
  })

  it('gives an empty list when the origins fetch fails (500, 403, a dropped connection), and logs it', async () => {
    const logger = createLogger({ level: 'silent' })
    await api.fault({ route: 'GET /projects/v1/origins', status: 500, times: 1 })
    expect(await explorer(logger).getAllowedOrigins()).toEqual([])
    await api.fault({ route: 'GET /projects/v1/origins', status: 403, times: 1 })
    expect(await explorer(logger).getAllowedOrigins()).toEqual([])
    await api.fault({ route: 'GET /projects/v1/origins', drop: true, times: 1 })
    expect(await explorer(logger).getAllowedOrigins()).toEqual([])
    expect(logger.entries().filter((e) => e.level === 'warn').map((e) => e.message)).toEqual(
      Array(3).fill('could not fetch the allowed origins of the project'),
    )
  })

  it('reads the analytics config; a failure turns analytics off', async () => {
    expect(await explorer().getAnalyticsConfig()).toEqual({ isAnalyticsEnabled: true })
    expect(Object.fromEntries(api.sent('/getAnalyticsConfig')[0]!.url.searchParams)).toEqual(common)
    await api.fault({ route: 'GET /getAnalyticsConfig', status: 500, times: 1 })
    expect(await explorer().getAnalyticsConfig()).toEqual({ isAnalyticsEnabled: false })
    expect(await explorer(silentLogger(), 'unknown-project').getAnalyticsConfig()).toEqual({ isAnalyticsEnabled: false })
  })
})
