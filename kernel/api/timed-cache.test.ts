import { describe, expect, it } from 'vitest'
import { createMemoryBackend } from '../storage/backends.ts'
import { createStorage } from '../storage/storage.ts'
import { CACHE_LIFETIMES, createTimedCache } from './timed-cache.ts'

describe('createTimedCache', () => {
  it('has the lifetimes', () => {
    expect(CACHE_LIFETIMES).toEqual({ portfolioCache: 30_000, nativeBalanceCache: 30_000, ensCache: 300_000, identityCache: 300_000 })
  })

  it('keeps an entry for its lifetime under the key, then prunes it', () => {
    const backend = createMemoryBackend()
    const storage = createStorage(backend, 'portico')
    let now = 1_000_000
    const cache = createTimedCache(storage, 'identityCache', () => now)
    cache.set('0xabc', { identity: { name: 'alice.eth', avatar: null } })
    expect(JSON.parse(backend.getItem('portico:identityCache')!)).toEqual({
      '0xabc': { identity: { name: 'alice.eth', avatar: null }, timestamp: 1_000_000 },
    })
    now += CACHE_LIFETIMES.identityCache - 1
    expect(cache.get('0xabc')).toEqual({ identity: { name: 'alice.eth', avatar: null } })
    now += 1
    expect(cache.get('0xabc')).toBeUndefined()
    expect(backend.getItem('portico:identityCache')).toBeNull()
  })

  it('is read by a new instance (a reload) and prunes only what expired', () => {
    const backend = createMemoryBackend()
    let now = 0
    const first = createTimedCache(createStorage(backend, 'p'), 'portfolioCache', () => now)
    first.set('eip155:1:0xold', { balances: [] })
    now = 20_000
    first.set('eip155:1:0xnew', { balances: [] })
    now = 35_000
    const second = createTimedCache(createStorage(backend, 'p'), 'portfolioCache', () => now)
    second.prune()
    expect(Object.keys(JSON.parse(backend.getItem('p:portfolioCache')!))).toEqual(['eip155:1:0xnew'])
    expect(second.get('eip155:1:0xnew')).toEqual({ balances: [] })
  })

  it('treats an entry from the future (a clock moved back, a forged value) as expired', () => {
    const backend = createMemoryBackend()
    backend.setItem('p:ensCache', JSON.stringify({ '0xabc': { address: '0xabc', ens: [], timestamp: 9e15 } }))
    const cache = createTimedCache(createStorage(backend, 'p'), 'ensCache', () => 1000)
    expect(cache.get('0xabc')).toBeUndefined()
  })

  it('deletes one entry', () => {
    const storage = createStorage(createMemoryBackend(), 'p')
    const cache = createTimedCache(storage, 'nativeBalanceCache', () => 5)
    cache.set('eip155:1:0xa', { caipAddress: 'eip155:1:0xa', balance: '1', symbol: 'ETH' })
    cache.delete('eip155:1:0xa')
    expect(cache.get('eip155:1:0xa')).toBeUndefined()
  })
})
