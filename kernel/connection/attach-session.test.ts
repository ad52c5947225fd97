// A wallet session becomes the connected account.
import { afterEach, describe, expect, it } from 'vitest'
import { disposeKernels, setup } from '../test-support/connection-kernel.ts'
import { createFakeAdapter } from '../test-support/fake-adapter.ts'

afterEach(disposeKernels)

describe('attaching a session', () => {
  it('a transport connector names the wallet at the other end (e.g. WalletConnect\'s peer), not itself', async () => {
    const fake = createFakeAdapter()
    fake.state.wallet = { name: 'Sandbox Mobile Wallet', icon: 'https://wallet.example/icon.png' }
    const { connection } = setup({ fake })
    await connection.connect('fake')
    expect(connection.account('eip155').connectedWalletInfo).toEqual({ name: 'Sandbox Mobile Wallet', icon: 'https://wallet.example/icon.png' })
  })
})
