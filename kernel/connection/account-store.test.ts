import { describe, expect, it } from 'vitest'
import { createMemoryBackend } from '../storage/backends.ts'
import { createStorage } from '../storage/storage.ts'
import { chainA } from '../test-support/networks.ts'
import { emptyAccount } from './account-state.ts'
import { createAccountStore } from './account-store.ts'

describe('the account store', () => {
  it('patches, clears and persists what is connected', () => {
    const backend = createMemoryBackend()
    const network = { get: () => ({ activeByNamespace: { eip155: chainA } }) } as never
    const store = createAccountStore({ eip155: emptyAccount('eip155') }, createStorage(backend, 'portico'), network)
    expect(store.account('solana')).toEqual(emptyAccount('solana'))
    store.patch('eip155', { status: 'connected', connectorId: 'fake', address: '0x1', allAccounts: [{ address: '0x1', type: 'eoa' }] })
    store.persist()
    expect(backend.getItem('portico:connectedNamespaces')).toBe('eip155')
    expect(JSON.parse(backend.getItem('portico:connections')!)).toEqual({ eip155: [{ connectorId: 'fake', accounts: ['eip155:1337:0x1'] }] })
    store.clear('eip155')
    expect(store.account('eip155')).toEqual(emptyAccount('eip155'))
    store.persist()
    expect(backend.getItem('portico:connectionStatus')).toBe('disconnected')
  })
})
