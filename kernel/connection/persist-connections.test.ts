import { describe, expect, it } from 'vitest'
import { createMemoryBackend } from '../storage/backends.ts'
import { createStorage } from '../storage/storage.ts'
import { chainA, solanaNet } from '../test-support/networks.ts'
import { emptyAccount, type AccountState } from './account-state.ts'
import { persistConnections } from './persist-connections.ts'

const connected = (namespace: string, connectorId: string, address: string): AccountState => ({
  ...emptyAccount(namespace, 'connected'),
  connectorId,
  address,
  allAccounts: [{ address, type: 'eoa' }],
})

describe('persistConnections', () => {
  it("writes each connected namespace's connector and CAIP-10 accounts on its active network", () => {
    const backend = createMemoryBackend()
    const storage = createStorage(backend, 'portico')
    const evm = connected('eip155', 'io.metamask', '0x1111111111111111111111111111111111111111')
    const sol = connected('solana', 'wallet-standard:Phantom', 'GUoFraaJLxQRDjdejSMhaKtxY1aY4M6QvCS4w3uhmG6e')
    persistConnections(storage, [evm, sol, emptyAccount('bip122')], { eip155: chainA, solana: solanaNet })
    expect(storage.get('connectedNamespaces')).toEqual(['eip155', 'solana'])
    expect(storage.get('connectorIds')).toEqual({ eip155: 'io.metamask', solana: 'wallet-standard:Phantom' })
    expect(storage.get('connections')).toEqual({
      eip155: [{ connectorId: 'io.metamask', accounts: [`eip155:1337:${evm.address}`] }],
      solana: [{ connectorId: 'wallet-standard:Phantom', accounts: [`${solanaNet.caipNetworkId}:${sol.address}`] }],
    })
    expect(storage.get('connectionStatus')).toBe('connected')
  })

  it('clears them when nothing is connected', () => {
    const storage = createStorage(createMemoryBackend(), 'portico')
    persistConnections(storage, [connected('eip155', 'io.metamask', '0x1111111111111111111111111111111111111111')], { eip155: chainA })
    persistConnections(storage, [emptyAccount('eip155')], { eip155: chainA })
    expect(storage.get('connectedNamespaces')).toBeUndefined()
    expect(storage.get('connectorIds')).toBeUndefined()
    expect(storage.get('connections')).toBeUndefined()
    expect(storage.get('connectionStatus')).toBe('disconnected')
  })
})

describe('persistConnections with several wallets', () => {
  it("writes the held connections after the active one, each on its own wallet's chain; connectorIds names the active one", () => {
    const storage = createStorage(createMemoryBackend(), 'portico')
    const evm = connected('eip155', 'walletConnect', '0x3333333333333333333333333333333333333333')
    const held = { ...connected('eip155', 'io.metamask', '0x1111111111111111111111111111111111111111'), caipAddress: 'eip155:8453:0x1111111111111111111111111111111111111111' as const }
    persistConnections(storage, [evm], { eip155: chainA }, (ns) => (ns === 'eip155' ? [held] : []))
    expect(storage.get('connectorIds')).toEqual({ eip155: 'walletConnect' })
    expect(storage.get('connections')).toEqual({
      eip155: [
        { connectorId: 'walletConnect', accounts: ['eip155:1337:0x3333333333333333333333333333333333333333'] },
        { connectorId: 'io.metamask', accounts: ['eip155:8453:0x1111111111111111111111111111111111111111'] },
      ],
    })
  })
})
