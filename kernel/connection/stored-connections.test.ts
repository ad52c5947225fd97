import { describe, expect, it } from 'vitest'
import { createMemoryBackend } from '../storage/backends.ts'
import { START_CODECS } from '../storage/codecs.ts'
import { createStorageReader } from '../storage/reader.ts'
import { createStorage } from '../storage/storage.ts'
import { storedConnections } from './stored-connections.ts'

describe('storedConnections', () => {
  const backend = createMemoryBackend()
  const storage = createStorage(backend, 'p')
  storage.set('connectedNamespaces', ['eip155', 'solana', 'bip122'])
  storage.set('connectorIds', { eip155: 'io.sandbox.wallet', solana: 'phantom' })

  it('lists each stored namespace with its connector, when something can restore it', () => {
    expect(storedConnections(storage, () => true)).toEqual([
      { namespace: 'eip155', connectorId: 'io.sandbox.wallet' },
      { namespace: 'solana', connectorId: 'phantom' },
    ])
    expect(storedConnections(storage, (ns) => ns === 'eip155')).toEqual([{ namespace: 'eip155', connectorId: 'io.sandbox.wallet' }])
  })

  it('reads the same through the start-only reader the UI uses before the kernel loads', () => {
    const reader = createStorageReader(backend, 'p', START_CODECS)
    expect(storedConnections(reader, () => true)).toEqual(storedConnections(storage, () => true))
  })

  it('finds nothing without both keys, or with corrupt ones', () => {
    const empty = createStorage(createMemoryBackend(), 'p')
    expect(storedConnections(empty, () => true)).toEqual([])
    const b = createMemoryBackend()
    b.setItem('p:connectedNamespaces', 'eip155')
    b.setItem('p:connectorIds', '{corrupt')
    expect(storedConnections(createStorage(b, 'p'), () => true)).toEqual([])
  })
})
