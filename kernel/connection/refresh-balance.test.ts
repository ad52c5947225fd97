// refreshBalance(): the 30 s cache, testnets, a failed read.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryBackend } from '../storage/backends.ts'
import { disposeKernels, setup } from '../test-support/connection-kernel.ts'
import { createFakeAdapter } from '../test-support/fake-adapter.ts'
import { testnet } from '../test-support/networks.ts'
import { TOKENS } from '../tokens.ts'

afterEach(disposeKernels)

describe('the native balance', () => {
  it('reports 0.00 on a testnet without asking the wallet', async () => {
    const fake = createFakeAdapter({ chainId: 11155111 })
    const spy = vi.spyOn(fake.adapter, 'getBalance')
    const { connection } = setup({ fake, networks: [testnet] })
    await connection.connect('fake')
    await vi.waitFor(() => expect(connection.account('eip155').balance).toBe('0.00'))
    expect(spy).not.toHaveBeenCalled()
  })

  it('caches the native balance for 30 s across kernels (a reload), unless forced', async () => {
    const backend = createMemoryBackend()
    const fake = createFakeAdapter()
    const read = vi.spyOn(fake.adapter, 'getBalance')
    const first = setup({ backend, fake })
    await first.connection.connect('fake')
    await vi.waitFor(() => expect(first.connection.account('eip155').balance).toBe('1.234567'))
    expect(read).toHaveBeenCalledTimes(1)
    first.kernel.dispose()

    fake.state.balance = 2_000_000_000_000_000_000n
    const second = setup({ backend, fake })
    await second.connection.restored
    await vi.waitFor(() => expect(second.connection.account('eip155').balance).toBe('1.234567'))
    expect(read).toHaveBeenCalledTimes(1)
    await second.connection.refreshBalance('eip155', { force: true })
    expect(second.connection.account('eip155').balance).toBe('2')
    expect(read).toHaveBeenCalledTimes(2)
  })

  it("a failed chain balance read shows 'Token Balance Unavailable', keeps the last figure and is not retried at once", async () => {
    const fake = createFakeAdapter()
    const { connection, kernel } = setup({ fake })
    await connection.connect('fake')
    await vi.waitFor(() => expect(connection.account('eip155').balance).toBe('1.234567'))
    const read = vi.spyOn(fake.adapter, 'getBalance').mockRejectedValue(new Error('rpc down'))
    await connection.refreshBalance('eip155', { force: true })
    expect(read).toHaveBeenCalledTimes(1)
    expect(kernel.get(TOKENS.toast).get()).toMatchObject({ open: true, message: 'Token Balance Unavailable', variant: 'error' })
    expect(connection.account('eip155')).toMatchObject({ balance: '1.234567', balanceLoading: false, balanceUnavailable: true })
    // the Account view's forced refresh right after does not ask the chain again
    await connection.refreshBalance('eip155', { force: true })
    expect(read).toHaveBeenCalledTimes(1)
  })
})
