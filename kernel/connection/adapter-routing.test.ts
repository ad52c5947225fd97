// Which adapter a connector and a live connection go to.
import { afterEach, describe, expect, it } from 'vitest'
import { createKernel } from '../container/create-kernel.ts'
import { createMemoryBackend } from '../storage/backends.ts'
import { disposeKernels, keep } from '../test-support/connection-kernel.ts'
import { createFakeAdapter } from '../test-support/fake-adapter.ts'
import { chainA, chainB } from '../test-support/networks.ts'
import { TOKENS } from '../tokens.ts'

afterEach(disposeKernels)

describe('adapter routing', () => {
  it('routes a connection to the adapter that serves its connector (e.g. WalletConnect beside injected wallets)', async () => {
    const injected = createFakeAdapter()
    const wc = createFakeAdapter({ connectorId: 'walletConnect', serves: 'connectors', accounts: ['0x3333333333333333333333333333333333333333'] })
    const backend = createMemoryBackend()
    const make = () => {
      const kernel = createKernel({ projectId: 'p', networks: [chainA, chainB], storage: backend, logLevel: 'silent' }, [
        { id: 'injected', adapters: () => [injected.adapter] },
        { id: 'wc', adapters: () => [wc.adapter] },
      ])
      keep(kernel)
      return kernel.get(TOKENS.connection)
    }
    const connection = make()
    await connection.connect('walletConnect')
    expect(connection.account('eip155')).toMatchObject({ connectorId: 'walletConnect', address: '0x3333333333333333333333333333333333333333' })
    expect(injected.state.permitted).toBe(false)
    await expect(connection.signMessage('hi')).resolves.toBe('walletConnect:signed:hi')
    await connection.switchNetwork(chainB)
    expect(wc.state.chainId).toBe(8453)
    expect(injected.state.chainId).toBe(1337)

    // A reload restores through the same adapter.
    const again = make()
    await again.restored
    expect(again.account('eip155')).toMatchObject({ status: 'connected', connectorId: 'walletConnect' })
    await expect(again.signMessage('yo')).resolves.toBe('walletConnect:signed:yo')
    await again.disconnect()
    expect(wc.state.permitted).toBe(false)

    // Any other connector of the namespace still goes to the namespace adapter.
    await again.connect('fake')
    await expect(again.signMessage('x')).resolves.toBe('fake:signed:x')
  })
})
