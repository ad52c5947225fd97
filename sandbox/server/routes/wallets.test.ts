import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from '../test-support.ts'
import { registryDir } from '../wallet-listing.ts'

type Page = { count: number; data: Record<string, unknown>[] }

let t: TestApi
// A sandbox chain configured without a node: the listing only needs its id.
beforeAll(async () => (t = await startTestApi({ server: { chains: [{ chainId: 1337, rpcUrl: 'http://127.0.0.1:9' }] } })))
afterAll(() => t.stop())

const page = (query: Record<string, string>) => t.getJson<Page>('/getWallets', query)

describe('GET /getWallets', () => {
  it('lists more than 600 wallets in the WcWallet shape, the registry first', async () => {
    const { count, data } = await page({ entries: '40' })
    expect(count).toBeGreaterThanOrEqual(600)
    expect(data).toHaveLength(40)
    expect(data[0]).toEqual({
      id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
      name: 'MetaMask',
      badge_type: 'certified',
      description: null,
      homepage: 'https://metamask.io/',
      image_id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
      order: 10,
      chains: expect.arrayContaining(['eip155:1', 'eip155:1337']),
      link_mode: null,
      mobile_link: 'metamask:',
      desktop_link: null,
      webapp_link: null,
      app_store: expect.stringContaining('apps.apple.com'),
      play_store: expect.stringContaining('play.google.com'),
      chrome_store: null,
      rdns: null,
      injected: null,
      supports_wc: true,
    })
    for (const wallet of data) {
      expect(wallet.id).toMatch(/^[0-9a-f]{64}$/)
      expect(typeof wallet.name).toBe('string')
      expect(['none', 'certified']).toContain(wallet.badge_type)
    }
    // The licence stays beside the copied registry.
    expect(existsSync(`${registryDir}LICENSE.md`)).toBe(true)
  })

  it('pages through every wallet exactly once (1-based pages)', async () => {
    const { count } = await page({ entries: '1' })
    const ids = new Set<string>()
    let orders: number[] = []
    for (let p = 1; ; p++) {
      const { data, count: pageCount } = await page({ page: String(p), entries: '100' })
      expect(pageCount).toBe(count)
      if (data.length === 0) break
      data.forEach((wallet) => ids.add(wallet.id as string))
      orders = [...orders, ...data.map((wallet) => wallet.order as number)]
    }
    expect(ids.size).toBe(count)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
    const second = await page({ page: '2', entries: '40' })
    const first = await page({ page: '1', entries: '80' })
    expect(second.data.map((w) => w.id)).toEqual(first.data.slice(40).map((w) => w.id))
  })

  it('has generated wallets without mobile links, with odd names and on other chains', async () => {
    const { data } = await page({ entries: '1000' })
    expect(data.filter((w) => w.mobile_link === null).length).toBeGreaterThan(100)
    expect(data.some((w) => /[^\x20-\x7e]/.test(w.name as string))).toBe(true)
    expect(data.some((w) => (w.name as string).includes('<b>'))).toBe(true)
    expect(data.some((w) => (w.chains as string[]).every((c) => c.startsWith('solana:')))).toBe(true)
  })

  it('filters by include, exclude, chains, badge_type and badge', async () => {
    const all = await page({ entries: '1000' })
    const [a, b, c] = all.data.map((w) => w.id as string)
    const included = await page({ include: `${a},${c}` })
    expect(included.count).toBe(2)
    expect(included.data.map((w) => w.id)).toEqual([a, c])
    const excluded = await page({ exclude: `${a},${b}`, entries: '1' })
    expect(excluded.count).toBe(all.count - 2)
    expect(excluded.data[0].id).toBe(c)

    const solana = await page({ chains: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', entries: '1000' })
    expect(solana.count).toBeGreaterThan(0)
    expect(solana.data.every((w) => (w.chains as string[]).includes('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'))).toBe(true)
    const either = await page({ chains: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp,eip155:1337', entries: '1' })
    const sandbox = await page({ chains: 'eip155:1337', entries: '1' })
    expect(either.count).toBeGreaterThan(Math.max(solana.count, sandbox.count))
    expect((await page({ chains: 'eip155:999999' })).count).toBe(0)

    const certified = await page({ badge_type: 'certified', entries: '1000' })
    expect(certified.count).toBeGreaterThan(10)
    expect(certified.data.every((w) => w.badge_type === 'certified')).toBe(true)
    expect((await page({ badge: 'certified' })).count).toBe(certified.count)
    expect((await page({ badge_type: 'none' })).count).toBe(all.count)
  })

  it('searches names trimmed and case-insensitively, exact and prefix matches first', async () => {
    const meta = await page({ search: '  metaMASK ' })
    expect(meta.count).toBe(1)
    expect(meta.data[0].name).toBe('MetaMask')
    const wallet = await page({ search: 'wallet', entries: '100' })
    expect(wallet.count).toBeGreaterThan(40)
    expect(wallet.data.every((w) => (w.name as string).toLowerCase().includes('wallet'))).toBe(true)
    const trust = await page({ search: 'trust' })
    expect(trust.data[0].name).toBe('Trust Wallet')
    expect((await page({ search: 'no such wallet anywhere' })).count).toBe(0)
    expect((await page({ search: 'ünïcödé' })).count).toBeGreaterThan(0)
    const certifiedAurora = await page({ search: 'aurora', badge_type: 'certified', entries: '100' })
    expect(certifiedAurora.data.every((w) => w.badge_type === 'certified' && /aurora/i.test(w.name as string))).toBe(true)
  })

  it('rejects bad paging and badge values with a 400 naming the parameter', async () => {
    for (const [query, field] of [
      [{ page: '0' }, 'page'],
      [{ entries: 'abc' }, 'entries'],
      [{ badge_type: 'gold' }, 'badge_type'],
    ] as const) {
      const response = await t.get('/getWallets', query)
      expect(response.status).toBe(400)
      expect((await response.json()).reasons[0].field).toBe(field)
    }
  })
})
