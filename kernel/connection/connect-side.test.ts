// One side of a connect: the wallet's session attached, or the failure reported and the account put back.
import { afterEach, describe, expect, it } from 'vitest'
import { disposeKernels, setup } from '../test-support/connection-kernel.ts'
import { createFakeAdapter } from '../test-support/fake-adapter.ts'
import { connectFailureMessage } from './connect-side.ts'

afterEach(disposeKernels)

describe('connecting one side', () => {
  it('a wallet that grants no accounts is a failure: CONNECT_ERROR, and the account reads as before', async () => {
    const fake = createFakeAdapter({ accounts: [] })
    const { connection } = setup({ fake })
    const events: unknown[] = []
    connection.events$.subscribe((e) => events.push(e))
    await expect(connection.connect('fake')).rejects.toMatchObject({ code: 'NO_ACCOUNTS', message: 'The wallet returned no accounts' })
    expect(events).toEqual([{ type: 'CONNECT_ERROR', namespace: 'eip155', connectorId: 'fake', message: 'The wallet returned no accounts', rejected: false }])
    expect(connection.account('eip155').status).toBe('disconnected')
  })

  it('a refusal reads "Connection declined"; another error its own message', () => {
    expect(connectFailureMessage(Object.assign(new Error('User rejected the request.'), { code: 4001 }))).toBe('Connection declined')
    expect(connectFailureMessage(new Error('wallet locked'))).toBe('wallet locked')
  })
})
