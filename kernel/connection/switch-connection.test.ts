// Several wallets connected in one namespace: both listed, one active, switching is instant.
import { afterEach, describe, expect, it } from 'vitest'
import { disposeKernels, twoWallets } from '../test-support/connection-kernel.ts'
import { chainB } from '../test-support/networks.ts'
import type { ConnectionEvent } from './connection-types.ts'

afterEach(disposeKernels)

const INJECTED = '0x1111111111111111111111111111111111111111'
const WC = '0x3333333333333333333333333333333333333333'

describe('switching connections', () => {
  it('a second wallet connects beside the first; both are listed, the newest active, and switching moves the account and every request', async () => {
    const { connection, injected, wc } = twoWallets({ multiWallet: true })
    const events: ConnectionEvent[] = []
    connection.events$.subscribe((e) => events.push(e))
    await connection.connect('fake')
    const statuses: string[] = []
    connection.accounts$.subscribe((a) => statuses.push(a.eip155!.status))
    await connection.connect('walletConnect')
    // adding a wallet never shows the namespace as disconnected or connecting
    expect(new Set(statuses)).toEqual(new Set(['connected']))
    expect(connection.account('eip155')).toMatchObject({ connectorId: 'walletConnect', address: WC })
    expect(connection.getConnections('eip155').map((c) => [c.connectorId, c.accounts[0]!.address, c.active])).toEqual([
      ['fake', INJECTED, false],
      ['walletConnect', WC, true],
    ])
    expect(injected.state.permitted).toBe(true)

    const result = await connection.switchConnection('eip155', 'fake')
    expect(result).toEqual({ namespace: 'eip155', connectorId: 'fake', address: INJECTED, hasSwitchedWallet: true, hasSwitchedAccount: false })
    expect(connection.account('eip155')).toMatchObject({ status: 'connected', connectorId: 'fake', address: INJECTED, caipAddress: `eip155:1337:${INJECTED}` })
    await expect(connection.signMessage('hi')).resolves.toBe('fake:signed:hi')
    expect(connection.getProvider('eip155')).toEqual({ fake: true })
    expect(connection.getConnections('eip155').map((c) => c.active)).toEqual([true, false])
    expect(new Set(statuses)).toEqual(new Set(['connected']))
    expect(wc.state.permitted).toBe(true)

    await connection.switchConnection('eip155', 'walletConnect')
    await expect(connection.signMessage('yo')).resolves.toBe('walletConnect:signed:yo')
    expect(events.map((e) => e.type)).toEqual(['CONNECT_SUCCESS', 'CONNECT_SUCCESS', 'SWITCH_CONNECTION', 'SWITCH_CONNECTION'])
    expect(events[2]).toEqual({ type: 'SWITCH_CONNECTION', namespace: 'eip155', connectorId: 'fake', address: INJECTED })
  })

  it('an unknown connection or address changes nothing; switching to the active one is no switch', async () => {
    const { connection } = twoWallets({ multiWallet: true })
    await connection.connect('fake')
    await connection.connect('walletConnect')
    await expect(connection.switchConnection('eip155', 'nope')).rejects.toMatchObject({ code: 'CONNECTION_NOT_FOUND' })
    await expect(connection.switchConnection('eip155', 'fake', '0x9999999999999999999999999999999999999999')).rejects.toMatchObject({ code: 'CONNECTION_NOT_FOUND' })
    expect(connection.account('eip155').connectorId).toBe('walletConnect')
    await expect(connection.switchConnection('eip155', 'walletConnect')).resolves.toMatchObject({ hasSwitchedWallet: false, hasSwitchedAccount: false })
  })

  it('the switched-to wallet brings its own chain; a held wallet that changes account or chain is followed without touching the active account', async () => {
    const { connection, injected } = twoWallets({ multiWallet: true })
    await connection.connect('fake')
    await connection.connect('walletConnect')
    injected.events.next({ type: 'chainChanged', chainId: chainB.id })
    injected.events.next({ type: 'accountsChanged', accounts: ['0x2222222222222222222222222222222222222222'] })
    expect(connection.account('eip155')).toMatchObject({ connectorId: 'walletConnect', address: WC, caipAddress: `eip155:1337:${WC}` })
    const held = connection.getConnections('eip155')[0]!
    expect(held).toMatchObject({ connectorId: 'fake', caipNetworkId: 'eip155:8453', active: false })
    expect(held.accounts[0]!.address).toBe('0x2222222222222222222222222222222222222222')
    await connection.switchConnection('eip155', 'fake')
    expect(connection.account('eip155')).toMatchObject({ address: '0x2222222222222222222222222222222222222222', caipAddress: 'eip155:8453:0x2222222222222222222222222222222222222222' })
  })

  it('a held wallet that ends its session is dropped; the active one stays', async () => {
    const { connection, injected } = twoWallets({ multiWallet: true })
    await connection.connect('fake')
    await connection.connect('walletConnect')
    const events: ConnectionEvent[] = []
    connection.events$.subscribe((e) => events.push(e))
    injected.events.next({ type: 'disconnect' })
    await new Promise((r) => setTimeout(r, 0))
    expect(connection.getConnections('eip155').map((c) => c.connectorId)).toEqual(['walletConnect'])
    expect(connection.account('eip155')).toMatchObject({ status: 'connected', connectorId: 'walletConnect' })
    expect(events).toEqual([{ type: 'DISCONNECT_SUCCESS', namespace: 'eip155', connectorId: 'fake', caipAddress: `eip155:1337:${INJECTED}` }])
  })
})

describe('without features.multiWallet', () => {
  it('a new connection ends the one before: one per namespace', async () => {
    const { connection } = twoWallets()
    await connection.connect('fake')
    await connection.connect('walletConnect')
    expect(connection.getConnections('eip155').map((c) => c.connectorId)).toEqual(['walletConnect'])
    await expect(connection.switchConnection('eip155', 'fake')).rejects.toMatchObject({ code: 'CONNECTION_NOT_FOUND' })
  })
})
