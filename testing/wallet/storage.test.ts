import { describe, expect, it } from 'vitest'
import { createMemoryStorage, readWalletState, writeWalletState } from './storage.ts'

describe('createMemoryStorage', () => {
  it('stores, reads and removes strings', () => {
    const storage = createMemoryStorage()
    expect(storage.getItem('a')).toBeNull()
    storage.setItem('a', '1')
    expect(storage.getItem('a')).toBe('1')
    storage.removeItem('a')
    expect(storage.getItem('a')).toBeNull()
  })
})

describe('wallet state', () => {
  it('round-trips through a storage key', () => {
    const storage = createMemoryStorage()
    const added = { id: 10, name: 'Ten', rpcUrl: 'http://127.0.0.1:1' }
    writeWalletState(storage, 'w:state', { permitted: true, chainId: 10, addedChains: [added] })
    expect(readWalletState(storage, 'w:state')).toEqual({ permitted: true, chainId: 10, addedChains: [added] })
  })

  it('ignores missing or unreadable state', () => {
    const storage = createMemoryStorage()
    expect(readWalletState(storage, 'w:state')).toBeUndefined()
    storage.setItem('w:state', '{not json')
    expect(readWalletState(storage, 'w:state')).toBeUndefined()
    storage.setItem('w:state', '{"permitted":"yes"}')
    expect(readWalletState(storage, 'w:state')).toBeUndefined()
  })
})
