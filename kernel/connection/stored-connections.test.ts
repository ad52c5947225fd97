import { describe, expect, it } from 'vitest'
import { createMemoryBackend } from '../storage/backends.ts'
import { START_CODECS } from '../storage/codecs.ts'
import { createStorageReader } from '../storage/reader.ts'
import { createStorage } from '../storage/storage.ts'
import { chainB } from '../test-support/networks.ts'
import { restoringAccount, storedConnections, storedHeldConnections } from './stored-connections.ts'

describe('storedConnections', () => {
  const backend = createMemoryBackend()
  const storage = createStorage(backend, 'p')
  storage.set('connectedNamespaces', ['eip155', 'solana', 'bip122'])
  storage.set('connectorIds', { eip155: 'io.sandbox.wallet', solana: 'phantom' })

  it('lists each stored namespace with its connector, when something can restore it', () => {
    expect(storedConnections(storage, () => true)).toEqual([
      { namespace: 'eip155', connectorId: 'io.sandbox.wallet', accounts: [] },
      { namespace: 'solana', connectorId: 'phantom', accounts: [] },
    ])
    expect(storedConnections(storage, (ns) => ns === 'eip155')).toEqual([{ namespace: 'eip155', connectorId: 'io.sandbox.wallet', accounts: [] }])
  })

  it('with the accounts stored for that very connector and namespace only', () => {
    const s = createStorage(createMemoryBackend(), 'p')
    s.set('connectedNamespaces', ['eip155', 'solana'])
    s.set('connectorIds', { eip155: 'io.sandbox.wallet', solana: 'phantom' })
    s.set('connections', {
      eip155: [
        { connectorId: 'other', accounts: ['eip155:1:0xother'] },
        { connectorId: 'io.sandbox.wallet', accounts: ['eip155:1:0xabc', 'solana:x:notthisnamespace', 'garbage'] },
      ],
      solana: [{ connectorId: 'backpack', accounts: ['solana:x:Abc'] }],
    })
    expect(storedConnections(s, () => true)).toEqual([
      { namespace: 'eip155', connectorId: 'io.sandbox.wallet', accounts: ['eip155:1:0xabc'] },
      { namespace: 'solana', connectorId: 'phantom', accounts: [] },
    ])
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

describe('restoringAccount', () => {
  const stored = { namespace: 'eip155', connectorId: 'w', accounts: ['eip155:1:0xabc', 'eip155:1:0xdef'] } as const
  it('is "connecting" with the stored address, on the active network when known', () => {
    expect(restoringAccount({ ...stored, accounts: [...stored.accounts] }, chainB)).toMatchObject({
      status: 'connecting',
      address: '0xabc',
      caipAddress: `${chainB.caipNetworkId}:0xabc`,
      allAccounts: [
        { address: '0xabc', type: 'eoa' },
        { address: '0xdef', type: 'eoa' },
      ],
    })
    expect(restoringAccount({ ...stored, accounts: [...stored.accounts] }, undefined).caipAddress).toBe('eip155:1:0xabc')
  })
  it('is "connecting" with no address when none was stored', () => {
    const account = restoringAccount({ ...stored, accounts: [] }, undefined)
    expect(account).toMatchObject({ status: 'connecting', allAccounts: [] })
    expect(account.address).toBeUndefined()
  })
})

describe('storedHeldConnections', () => {
  it("lists each connected namespace's other stored connections, not its active one, when something can restore them", () => {
    const s = createStorage(createMemoryBackend(), 'p')
    s.set('connectedNamespaces', ['eip155'])
    s.set('connectorIds', { eip155: 'walletConnect' })
    s.set('connections', {
      eip155: [
        { connectorId: 'walletConnect', accounts: ['eip155:1:0xabc'] },
        { connectorId: 'io.sandbox.wallet', accounts: ['eip155:8453:0xdef', 'solana:x:notthisnamespace'] },
      ],
      solana: [{ connectorId: 'phantom', accounts: ['solana:x:abc'] }],
    })
    expect(storedHeldConnections(s, () => true)).toEqual([{ namespace: 'eip155', connectorId: 'io.sandbox.wallet', accounts: ['eip155:8453:0xdef'] }])
    expect(storedHeldConnections(s, () => false)).toEqual([])
  })
})
