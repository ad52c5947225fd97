import { describe, expect, it } from 'vitest'
import { createMemoryBackend } from '../storage/backends.ts'
import { createStorage } from '../storage/storage.ts'
import { chainA, chainB, solanaNet } from '../test-support/networks.ts'
import { initialNetworkState } from './initial-network.ts'

describe('initialNetworkState', () => {
  const networks = [chainA, chainB, solanaNet]
  const storageWith = (values: Record<string, string>) => {
    const backend = createMemoryBackend()
    for (const [k, v] of Object.entries(values)) backend.setItem(`p:${k}`, v)
    return createStorage(backend, 'p')
  }

  it('starts on the default network, first network of each other namespace', () => {
    const state = initialNetworkState(networks, chainB, storageWith({}))
    expect(state.activeNetwork).toBe(chainB)
    expect(state.activeNamespace).toBe('eip155')
    expect(state.activeByNamespace).toEqual({ eip155: chainB, solana: solanaNet })
    expect(state.unsupportedChainId).toBeUndefined()
  })

  it('restores the stored network and namespace the dApp still lists', () => {
    expect(initialNetworkState(networks, chainA, storageWith({ activeNetworkId: 'eip155:8453' })).activeNetwork).toBe(chainB)
    const state = initialNetworkState(networks, chainA, storageWith({ activeNetworkId: 'eip155:8453', activeNamespace: 'solana' }))
    expect(state.activeNetwork).toBe(solanaNet)
    expect(state.activeByNamespace.eip155).toBe(chainB)
  })

  it('puts each other namespace on the chain its stored connection was last on', () => {
    const connections = JSON.stringify({
      eip155: [{ connectorId: 'io.wallet', accounts: ['eip155:8453:0x1111111111111111111111111111111111111111'] }],
      solana: [{ connectorId: 'phantom', accounts: [`${solanaNet.caipNetworkId}:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM`] }],
    })
    const state = initialNetworkState(networks, chainA, storageWith({ activeNetworkId: solanaNet.caipNetworkId, connections }))
    expect(state).toMatchObject({ activeNamespace: 'solana', activeNetwork: solanaNet, activeByNamespace: { eip155: chainB, solana: solanaNet } })
    // a chain the app no longer lists, or a corrupt entry, leaves the namespace's first network
    const unlisted = JSON.stringify({ eip155: [{ connectorId: 'io.wallet', accounts: ['eip155:1:0x1111111111111111111111111111111111111111', 'x'] }] })
    expect(initialNetworkState(networks, chainA, storageWith({ activeNetworkId: solanaNet.caipNetworkId, connections: unlisted })).activeByNamespace.eip155).toBe(chainA)
  })

  it('ignores a stored network or namespace it does not list', () => {
    const state = initialNetworkState([chainA, chainB], chainA, storageWith({ activeNetworkId: 'eip155:10', activeNamespace: 'solana' }))
    expect(state.activeNetwork).toBe(chainA)
    expect(state.activeNamespace).toBe('eip155')
  })
})
