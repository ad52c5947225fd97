import { describe, expect, it } from 'vitest'
import { createCookieBackend, createMemoryBackend } from './backends.ts'
import { createStorage } from './storage.ts'
import { cookiePage } from '../test-support/cookie-page.ts'

describe('storage', () => {
  it('round-trips every kind of value under one prefix', () => {
    const backend = createMemoryBackend()
    const storage = createStorage(backend, 'portico')
    storage.set('activeNamespace', 'eip155')
    storage.set('activeNetworkId', 'eip155:1337')
    storage.set('connectorIds', { eip155: 'org.portico.sandbox' })
    storage.set('recentWallets', [{ id: 'a', name: 'A' }])
    storage.set('connectionStatus', 'connected')
    storage.set('connectedNamespaces', ['eip155', 'solana'])
    storage.set('emailLoginUsed', true)
    expect(backend.getItem('portico:connectedNamespaces')).toBe('eip155,solana')
    expect(storage.get('activeNamespace')).toBe('eip155')
    expect(storage.get('activeNetworkId')).toBe('eip155:1337')
    expect(storage.get('connectorIds')).toEqual({ eip155: 'org.portico.sandbox' })
    expect(storage.get('recentWallets')).toEqual([{ id: 'a', name: 'A' }])
    expect(storage.get('connectionStatus')).toBe('connected')
    expect(storage.get('connectedNamespaces')).toEqual(['eip155', 'solana'])
    expect(storage.get('emailLoginUsed')).toBe(true)
    storage.remove('activeNamespace')
    expect(storage.get('activeNamespace')).toBeUndefined()
  })

  it('ignores corrupt or foreign values instead of crashing', () => {
    const backend = createMemoryBackend()
    const storage = createStorage(backend, 'portico')
    backend.setItem('portico:connectorIds', '{not json')
    backend.setItem('portico:recentWallets', JSON.stringify([{ id: 1 }]))
    backend.setItem('portico:connectionStatus', 'maybe')
    backend.setItem('portico:activeNetworkId', '<script>')
    backend.setItem('portico:connectedNamespaces', 'eip155,<img>')
    backend.setItem('portico:lastEmailLoginTime', 'soon')
    for (const key of ['connectorIds', 'recentWallets', 'connectionStatus', 'activeNetworkId', 'connectedNamespaces', 'lastEmailLoginTime'] as const) {
      expect(storage.get(key)).toBeUndefined()
    }
  })

  it('never keeps more than two recent wallets on disk', () => {
    const backend = createMemoryBackend()
    const storage = createStorage(backend, 'p')
    backend.setItem('p:recentWallets', JSON.stringify([1, 2, 3].map((i) => ({ id: `${i}`, name: `${i}` }))))
    expect(storage.get('recentWallets')).toBeUndefined()
  })

  it('survives a backend that throws', () => {
    const storage = createStorage(
      {
        getItem: () => {
          throw new Error('denied')
        },
        setItem: () => {
          throw new Error('denied')
        },
        removeItem: () => {
          throw new Error('denied')
        },
      },
      'p',
    )
    expect(storage.get('activeNamespace')).toBeUndefined()
    expect(() => storage.set('activeNamespace', 'eip155')).not.toThrow()
    expect(() => storage.remove('activeNamespace')).not.toThrow()
  })

  it('stores one cookie per key', () => {
    const { document: doc, jar } = cookiePage()
    const storage = createStorage(createCookieBackend(doc as unknown as Document)!, 'portico')
    storage.set('activeNetworkId', 'eip155:8453')
    expect(storage.get('activeNetworkId')).toBe('eip155:8453')
    expect([...jar.keys()]).toEqual(['portico%3AactiveNetworkId'])
    storage.remove('activeNetworkId')
    expect(jar.size).toBe(0)
  })
})
