// A page load resyncs the stored connections without prompting.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryBackend } from '../storage/backends.ts'
import { createKernel } from '../container/create-kernel.ts'
import { disposeKernels, keep, setup } from '../test-support/connection-kernel.ts'
import { chainA, chainB } from '../test-support/networks.ts'
import { TOKENS } from '../tokens.ts'
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

describe('restoring several connections', () => {
  const twoKernels = () => {
    const backend = createMemoryBackend()
    const injected = createFakeAdapter()
    const wc = createFakeAdapter({ connectorId: 'walletConnect', serves: 'connectors', accounts: ['0x3333333333333333333333333333333333333333'] })
    const make = () => {
      const kernel = keep(
        createKernel({ projectId: 'p', networks: [chainA, chainB], storage: backend, logLevel: 'silent', features: { multiWallet: true } }, [
          { id: 'injected', adapters: () => [injected.adapter] },
          { id: 'wc', adapters: () => [wc.adapter] },
        ]),
      )
      return { kernel, connection: kernel.get(TOKENS.connection) }
    }
    return { backend, injected, wc, make }
  }

  it('a reload restores every connection and keeps the same one active', async () => {
    const { backend, make } = twoKernels()
    const first = make()
    await first.connection.connect('walletConnect')
    await first.connection.connect('fake')
    await first.connection.switchConnection('eip155', 'walletConnect')
    expect(JSON.parse(backend.getItem('portico:connections')!)).toEqual({
      eip155: [
        { connectorId: 'walletConnect', accounts: ['eip155:1337:0x3333333333333333333333333333333333333333'] },
        { connectorId: 'fake', accounts: ['eip155:1337:0x1111111111111111111111111111111111111111'] },
      ],
    })
    first.kernel.dispose()
    const second = make()
    await second.connection.restored
    expect(second.connection.account('eip155')).toMatchObject({ status: 'connected', connectorId: 'walletConnect' })
    expect(second.connection.getConnections('eip155').map((c) => [c.connectorId, c.active])).toEqual([
      ['walletConnect', true],
      ['fake', false],
    ])
    await second.connection.switchConnection('eip155', 'fake')
    await expect(second.connection.signMessage('x')).resolves.toBe('fake:signed:x')
  })

  it('a held connection that cannot come back is dropped; an active one that cannot, leaves a held one active', async () => {
    const { make, injected, wc } = twoKernels()
    const first = make()
    await first.connection.connect('fake')
    await first.connection.connect('walletConnect')
    first.kernel.dispose()
    injected.state.permitted = false
    const second = make()
    await second.connection.restored
    expect(second.connection.getConnections('eip155').map((c) => c.connectorId)).toEqual(['walletConnect'])
    await second.connection.connect('fake')
    await second.connection.switchConnection('eip155', 'walletConnect')
    second.kernel.dispose()
    wc.state.permitted = false
    const third = make()
    await third.connection.restored
    expect(third.connection.account('eip155')).toMatchObject({ status: 'connected', connectorId: 'fake' })
    expect(third.connection.getConnections('eip155').map((c) => c.connectorId)).toEqual(['fake'])
  })
})
