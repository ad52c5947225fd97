// The modal closes after a connect made in it, unless an after-connect step takes it over.
import { afterEach, describe, expect, it } from 'vitest'
import { disposeKernels, setup } from '../test-support/connection-kernel.ts'

afterEach(disposeKernels)

describe('after a connect in the modal', () => {
  it('closes the modal after a connect made in it', async () => {
    const { connection, modal, router } = setup()
    modal.open()
    router.push('ConnectingExternal', { connectorId: 'fake' })
    await connection.connect('fake')
    expect(modal.get().open).toBe(false)
  })

  it('unless an after-connect step (e.g. sign-in) takes the modal over; a removed step no longer does', async () => {
    const { connection, modal, router } = setup()
    const seen: unknown[] = []
    const remove = connection.addAfterConnect((connected) => {
      seen.push({ namespace: connected.namespace, connectorId: connected.connectorId, address: connected.account.address })
      router.reset('Account') // stands in for the sign-in view the step would show
      return true
    })
    modal.open()
    await connection.connect('fake')
    expect(modal.get().open).toBe(true)
    expect(router.get().view).toBe('Account')
    expect(seen).toEqual([{ namespace: 'eip155', connectorId: 'fake', address: '0x1111111111111111111111111111111111111111' }])

    await connection.disconnect()
    remove()
    modal.open()
    await connection.connect('fake')
    expect(modal.get().open).toBe(false)
  })
})
