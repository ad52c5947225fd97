import { describe, expect, it } from 'vitest'
import { emptyAccount, type AccountState } from './account-state.ts'
import { listConnections } from './connections-list.ts'
import type { LiveConnection } from './live-connections.ts'
import { createFakeAdapter } from '../test-support/fake-adapter.ts'

const account = (connectorId: string, address: string, chain: number): AccountState => ({
  ...emptyAccount('eip155', 'connected'),
  connectorId,
  address,
  caipAddress: `eip155:${chain}:${address}`,
  allAccounts: [{ address, type: 'eoa' }],
  connectedWalletInfo: { name: connectorId.toUpperCase(), icon: `${connectorId}.png` },
})

describe('listConnections', () => {
  it('lists each namespace\'s connections in connect order: the active one from the account, the held ones from what they kept', () => {
    const live = (connectorId: string, held?: AccountState): LiveConnection => ({ namespace: 'eip155', connectorId, adapter: createFakeAdapter().adapter, held, end: () => {} })
    const listed = listConnections(
      { eip155: account('b', '0xb', 1337) },
      { eip155: { list: [live('a', account('a', '0xa', 8453)), live('b')], active: 'b' } },
    )
    expect(listed).toEqual({
      eip155: [
        { namespace: 'eip155', connectorId: 'a', name: 'A', icon: 'a.png', accounts: [{ address: '0xa', type: 'eoa' }], caipNetworkId: 'eip155:8453', active: false },
        { namespace: 'eip155', connectorId: 'b', name: 'B', icon: 'b.png', accounts: [{ address: '0xb', type: 'eoa' }], caipNetworkId: 'eip155:1337', active: true },
      ],
    })
    // an active connection whose account is not connected (yet) is not listed
    expect(listConnections({ eip155: emptyAccount('eip155', 'connecting') }, { eip155: { list: [live('b')], active: 'b' } })).toEqual({ eip155: [] })
  })
})
