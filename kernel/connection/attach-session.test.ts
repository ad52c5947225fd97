// A wallet session becomes the connected account.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { disposeKernels, setup } from '../test-support/connection-kernel.ts'
import { createFakeAdapter } from '../test-support/fake-adapter.ts'
import { TOKENS } from '../tokens.ts'

afterEach(disposeKernels)

describe('attaching a session', () => {
  it('a transport connector names the wallet at the other end (e.g. WalletConnect\'s peer), not itself', async () => {
    const fake = createFakeAdapter()
    fake.state.wallet = { name: 'Sandbox Mobile Wallet', icon: 'https://wallet.example/icon.png' }
    const { connection } = setup({ fake })
    await connection.connect('fake')
    expect(connection.account('eip155').connectedWalletInfo).toEqual({ name: 'Sandbox Mobile Wallet', icon: 'https://wallet.example/icon.png' })
  })

  it("publishes the account whole, on the wallet's chain, before anything else: the reads (held pending), the storage write and the modal's close follow", async () => {
    const ADDRESS = '0x1111111111111111111111111111111111111111'
    // the wallet is on Sandbox Base while the app starts on Sandbox Ethereum
    const fake = createFakeAdapter({ chainId: 8453 })
    const balanceReads = vi.spyOn(fake.adapter, 'getBalance').mockReturnValue(new Promise(() => {}))
    const { connection, network, modal, router, backend, kernel } = setup({ fake })
    const nameReads = vi.spyOn(kernel.get(TOKENS.blockchainApi), 'getIdentity').mockReturnValue(new Promise(() => {}))
    modal.open()
    router.push('ConnectingExternal', { connectorId: 'fake' })
    // what the app's hooks render: React reads the state in a microtask after the change
    const rendered: unknown[] = []
    connection.accounts$.subscribe((all) => {
      if (all.eip155?.status !== 'connected' || rendered.length) return
      const first = { address: all.eip155.address, caipAddress: all.eip155.caipAddress }
      rendered.push(first)
      queueMicrotask(() =>
        rendered.push({
          chain: network.get().activeNetwork.caipNetworkId,
          balanceReads: balanceReads.mock.calls.length,
          nameReads: nameReads.mock.calls.length,
          stored: backend.getItem('portico:connections'),
          recent: backend.getItem('portico:recentWallets'),
          modalOpen: modal.get().open,
        }),
      )
    })
    await connection.connect('fake')
    expect(rendered).toEqual([
      { address: ADDRESS, caipAddress: `eip155:8453:${ADDRESS}` },
      { chain: 'eip155:8453', balanceReads: 0, nameReads: 0, stored: null, recent: null, modalOpen: true },
    ])
    // then, with the frame painted: the reads asked (still pending), the connection stored, the modal closed
    expect(balanceReads).toHaveBeenCalledTimes(1)
    expect(nameReads).toHaveBeenCalledTimes(1)
    expect(connection.account('eip155')).toMatchObject({ status: 'connected', address: ADDRESS, balanceLoading: true })
    expect(JSON.parse(backend.getItem('portico:connections')!).eip155).toEqual([{ connectorId: 'fake', accounts: [`eip155:8453:${ADDRESS}`] }])
    expect(modal.get().open).toBe(false)
  })
})
