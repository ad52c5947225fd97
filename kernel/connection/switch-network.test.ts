// switchNetwork(): through the wallet when connected, else just the active network.
import { afterEach, describe, expect, it } from 'vitest'
import { disposeKernels, setup } from '../test-support/connection-kernel.ts'
import { createFakeAdapter } from '../test-support/fake-adapter.ts'
import { chainA, chainB, solanaNet } from '../test-support/networks.ts'
import { TOKENS } from '../tokens.ts'

afterEach(disposeKernels)

describe('switching networks', () => {
  it('switches through the wallet when connected', async () => {
    const { connection, network, fake } = setup()
    await connection.connect('fake')
    await connection.switchNetwork('eip155:8453')
    expect(fake.state.chainId).toBe(8453)
    expect(network.get().activeNetwork.name).toBe('Sandbox Base')
  })

  it('a rejected switch keeps the current network', async () => {
    const fake = createFakeAdapter()
    const { connection, network } = setup({ fake })
    await connection.connect('fake')
    fake.state.switchError = Object.assign(new Error('rejected'), { code: 4001 })
    await expect(connection.switchNetwork(chainB)).rejects.toMatchObject({ code: 4001 })
    expect(network.get().activeNetwork.caipNetworkId).toBe('eip155:1337')
  })

  it('switching to an unconfigured network shows the switch-network-not-found alert', async () => {
    const { connection, kernel } = setup()
    await expect(connection.switchNetwork('eip155:1')).rejects.toThrow('Network not found')
    expect(kernel.get(TOKENS.alerts).get()).toMatchObject({ open: true, code: 'SWITCH_NETWORK_NOT_FOUND' })
  })

  it('switching while disconnected just changes the active network, across namespaces too', async () => {
    const { connection, network } = setup({ networks: [chainA, solanaNet] })
    await connection.switchNetwork(solanaNet)
    expect(network.get()).toMatchObject({ activeNamespace: 'solana', activeNetwork: { name: 'Solana' } })
  })
})
