import { describe, expect, it, vi } from 'vitest'
import { fakeExplorer, listingWallets } from '../../test-support/fake-explorer.ts'
import { flush } from '../../test-support/app-kit.tsx'
import { createWalletPages, NO_LISTING } from './wallet-pages.ts'

function setup(count: number, keep = (_: { id: string }) => true) {
  const fake = fakeExplorer(listingWallets(count))
  const pages = createWalletPages({ explorer: fake.explorer, params: { exclude: ['zzz'] }, keep })
  return { fake, pages }
}

describe('wallet pages (pages of 40)', () => {
  it('loads the first page on start, then each next page on loadMore, until the count is reached', async () => {
    const { fake, pages } = setup(95)
    pages.start()
    expect(pages.get().status).toBe('loading')
    await flush()
    expect(pages.get()).toMatchObject({ status: 'ready', count: 95, hasMore: true })
    expect(pages.get().wallets).toHaveLength(40)
    pages.loadMore()
    pages.loadMore() // one page at a time
    expect(pages.get().loadingMore).toBe(true)
    await flush()
    pages.loadMore()
    await flush()
    expect(pages.get().wallets).toHaveLength(95)
    expect(pages.get().hasMore).toBe(false)
    pages.loadMore()
    await flush()
    expect(fake.calls.map((c) => c.page)).toEqual([1, 2, 3])
    expect(fake.calls[0]).toEqual({ exclude: ['zzz'], page: 1, entries: 40 })
  })

  it('keeps what was loaded when a later page fails; loadMore waits for retry', async () => {
    const { fake, pages } = setup(100)
    pages.start()
    await flush()
    fake.fail(500)
    pages.loadMore()
    await flush()
    expect(pages.get()).toMatchObject({ status: 'ready', loadingMore: false, error: 'HTTP status code: 500' })
    expect(pages.get().wallets).toHaveLength(40)
    fake.heal()
    pages.loadMore() // no automatic retry while the error shows
    await flush()
    expect(fake.calls).toHaveLength(2)
    pages.retry()
    await flush()
    expect(pages.get().wallets).toHaveLength(80)
    expect(pages.get().error).toBeUndefined()
  })

  it('fails the first page with the reason, and retries it', async () => {
    const { fake, pages } = setup(10)
    fake.fail(500)
    pages.start()
    await flush()
    expect(pages.get()).toMatchObject({ status: 'error', error: 'HTTP status code: 500' })
    fake.heal()
    pages.retry()
    await flush()
    expect(pages.get()).toMatchObject({ status: 'ready', count: 10 })
  })

  it('drops an answer that arrives after stop, and loads again on the next start', async () => {
    const { fake, pages } = setup(10)
    fake.hold()
    pages.start()
    pages.stop()
    fake.release()
    await flush()
    expect(pages.get().status).toBe('loading')
    pages.start()
    await flush()
    expect(pages.get().status).toBe('ready')
  })

  it('filters on the client and skips repeated ids', async () => {
    const fake = fakeExplorer([...listingWallets(3), ...listingWallets(2)])
    const pages = createWalletPages({ explorer: fake.explorer, params: {}, keep: (w) => w.id !== 'w-002' })
    pages.start()
    await flush()
    expect(pages.get().wallets.map((w) => w.id)).toEqual(['w-001', 'w-003'])
  })

  it('prefetches the first page before showing it', async () => {
    const { fake } = setup(1)
    let release!: () => void
    const beforeFirstShow = vi.fn(() => new Promise<void>((resolve) => (release = resolve)))
    const pages = createWalletPages({ explorer: fake.explorer, params: {}, keep: () => true, beforeFirstShow })
    pages.start()
    await flush()
    expect(beforeFirstShow).toHaveBeenCalledWith([expect.objectContaining({ id: 'w-001' })])
    expect(pages.get().status).toBe('loading')
    release()
    await flush()
    expect(pages.get().status).toBe('ready')
  })

  it('says so when the app has no listing', async () => {
    const pages = createWalletPages({ explorer: undefined, params: {}, keep: () => true })
    pages.start()
    await flush()
    expect(pages.get()).toMatchObject({ status: 'error', error: NO_LISTING })
  })
})
