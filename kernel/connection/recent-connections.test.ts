// The wallets connected before on this device: remembered in the kernel's storage once connected,
// listed as recent once disconnected (never while connected), and still there after a reload.
import { afterEach, describe, expect, it } from 'vitest'
import { disposeKernels, setup, twoWallets } from '../test-support/connection-kernel.ts'

afterEach(disposeKernels)

const WC_ADDRESS = '0x3333333333333333333333333333333333333333'
const FAKE_ADDRESS = '0x1111111111111111111111111111111111111111'

describe('recent connections', () => {
  it('lists a wallet once it is disconnected, not while it is connected', async () => {
    const { connection } = twoWallets({ multiWallet: true })
    await connection.connect('fake')
    await connection.connect('walletConnect')
    expect(connection.getRecentConnections('eip155')).toEqual([])

    await connection.disconnect('eip155', 'walletConnect')
    expect(connection.getRecentConnections('eip155')).toEqual([
      expect.objectContaining({ namespace: 'eip155', connectorId: 'walletConnect', accounts: [{ address: WC_ADDRESS, type: 'eoa' }] }),
    ])
    // connected again: no longer recent
    await connection.connect('walletConnect')
    expect(connection.getRecentConnections('eip155')).toEqual([])
    expect(connection.getRecentConnections('solana')).toEqual([])
  })

  it('survives a reload: the next page load lists the wallet disconnected before', async () => {
    const first = setup()
    await first.connection.connect('fake')
    await first.connection.disconnect('eip155')
    first.kernel.dispose()

    const second = setup({ backend: first.backend })
    await second.connection.restored
    expect(second.connection.getRecentConnections('eip155')).toEqual([
      expect.objectContaining({ connectorId: 'fake', name: 'Fake Wallet', accounts: [{ address: FAKE_ADDRESS, type: 'eoa' }], caipNetworkId: 'eip155:1337' }),
    ])
  })
})
