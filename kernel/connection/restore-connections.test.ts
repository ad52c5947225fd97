// A page load resyncs the stored connections without prompting.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryBackend } from '../storage/backends.ts'
import { disposeKernels, setup } from '../test-support/connection-kernel.ts'
import { createFakeAdapter } from '../test-support/fake-adapter.ts'
import { RESTORE_TIMEOUT_MS } from './restore-connections.ts'

afterEach(disposeKernels)

describe('restoring stored connections', () => {
  it('restores a stored connection: connecting with the stored address first, then connected, without prompting', async () => {
    const backend = createMemoryBackend()
    const fake = createFakeAdapter()
    const first = setup({ backend, fake })
    await first.connection.connect('fake')
    expect(JSON.parse(backend.getItem('portico:connections')!)).toEqual({
      eip155: [{ connectorId: 'fake', accounts: ['eip155:1337:0x1111111111111111111111111111111111111111'] }],
    })
    first.kernel.dispose()

    fake.state.reconnectDelay = 20
    const second = setup({ backend, fake })
    const seen: string[] = []
    second.connection.accounts$.subscribe((a) => seen.push(`${a.eip155!.status} ${a.eip155!.address ?? '-'}`))
    expect(second.connection.account('eip155')).toMatchObject({
      status: 'connecting',
      address: '0x1111111111111111111111111111111111111111',
      caipAddress: 'eip155:1337:0x1111111111111111111111111111111111111111',
    })
    await second.connection.restored
    expect(second.connection.account('eip155')).toMatchObject({ status: 'connected', connectorId: 'fake' })
    expect(seen.every((s) => s.endsWith('0x1111111111111111111111111111111111111111'))).toBe(true)
    expect(seen.at(-1)).toMatch(/^connected /)
  })

  it('a reconnect slower than 5 s counts as gone, unless its adapter gives a longer reconnectTimeoutMs', async () => {
    vi.useFakeTimers()
    try {
      const restoreAfter = async (reconnectTimeoutMs?: number) => {
        const backend = createMemoryBackend()
        const fake = createFakeAdapter()
        const first = setup({ backend, fake })
        await first.connection.connect('fake')
        first.kernel.dispose()
        fake.state.reconnectDelay = RESTORE_TIMEOUT_MS + 3_000
        if (reconnectTimeoutMs !== undefined) Object.assign(fake.adapter, { reconnectTimeoutMs })
        const second = setup({ backend, fake })
        let done = false
        void second.connection.restored.then(() => (done = true))
        await vi.advanceTimersByTimeAsync(RESTORE_TIMEOUT_MS + 1)
        const atFiveSeconds = done
        await vi.advanceTimersByTimeAsync(3_000)
        await second.connection.restored
        return { atFiveSeconds, status: second.connection.account('eip155').status }
      }
      expect(await restoreAfter()).toEqual({ atFiveSeconds: true, status: 'disconnected' })
      expect(await restoreAfter(30_000)).toEqual({ atFiveSeconds: false, status: 'connected' })
    } finally {
      vi.useRealTimers()
    }
  })

  it('a stored account the wallet replaced shows the wallet\'s account; the next load starts from it', async () => {
    const backend = createMemoryBackend()
    const fake = createFakeAdapter()
    const first = setup({ backend, fake })
    await first.connection.connect('fake')
    first.kernel.dispose()
    fake.state.accounts = ['0x2222222222222222222222222222222222222222']
    const second = setup({ backend, fake })
    await second.connection.restored
    expect(second.connection.account('eip155')).toMatchObject({ status: 'connected', address: '0x2222222222222222222222222222222222222222' })
    expect(JSON.parse(backend.getItem('portico:connections')!).eip155[0].accounts).toEqual(['eip155:1337:0x2222222222222222222222222222222222222222'])
  })

  it('a stored connection the wallet no longer permits ends disconnected, and its stored account is forgotten', async () => {
    const backend = createMemoryBackend()
    const fake = createFakeAdapter()
    const first = setup({ backend, fake })
    await first.connection.connect('fake')
    first.kernel.dispose()
    fake.state.permitted = false
    const second = setup({ backend, fake })
    await second.connection.restored
    expect(second.connection.account('eip155').status).toBe('disconnected')
    expect(second.connection.account('eip155').address).toBeUndefined()
    expect(backend.getItem('portico:connectedNamespaces')).toBeNull()
    expect(backend.getItem('portico:connections')).toBeNull()
  })
})
