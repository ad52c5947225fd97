import { describe, expect, it } from 'vitest'
import { createMemoryNonceStore } from './nonce-store.ts'

describe('createMemoryNonceStore', () => {
  it('issues alphanumeric nonces of at least 8 characters, all different', async () => {
    const store = createMemoryNonceStore({ ttlMs: 60_000 })
    const nonces = await Promise.all(Array.from({ length: 100 }, () => store.issue()))
    expect(new Set(nonces).size).toBe(100)
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
  })

  it('accepts an issued nonce once', async () => {
    const store = createMemoryNonceStore({ ttlMs: 60_000 })
    const nonce = await store.issue()
    expect(await store.consume(nonce)).toBe(true)
    expect(await store.consume(nonce)).toBe(false)
  })

  it('refuses a nonce it never issued', async () => {
    const store = createMemoryNonceStore({ ttlMs: 60_000 })
    await store.issue()
    expect(await store.consume('abcdefgh12345678')).toBe(false)
  })

  it('refuses an expired nonce, and accepts one just before its expiry', async () => {
    let clock = 1_000_000
    const store = createMemoryNonceStore({ ttlMs: 5_000, now: () => clock })
    const early = await store.issue()
    const late = await store.issue()
    clock += 4_999
    expect(await store.consume(early)).toBe(true)
    clock += 1
    expect(await store.consume(late)).toBe(false)
  })

  it('forgets expired nonces when it issues new ones', async () => {
    let clock = 0
    const store = createMemoryNonceStore({ ttlMs: 10, now: () => clock })
    const old = await store.issue()
    clock = 100
    await store.issue()
    clock = 0 // even with the clock turned back, the pruned nonce is gone
    expect(await store.consume(old)).toBe(false)
  })

  it('refuses a ttl that is not a positive number', () => {
    expect(() => createMemoryNonceStore({ ttlMs: 0 })).toThrow('ttlMs must be a positive number of milliseconds, got 0')
  })
})
