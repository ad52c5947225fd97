// signMessage, sendTransaction, getProvider: through the connection's adapter.
import { afterEach, describe, expect, it } from 'vitest'
import { disposeKernels, setup } from '../test-support/connection-kernel.ts'
import { createFakeAdapter } from '../test-support/fake-adapter.ts'

afterEach(disposeKernels)

describe('wallet requests', () => {
  it('signs through the adapter and maps a rejection to "Signature declined"', async () => {
    const { connection, fake } = setup()
    await expect(connection.signMessage('hi')).rejects.toThrow('No ActiveCaipAddress found')
    await connection.connect('fake')
    await expect(connection.signMessage('hi')).resolves.toBe('fake:signed:hi')
    fake.adapter.signMessage = async () => {
      throw Object.assign(new Error('denied'), { code: 4001 })
    }
    await expect(connection.signMessage('hi')).rejects.toThrow('Signature declined')
  })

  it('sends a transaction through the adapter from the connected account on the active network', async () => {
    const { connection, fake, network } = setup()
    const sent: unknown[] = []
    fake.adapter.sendTransaction = async (request) => (sent.push(request), '0xhash')
    await expect(connection.sendTransaction({ to: '0x2222222222222222222222222222222222222222', value: 5n })).rejects.toMatchObject({
      code: 'NOT_CONNECTED',
      message: 'No ActiveCaipAddress found',
    })
    expect(sent).toEqual([])
    await connection.connect('fake')
    await expect(connection.sendTransaction({ to: '0x2222222222222222222222222222222222222222', value: 5n, data: '0x' })).resolves.toBe('0xhash')
    expect(sent).toEqual([
      { to: '0x2222222222222222222222222222222222222222', value: 5n, data: '0x', address: '0x1111111111111111111111111111111111111111', network: network.get().activeNetwork },
    ])
  })

  it('maps a refused send to USER_REJECTED "Transaction declined", passes other errors through, and refuses without the capability', async () => {
    const { connection, fake } = setup()
    await connection.connect('fake')
    fake.adapter.sendTransaction = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
    await expect(connection.sendTransaction({ to: '0x2222222222222222222222222222222222222222' })).rejects.toMatchObject({ code: 'USER_REJECTED', message: 'Transaction declined' })
    const broken = new Error('insufficient funds for gas')
    fake.adapter.sendTransaction = async () => {
      throw broken
    }
    await expect(connection.sendTransaction({ to: '0x2222222222222222222222222222222222222222' })).rejects.toBe(broken)
    delete fake.adapter.sendTransaction
    await expect(connection.sendTransaction({ to: '0x2222222222222222222222222222222222222222' })).rejects.toMatchObject({ code: 'UNSUPPORTED_CHAIN', message: 'Unsupported chain' })
  })

  it('refuses to send while the wallet is on a chain the app does not list', async () => {
    const fake = createFakeAdapter({ chainId: 999 })
    const { connection } = setup({ fake, allowUnsupportedChain: true })
    fake.adapter.sendTransaction = async () => '0xhash'
    await connection.connect('fake')
    await expect(connection.sendTransaction({ to: '0x2222222222222222222222222222222222222222' })).rejects.toMatchObject({ code: 'UNSUPPORTED_CHAIN', message: 'Unsupported chain' })
  })

  it('exposes the provider only while connected', async () => {
    const { connection } = setup()
    expect(connection.getProvider()).toBeUndefined()
    await connection.connect('fake')
    expect(connection.getProvider()).toEqual({ fake: true })
  })
})
