// disconnect(): state cleared either way, events, the modal.
import { afterEach, describe, expect, it } from 'vitest'
import { disposeKernels, setup } from '../test-support/connection-kernel.ts'
import { createFakeAdapter } from '../test-support/fake-adapter.ts'
import { TOKENS } from '../tokens.ts'

afterEach(disposeKernels)

describe('disconnect', () => {
  it('disconnect resets account and network data, clears connector ids and emits success', async () => {
    const { connection, backend, modal, network } = setup()
    await connection.connect('fake')
    modal.open()
    const events: string[] = []
    connection.events$.subscribe((e) => events.push(e.type))
    await connection.disconnect()
    const account = connection.account('eip155')
    expect(account.status).toBe('disconnected')
    expect(account.address).toBeUndefined()
    expect(account.balance).toBeUndefined()
    expect(backend.getItem('portico:connectorIds')).toBeNull()
    expect(backend.getItem('portico:connectedNamespaces')).toBeNull()
    expect(backend.getItem('portico:connectionStatus')).toBe('disconnected')
    expect(network.get().unsupportedChainId).toBeUndefined()
    expect(events).toEqual(['DISCONNECT_SUCCESS'])
    expect(modal.get().open).toBe(false)
  })

  it('a failed disconnect is logged, emits an error event, and still clears local state', async () => {
    const fake = createFakeAdapter()
    const { connection, kernel } = setup({ fake })
    await connection.connect('fake')
    fake.state.disconnectError = new Error('wallet gone')
    const events: string[] = []
    connection.events$.subscribe((e) => events.push(e.type))
    await expect(connection.disconnect()).rejects.toThrow('Failed to disconnect')
    expect(events).toEqual(['DISCONNECT_ERROR'])
    expect(connection.account('eip155').status).toBe('disconnected')
    expect(kernel.get(TOKENS.logger).entries().some((e) => e.message === 'Failed to disconnect')).toBe(true)
  })
})
