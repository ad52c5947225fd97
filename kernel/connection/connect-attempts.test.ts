// connect(): the attempt the view follows, its failures, an unknown connector.
import { afterEach, describe, expect, it } from 'vitest'
import { disposeKernels, setup } from '../test-support/connection-kernel.ts'
import { createFakeAdapter } from '../test-support/fake-adapter.ts'

afterEach(disposeKernels)

describe('connect attempts', () => {
  it('reports the connect attempt: pending while the wallet is asked, failed with its message, cleared on success', async () => {
    const fake = createFakeAdapter()
    const { connection } = setup({ fake })
    const seen: unknown[] = []
    connection.attempt$.subscribe((a) => seen.push(a))
    fake.state.connectError = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    await connection.connect('fake').catch(() => {})
    const one = { connectorId: 'fake', namespaces: ['eip155'], connected: [] }
    const failed = { ...one, status: 'failed', failed: ['eip155'], error: 'Connection declined' }
    const pending = { ...one, status: 'pending', asking: 'eip155', failed: [] }
    expect(connection.getAttempt()).toEqual(failed)
    fake.state.connectError = undefined
    await connection.connect('fake')
    expect(seen).toEqual([undefined, pending, failed, pending, undefined])
  })

  it('a rejected connection is a clear, non-fatal error and leaves the state disconnected', async () => {
    const fake = createFakeAdapter()
    fake.state.connectError = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const { connection } = setup({ fake })
    await expect(connection.connect('fake')).rejects.toMatchObject({ code: 'USER_REJECTED', message: 'Connection declined' })
    expect(connection.account('eip155').status).toBe('disconnected')
  })

  it('an unknown connector is an error that says so', async () => {
    const { connection } = setup()
    await expect(connection.connect('nope')).rejects.toThrow('Connector not found')
  })
})
