// disconnect(): state cleared either way, events, the modal.
import { afterEach, describe, expect, it } from 'vitest'
import { disposeKernels, setup, twoWallets } from '../test-support/connection-kernel.ts'
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

describe('disconnect with several wallets', () => {
  it('ending the active one makes the other active; ending a held one leaves the active one; each is reported', async () => {
    const { connection, injected, wc, modal } = twoWallets({ multiWallet: true })
    await connection.connect('fake')
    await connection.connect('walletConnect')
    modal.open()
    const events: string[] = []
    connection.events$.subscribe((e) => events.push(`${e.type} ${'connectorId' in e ? e.connectorId : ''}`))
    await connection.disconnect('eip155', 'walletConnect')
    expect(wc.state.permitted).toBe(false)
    expect(connection.account('eip155')).toMatchObject({ status: 'connected', connectorId: 'fake', address: '0x1111111111111111111111111111111111111111' })
    // the Account view stays open on the wallet that took over
    expect(modal.get().open).toBe(true)
    await connection.connect('walletConnect')
    await connection.disconnect('eip155', 'fake')
    expect(injected.state.permitted).toBe(false)
    expect(connection.account('eip155')).toMatchObject({ status: 'connected', connectorId: 'walletConnect' })
    expect(events).toEqual(['DISCONNECT_SUCCESS walletConnect', 'SWITCH_CONNECTION fake', 'CONNECT_SUCCESS walletConnect', 'DISCONNECT_SUCCESS fake'])
  })

  it('disconnect() with no argument ends every session, held ones first, with no switch in between', async () => {
    const { connection, injected, wc, backend } = twoWallets({ multiWallet: true })
    await connection.connect('fake')
    await connection.connect('walletConnect')
    const events: string[] = []
    connection.events$.subscribe((e) => events.push(`${e.type} ${'connectorId' in e ? e.connectorId : ''}`))
    await connection.disconnect()
    expect(injected.state.permitted).toBe(false)
    expect(wc.state.permitted).toBe(false)
    expect(connection.account('eip155').status).toBe('disconnected')
    expect(connection.getConnections('eip155')).toEqual([])
    expect(events).toEqual(['DISCONNECT_SUCCESS fake', 'DISCONNECT_SUCCESS walletConnect'])
    expect(backend.getItem('portico:connections')).toBeNull()
  })
})
