import { describe, expect, it } from 'vitest'
import { fakeExplorer, listingWallets } from '../test-support/fake-explorer.ts'
import { fetchWalletPage, peekWalletPage } from './wallet-cache.ts'

describe('wallet page cache', () => {
  it('asks once per explorer and params, and lets a view peek at an arrived page', async () => {
    const fake = fakeExplorer(listingWallets(50))
    const params = { page: 1, entries: 40 }
    expect(peekWalletPage(fake.explorer, params)).toBeUndefined()
    const [a, b] = await Promise.all([fetchWalletPage(fake.explorer, params), fetchWalletPage(fake.explorer, { entries: 40, page: 1, include: [] })])
    expect(a).toBe(b)
    expect(fake.calls).toHaveLength(1)
    expect(peekWalletPage(fake.explorer, params)).toBe(a)
    await fetchWalletPage(fake.explorer, { page: 2, entries: 40 })
    expect(fake.calls).toHaveLength(2)
    // another kernel's explorer has its own entries
    const other = fakeExplorer(listingWallets(1))
    expect(peekWalletPage(other.explorer, params)).toBeUndefined()
  })

  it('keeps no failure: the next call asks again', async () => {
    const fake = fakeExplorer(listingWallets(5))
    fake.fail(500)
    await expect(fetchWalletPage(fake.explorer, { page: 1, entries: 40 })).rejects.toThrow('HTTP status code: 500')
    fake.heal()
    await expect(fetchWalletPage(fake.explorer, { page: 1, entries: 40 })).resolves.toMatchObject({ count: 5 })
    expect(fake.calls).toHaveLength(2)
  })
})
