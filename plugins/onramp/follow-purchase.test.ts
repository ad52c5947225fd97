import { firstValueFrom, toArray } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { GetHistoryParams, HistoryPage, WalletTransaction } from 'portico'
import { followPurchase, knownPurchases, PURCHASE_CLOCK_SKEW_MS } from './follow-purchase.ts'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const CHAIN = 'eip155:1337'

const purchase = (id: string, status: WalletTransaction['metadata']['status'], minedAt = '2026-11-27T10:00:00Z', chain = CHAIN): WalletTransaction => ({
  id,
  metadata: { operationType: 'buy', hash: status === 'confirmed' ? '0xhash' : '', minedAt, sentFrom: '0xprovider', sentTo: ADDRESS, status, nonce: 0, application: null, chain },
  transfers: [{ fungible_info: { name: 'Sandbox USD Coin', symbol: 'sUSDC', icon: null }, nft_info: null, direction: 'in', quantity: { numeric: '49.25' }, value: 49.25, price: 1 }],
})

/** A history answering each read with the next page (the last one repeats); a page may be an error. */
function history(pages: (WalletTransaction[] | Error)[]) {
  const asked: GetHistoryParams[] = []
  let read = 0
  return {
    asked,
    async getHistory(params: GetHistoryParams): Promise<HistoryPage> {
      asked.push(params)
      const page = pages[Math.min(read++, pages.length - 1)]!
      if (page instanceof Error) throw page
      return { data: page }
    },
  }
}

const run = (h: ReturnType<typeof history>, known: string[] | undefined, since = Date.parse('2026-11-27T10:00:00Z')) =>
  firstValueFrom(followPurchase({ history: h, address: ADDRESS, caipNetworkId: CHAIN, known, since, intervalMs: 1 }).pipe(toArray()))

describe('following the purchase through the history API', () => {
  it("waits for a new purchase, follows it from in progress to landed, and stops; older ones and another network's are not it", async () => {
    const old = purchase('old', 'confirmed')
    const h = history([[old], [old, purchase('elsewhere', 'pending', undefined, 'eip155:8453')], [purchase('new', 'pending'), old], [purchase('new', 'pending'), old], [purchase('new', 'confirmed'), old]])
    expect(await run(h, ['old'])).toEqual([
      { status: 'waiting' },
      { status: 'pending', id: 'new', amount: '49.25', symbol: 'sUSDC', hash: '' },
      { status: 'confirmed', id: 'new', amount: '49.25', symbol: 'sUSDC', hash: '0xhash' },
    ])
    // the on-ramp history (onramp=coinbase) of the destination, filtered by its chain field here
    expect(h.asked[0]).toEqual({ address: ADDRESS, onramp: 'coinbase' })
  })

  it('ends on a failed purchase', async () => {
    const h = history([[], [purchase('p', 'failed')]])
    expect((await run(h, [])).map((p) => p.status)).toEqual(['waiting', 'failed'])
  })

  it('a failed read is skipped; the next one counts', async () => {
    const h = history([new Error('HTTP status code: 503'), new Error('again'), [purchase('p', 'confirmed')]])
    expect((await run(h, [])).map((p) => p.status)).toEqual(['waiting', 'confirmed'])
  })

  it('with two new purchases, the first made since the window opened is followed', async () => {
    const h = history([[purchase('second', 'pending'), purchase('first', 'confirmed')]])
    expect((await run(h, [])).at(-1)).toMatchObject({ id: 'first', status: 'confirmed' })
  })

  it('without the list of earlier purchases, one counts as new when touched after the window opened (less the clock skew)', async () => {
    const since = Date.parse('2026-11-27T10:00:00Z')
    const before = new Date(since - PURCHASE_CLOCK_SKEW_MS - 1000).toISOString()
    const within = new Date(since - PURCHASE_CLOCK_SKEW_MS + 1000).toISOString()
    const h = history([[purchase('stale', 'confirmed', before)], [purchase('fresh', 'confirmed', within), purchase('stale', 'confirmed', before)]])
    expect((await run(h, undefined, since)).at(-1)).toMatchObject({ id: 'fresh', status: 'confirmed' })
  })

  it("knownPurchases lists the network's purchase ids, undefined when the history cannot be read", async () => {
    expect(await knownPurchases(history([[purchase('a', 'confirmed'), purchase('b', 'failed', undefined, 'eip155:8453')]]), ADDRESS, CHAIN)).toEqual(['a'])
    expect(await knownPurchases(history([new Error('down')]), ADDRESS, CHAIN)).toBeUndefined()
  })

  it('unsubscribing stops the reads (the visitor left)', async () => {
    const h = history([[]])
    const subscription = followPurchase({ history: h, address: ADDRESS, caipNetworkId: CHAIN, known: [], since: 0, intervalMs: 5 }).subscribe()
    await new Promise((resolve) => setTimeout(resolve, 30))
    subscription.unsubscribe()
    const reads = h.asked.length
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(reads).toBeGreaterThan(0)
    expect(h.asked.length).toBe(reads)
  })
})
