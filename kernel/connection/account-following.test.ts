// The account follows what the wallet reports: accounts, chains, unavailability.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { disposeKernels, setup } from '../test-support/connection-kernel.ts'
import { createFakeAdapter } from '../test-support/fake-adapter.ts'
import { chainA } from '../test-support/networks.ts'

afterEach(disposeKernels)

describe('following the wallet', () => {
  it('an unavailable event opens ConnectionUnavailable with the reason; checkConnection asks the adapter', async () => {
    const fake = createFakeAdapter()
    let checks = 0
    fake.adapter.checkConnection = async () => void checks++
    const { connection, modal, router } = setup({ fake })
    await expect(connection.checkConnection()).rejects.toThrow('No ActiveCaipAddress found')
    await connection.connect('fake')
    fake.events.next({ type: 'unavailable', reason: 'relay-unreachable', message: 'The relay cannot be reached.' })
    expect(modal.get().open).toBe(true)
    expect(router.get()).toMatchObject({
      view: 'ConnectionUnavailable',
      data: { namespace: 'eip155', reason: 'relay-unreachable', message: 'The relay cannot be reached.', connectorId: 'fake' },
    })
    expect(connection.account('eip155').status).toBe('connected')
    await connection.checkConnection()
    expect(checks).toBe(1)
  })

  it('follows wallet events: account change, chain change, empty accounts', async () => {
    const { connection, fake, network } = setup()
    await connection.connect('fake')
    fake.events.next({ type: 'accountsChanged', accounts: ['0x2222222222222222222222222222222222222222'] })
    expect(connection.account('eip155').address).toBe('0x2222222222222222222222222222222222222222')
    fake.events.next({ type: 'chainChanged', chainId: 8453 })
    expect(network.get().activeNetwork.caipNetworkId).toBe('eip155:8453')
    expect(connection.account('eip155').caipAddress).toBe('eip155:8453:0x2222222222222222222222222222222222222222')
    fake.events.next({ type: 'accountsChanged', accounts: [] })
    await vi.waitFor(() => expect(connection.account('eip155').status).toBe('disconnected'))
  })

  it('a wallet on an unlisted chain opens UnsupportedChain', async () => {
    const { connection, fake, modal, router, network } = setup()
    await connection.connect('fake')
    fake.events.next({ type: 'chainChanged', chainId: 999 })
    expect(network.get().unsupportedChainId).toBe(999)
    expect(modal.get().open).toBe(true)
    expect(router.get().view).toBe('UnsupportedChain')
    // switching back to a listed chain closes it
    await connection.switchNetwork(chainA)
    expect(network.get().unsupportedChainId).toBeUndefined()
    expect(modal.get().open).toBe(false)
  })

  it('unless unsupported chains are allowed', async () => {
    const { connection, fake, modal } = setup({ allowUnsupportedChain: true })
    await connection.connect('fake')
    fake.events.next({ type: 'chainChanged', chainId: 999 })
    expect(modal.get().open).toBe(false)
  })
})
