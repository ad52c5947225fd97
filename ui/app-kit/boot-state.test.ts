import { describe, expect, it } from 'vitest'
import { resolveOptions } from '../../kernel/config/resolve-options.ts'
import { createMemoryBackend, type StorageBackend } from '../../kernel/storage/backends.ts'
import { chainA, chainB, solanaNet } from '../../kernel/test-support/networks.ts'
import { createBootState } from './boot-state.ts'

const ADDRESS = '0x1111111111111111111111111111111111111111'

function stored(entries: Record<string, string>): StorageBackend {
  const backend = createMemoryBackend()
  for (const [key, value] of Object.entries(entries)) backend.setItem(`portico:${key}`, value)
  return backend
}
const boot = (storage: StorageBackend, networks = [chainA, chainB, solanaNet]) =>
  createBootState(resolveOptions({ projectId: 'p', networks, storage }), undefined)

describe('createBootState', () => {
  it('a returning visitor: the stored account as "connecting", on the stored active network', () => {
    const state = boot(
      stored({
        activeNetworkId: chainB.caipNetworkId,
        connectedNamespaces: 'eip155',
        connectorIds: JSON.stringify({ eip155: 'io.wallet' }),
        connections: JSON.stringify({ eip155: [{ connectorId: 'io.wallet', accounts: [`${chainA.caipNetworkId}:${ADDRESS}`] }] }),
      }),
    )
    expect(state.toRestore).toEqual([{ namespace: 'eip155', connectorId: 'io.wallet', accounts: [`${chainA.caipNetworkId}:${ADDRESS}`] }])
    expect(state.network.get().activeNetwork).toBe(chainB)
    expect(state.accounts.get().eip155).toMatchObject({ status: 'connecting', address: ADDRESS, caipAddress: `${chainB.caipNetworkId}:${ADDRESS}` })
    expect(state.accounts.get().solana).toMatchObject({ status: 'disconnected', allAccounts: [] })
  })

  it('a returning multichain visitor: both namespaces "connecting" with their accounts, the stored active one (Solana) in front', () => {
    const SOL = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
    const state = boot(
      stored({
        activeNetworkId: solanaNet.caipNetworkId,
        activeNamespace: 'solana',
        connectedNamespaces: 'eip155,solana',
        connectorIds: JSON.stringify({ eip155: 'io.wallet', solana: 'wallet-standard:Wallet' }),
        connections: JSON.stringify({
          eip155: [{ connectorId: 'io.wallet', accounts: [`${chainB.caipNetworkId}:${ADDRESS}`] }],
          solana: [{ connectorId: 'wallet-standard:Wallet', accounts: [`${solanaNet.caipNetworkId}:${SOL}`] }],
        }),
      }),
    )
    expect(state.toRestore.map((r) => r.namespace)).toEqual(['eip155', 'solana'])
    expect(state.network.get()).toMatchObject({ activeNamespace: 'solana', activeNetwork: solanaNet })
    expect(state.accounts.get().solana).toMatchObject({ status: 'connecting', address: SOL, caipAddress: `${solanaNet.caipNetworkId}:${SOL}` })
    expect(state.accounts.get().eip155).toMatchObject({ status: 'connecting', address: ADDRESS, caipAddress: `${chainB.caipNetworkId}:${ADDRESS}` })
  })

  it('a stored connection without a stored account: "connecting" with no address (as before accounts were stored)', () => {
    const state = boot(stored({ connectedNamespaces: 'eip155', connectorIds: JSON.stringify({ eip155: 'io.wallet' }) }))
    expect(state.accounts.get().eip155!.status).toBe('connecting')
    expect(state.accounts.get().eip155!.address).toBeUndefined()
  })

  it('a namespace with no configured network is not restored; nothing stored reads "disconnected"', () => {
    const backend = stored({ connectedNamespaces: 'solana', connectorIds: JSON.stringify({ solana: 'phantom' }) })
    expect(boot(backend, [chainA]).toRestore).toEqual([])
    expect(boot(backend, [chainA]).accounts.get()).toEqual({ eip155: expect.objectContaining({ status: 'disconnected' }) })
    expect(boot(createMemoryBackend()).toRestore).toEqual([])
  })

  it('abandonRestore: nothing can resync, so the stored account is dropped and reads "disconnected"', () => {
    const state = boot(
      stored({
        connectedNamespaces: 'eip155',
        connectorIds: JSON.stringify({ eip155: 'io.wallet' }),
        connections: JSON.stringify({ eip155: [{ connectorId: 'io.wallet', accounts: [`${chainA.caipNetworkId}:${ADDRESS}`] }] }),
      }),
    )
    const seen: (string | undefined)[] = []
    state.accounts.subscribe((a) => seen.push(a.eip155!.address))
    state.abandonRestore()
    expect(state.accounts.get().eip155).toMatchObject({ status: 'disconnected' })
    expect(seen).toEqual([ADDRESS, undefined])
  })
})
