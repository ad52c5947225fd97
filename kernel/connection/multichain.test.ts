// Multichain: a wallet offered on EVM and Solana (one merged MULTI_CHAIN connector)
// connects both namespaces, keeps both accounts while the visitor switches the active namespace,
// restores both on reload and disconnects both. In-memory adapters; the real wallets are proven
// in plugins/solana/kernel.test.ts and testing/e2e/multichain.spec.ts.
import { afterEach, describe, expect, it } from 'vitest'
import { createKernel } from '../container/create-kernel.ts'
import type { Plugin } from '../plugin/plugin.ts'
import { createMemoryBackend, type StorageBackend } from '../storage/backends.ts'
import { createFakeAdapter } from '../test-support/fake-adapter.ts'
import { chainA, chainB, solanaNet } from '../test-support/networks.ts'
import { TOKENS } from '../tokens.ts'

const SOL_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const rejection = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })
const kernels: { dispose(): void }[] = []
afterEach(() => kernels.splice(0).forEach((k) => k.dispose()))

/** The same wallet on both chains: an EVM side and a Solana side named alike. */
function setup(options: { backend?: StorageBackend; solanaOnly?: boolean } = {}) {
  const evmSide = createFakeAdapter({ connectorId: 'sandbox' })
  const solanaSide = createFakeAdapter({ namespace: 'solana', connectorId: options.solanaOnly ? 'phantom' : 'wallet-standard:Sandbox', accounts: [SOL_ADDRESS], chainId: solanaNet.id })
  evmSide.connector.name = 'Sandbox'
  if (!options.solanaOnly) solanaSide.connector.name = 'Sandbox'
  let evmSwitches = 0
  const switchEvm = evmSide.adapter.switchNetwork!
  evmSide.adapter.switchNetwork = (network) => (evmSwitches++, switchEvm(network))
  delete solanaSide.adapter.switchNetwork // a Solana wallet has no current chain to switch
  const plugin: Plugin = { id: 'fake', adapters: () => [evmSide.adapter, solanaSide.adapter] }
  const backend = options.backend ?? createMemoryBackend()
  const kernel = createKernel({ projectId: 'p', networks: [chainA, chainB, solanaNet], storage: backend, logLevel: 'silent' }, [plugin])
  kernels.push(kernel)
  return {
    evmSide,
    solanaSide,
    backend,
    kernel,
    evmSwitches: () => evmSwitches,
    connection: kernel.get(TOKENS.connection),
    network: kernel.get(TOKENS.network),
    modal: kernel.get(TOKENS.modal),
    router: kernel.get(TOKENS.router),
  }
}

describe('a multichain wallet', () => {
  it('is one MULTI_CHAIN entry whose pick connects every namespace it covers, the active one staying active', async () => {
    const { kernel, connection, network, modal, backend } = setup()
    const merged = kernel.get(TOKENS.connectors).getConnectors()
    expect(merged).toHaveLength(1)
    expect(merged[0]).toMatchObject({ id: 'sandbox', type: 'MULTI_CHAIN' })
    modal.open()
    const events: string[] = []
    connection.events$.subscribe((e) => events.push(`${e.type}:${e.namespace}`))
    const account = await connection.connect('sandbox')
    expect(account).toMatchObject({ namespace: 'eip155', status: 'connected', connectorId: 'sandbox' })
    expect(connection.account('solana')).toMatchObject({ status: 'connected', address: SOL_ADDRESS, connectorId: 'wallet-standard:Sandbox', caipAddress: `${solanaNet.caipNetworkId}:${SOL_ADDRESS}` })
    expect(events).toEqual(['CONNECT_SUCCESS:eip155', 'CONNECT_SUCCESS:solana'])
    expect(network.get().activeNamespace).toBe('eip155')
    expect(modal.get().open).toBe(false)
    expect(connection.getAttempt()).toBeUndefined()
    expect(backend.getItem('portico:connectedNamespaces')).toBe('eip155,solana')
    expect(JSON.parse(backend.getItem('portico:connectorIds')!)).toEqual({ eip155: 'sandbox', solana: 'wallet-standard:Sandbox' })
  })

  it('shows which side the wallet is asked for, one prompt after the other', async () => {
    const { connection } = setup()
    const seen: unknown[] = []
    connection.attempt$.subscribe((a) => seen.push(a && { status: a.status, asking: a.asking, connected: a.connected }))
    await connection.connect('sandbox')
    expect(seen).toEqual([
      undefined,
      { status: 'pending', asking: 'eip155', connected: [] },
      { status: 'pending', asking: 'solana', connected: ['eip155'] },
      undefined,
    ])
  })

  it('a side that refuses leaves the other connected, says so and stays open; a retry of that side closes', async () => {
    const { connection, solanaSide, modal, router } = setup()
    solanaSide.state.connectError = rejection()
    modal.open()
    router.push('ConnectingExternal', { connectorId: 'sandbox' })
    const account = await connection.connect('sandbox')
    expect(account).toMatchObject({ namespace: 'eip155', status: 'connected' })
    expect(connection.account('solana').status).toBe('disconnected')
    expect(connection.getAttempt()).toMatchObject({ status: 'partial', connected: ['eip155'], failed: ['solana'], error: 'Solana not connected: Connection declined' })
    expect(modal.get().open).toBe(true)

    solanaSide.state.connectError = undefined
    await connection.connect('sandbox', { namespace: 'solana' })
    expect(connection.account('solana').status).toBe('connected')
    expect(connection.getAttempt()).toBeUndefined()
    expect(modal.get().open).toBe(false)
  })

  it('both sides refusing is a failed connect with the wallet\'s reason', async () => {
    const { connection, evmSide, solanaSide } = setup()
    evmSide.state.connectError = rejection()
    solanaSide.state.connectError = new Error('Wallet locked')
    await expect(connection.connect('sandbox')).rejects.toMatchObject({ code: 'USER_REJECTED', message: 'Connection declined' })
    expect(connection.getAttempt()).toMatchObject({ status: 'failed', failed: ['eip155', 'solana'], error: 'Connection declined' })
    expect(connection.account('eip155').status).toBe('disconnected')
    expect(connection.account('solana').status).toBe('disconnected')
  })

  it('a namespace the connector does not cover is a clear error', async () => {
    const { connection } = setup({ solanaOnly: true })
    await expect(connection.connect('phantom', { namespace: 'eip155' })).rejects.toMatchObject({ code: 'CONNECTOR_NOT_FOUND', details: 'no eip155 connector with id phantom' })
  })

  it('switching namespaces keeps both accounts, asks no wallet to come back, and signs with the active side', async () => {
    const { connection, network, evmSwitches } = setup()
    await connection.connect('sandbox')
    await connection.switchNetwork(chainB)
    expect(evmSwitches()).toBe(1)

    await connection.switchNetwork(solanaNet)
    expect(network.get()).toMatchObject({ activeNamespace: 'solana', activeNetwork: solanaNet })
    expect(network.get().activeByNamespace.eip155).toBe(chainB)
    expect(await connection.signMessage('hi')).toBe('wallet-standard:Sandbox:signed:hi')
    expect(connection.account('eip155')).toMatchObject({ status: 'connected', caipAddress: 'eip155:8453:0x1111111111111111111111111111111111111111' })

    // back on the EVM network its wallet is still on: nothing to approve
    await connection.switchNetwork(chainB)
    expect(evmSwitches()).toBe(1)
    expect(network.get()).toMatchObject({ activeNamespace: 'eip155', activeNetwork: chainB })
    expect(await connection.signMessage('hi')).toBe('sandbox:signed:hi')
    expect(connection.account('solana').status).toBe('connected')
    expect(connection.getProvider('solana')).toEqual({ fake: true })
  })

  it('a wallet event of the inactive side updates that side only', async () => {
    const { connection, network, evmSide } = setup()
    await connection.connect('sandbox')
    await connection.switchNetwork(solanaNet)
    evmSide.events.next({ type: 'chainChanged', chainId: chainB.id })
    expect(network.get()).toMatchObject({ activeNamespace: 'solana', activeNetwork: solanaNet })
    expect(network.get().activeByNamespace.eip155).toBe(chainB)
    // a chain the app does not list is not "unsupported" for the namespace the visitor is on
    evmSide.events.next({ type: 'chainChanged', chainId: 999 })
    expect(network.get().unsupportedChainId).toBeUndefined()
  })

  it('a reload restores both namespaces and the namespace that was active', async () => {
    const backend = createMemoryBackend()
    const first = setup({ backend })
    await first.connection.connect('sandbox')
    await first.connection.switchNetwork(solanaNet)
    first.kernel.dispose()

    const second = setup({ backend })
    second.evmSide.state.permitted = true
    second.solanaSide.state.permitted = true
    expect(second.network.get().activeNamespace).toBe('solana')
    expect(second.connection.account('solana')).toMatchObject({ status: 'connecting', address: SOL_ADDRESS })
    expect(second.connection.account('eip155')).toMatchObject({ status: 'connecting', address: '0x1111111111111111111111111111111111111111' })
    await second.connection.restored
    expect(second.connection.account('solana').status).toBe('connected')
    expect(second.connection.account('eip155').status).toBe('connected')
    expect(second.network.get().activeNamespace).toBe('solana')
  })

  it('a reload whose active side is gone makes a restored side active', async () => {
    const backend = createMemoryBackend()
    const first = setup({ backend })
    await first.connection.connect('sandbox')
    await first.connection.switchNetwork(solanaNet)
    first.kernel.dispose()

    const second = setup({ backend })
    second.evmSide.state.permitted = true // the Solana side no longer permits the site
    await second.connection.restored
    expect(second.connection.account('solana').status).toBe('disconnected')
    expect(second.network.get().activeNamespace).toBe('eip155')
  })

  it('disconnect without a namespace disconnects every connected one', async () => {
    const { connection, backend } = setup()
    await connection.connect('sandbox')
    await connection.disconnect()
    expect(connection.account('eip155').status).toBe('disconnected')
    expect(connection.account('solana').status).toBe('disconnected')
    expect(backend.getItem('portico:connectedNamespaces')).toBeNull()
  })

  it('a Solana-only wallet connects its Solana side, which becomes active', async () => {
    const { kernel, connection, network } = setup({ solanaOnly: true })
    expect(kernel.get(TOKENS.connectors).getConnectors().map((c) => c.type)).toEqual(['ANNOUNCED', 'ANNOUNCED'])
    const account = await connection.connect('phantom')
    expect(account).toMatchObject({ namespace: 'solana', status: 'connected', address: SOL_ADDRESS })
    expect(network.get().activeNamespace).toBe('solana')
    expect(connection.account('eip155').status).toBe('disconnected')
  })
})
