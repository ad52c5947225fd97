// The coordinator end to end: a connect goes through attempts, attaching, following, balance and storage.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { disposeKernels, setup } from '../test-support/connection-kernel.ts'

afterEach(disposeKernels)

describe('connection service', () => {
  it('connects: account state, balance, recent wallet and persisted keys', async () => {
    const { connection, backend } = setup()
    const events: string[] = []
    connection.events$.subscribe((e) => events.push(e.type))
    await connection.connect('fake')
    await vi.waitFor(() => expect(connection.account('eip155').balance).toBe('1.234567'))
    expect(connection.account('eip155')).toMatchObject({
      status: 'connected',
      address: '0x1111111111111111111111111111111111111111',
      caipAddress: 'eip155:1337:0x1111111111111111111111111111111111111111',
      connectorId: 'fake',
      balanceSymbol: 'ETH',
      connectedWalletInfo: { name: 'Fake Wallet', rdns: 'fake' },
      addressExplorerUrl: 'https://explorer.example/address/0x1111111111111111111111111111111111111111',
    })
    expect(events).toEqual(['CONNECT_SUCCESS'])
    expect(backend.getItem('portico:connectedNamespaces')).toBe('eip155')
    expect(backend.getItem('portico:connectionStatus')).toBe('connected')
    expect(JSON.parse(backend.getItem('portico:connectorIds')!)).toEqual({ eip155: 'fake' })
    expect(JSON.parse(backend.getItem('portico:recentWallets')!)[0].id).toBe('fake')
  })
})
