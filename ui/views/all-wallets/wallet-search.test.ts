import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeExplorer, listingWallets } from '../../test-support/fake-explorer.ts'
import { createWalletSearch } from './wallet-search.ts'

afterEach(() => vi.useRealTimers())

function setup(count = 300, keep: (wallet: { id: string }) => boolean = () => true) {
  vi.useFakeTimers()
  const fake = fakeExplorer(listingWallets(count))
  const search = createWalletSearch({ explorer: fake.explorer, params: { exclude: ['w-002'] }, keep })
  return { fake, search }
}

describe('wallet search', () => {
  it('trims the text, waits for typing to pause, then asks once', async () => {
    const { fake, search } = setup()
    search.setQuery('  wall')
    search.setQuery('  wallet 01  ')
    expect(search.get()).toMatchObject({ query: 'wallet 01', status: 'loading' })
    await vi.advanceTimersByTimeAsync(149)
    expect(fake.calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(fake.calls).toEqual([{ exclude: ['w-002'], search: 'wallet 01', page: 1, entries: 100 }])
    // only whitespace changed: the same search
    search.setQuery('wallet 01 ')
    await vi.advanceTimersByTimeAsync(1000)
    expect(fake.calls).toHaveLength(1)
    expect(search.get().results.map((w) => w.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Wallet 0${10 + i}`))
  })

  it('shows the loading state at least 300 ms, however fast the answer', async () => {
    const { search } = setup()
    search.setQuery('wallet')
    await vi.advanceTimersByTimeAsync(150) // the request is sent and answered at once
    await vi.advanceTimersByTimeAsync(149)
    expect(search.get().status).toBe('loading')
    await vi.advanceTimersByTimeAsync(1)
    expect(search.get().status).toBe('ready')
  })

  it('counts the 300 ms from the first keystroke of a burst, and adds nothing to a slow answer', async () => {
    const { fake, search } = setup()
    search.setQuery('w')
    await vi.advanceTimersByTimeAsync(100)
    search.setQuery('wa') // still loading since the first keystroke
    await vi.advanceTimersByTimeAsync(150)
    expect(fake.calls.map((c) => c.search)).toEqual(['wa'])
    await vi.advanceTimersByTimeAsync(49)
    expect(search.get().status).toBe('loading')
    await vi.advanceTimersByTimeAsync(1)
    expect(search.get().status).toBe('ready')

    fake.hold()
    search.setQuery('wal')
    await vi.advanceTimersByTimeAsync(1000) // the server takes its time
    expect(search.get().status).toBe('loading')
    fake.release()
    await vi.advanceTimersByTimeAsync(0)
    expect(search.get().status).toBe('ready')
  })

  it('shows at most 100 results', async () => {
    const { search } = setup(300)
    search.setQuery('wallet')
    await vi.advanceTimersByTimeAsync(500)
    expect(search.get().results).toHaveLength(100)
  })

  it('filters results on the client too (mobile, exclusion by name)', async () => {
    const { search } = setup(30, (w: { id: string }) => w.id !== 'w-011')
    search.setQuery('wallet 01')
    await vi.advanceTimersByTimeAsync(500)
    expect(search.get().results.map((w) => w.id)).not.toContain('w-011')
  })

  it('drops an older answer when the query changed, and clears on empty text', async () => {
    const { fake, search } = setup()
    fake.hold()
    search.setQuery('wallet 1')
    await vi.advanceTimersByTimeAsync(200)
    search.setQuery('wallet 2')
    fake.release()
    await vi.advanceTimersByTimeAsync(500)
    expect(search.get().query).toBe('wallet 2')
    expect(search.get().results.every((w) => w.name.includes('Wallet 2'))).toBe(true)
    search.setQuery('   ')
    expect(search.get()).toEqual({ query: '', status: 'idle', results: [], error: undefined })
  })

  it('says why a search failed, and tries again', async () => {
    const { fake, search } = setup()
    fake.fail(503)
    search.setQuery('wallet')
    await vi.advanceTimersByTimeAsync(500)
    expect(search.get()).toMatchObject({ status: 'error', error: 'HTTP status code: 503' })
    fake.heal()
    search.retry()
    await vi.advanceTimersByTimeAsync(300)
    expect(search.get().status).toBe('ready')
  })
})
