// One session, several namespaces (AdapterIdentity.sharesSessionOf): a WalletConnect-like connector
// listed once, in eip155, whose approved session also carries solana. The kernel attaches the solana
// side from that session (no second listing, no merged entry), restores both, and disconnecting
// either ends the one session for both. In-memory adapters; the real session is proven in
// plugins/walletconnect/solana-adapter.test.ts and testing/e2e/walletconnect-solana.spec.ts.
import { BehaviorSubject, NEVER } from 'rxjs'
import { afterEach, describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../adapter/chain-adapter.ts'
import { createKernel } from '../container/create-kernel.ts'
import type { Plugin } from '../plugin/plugin.ts'
import { createMemoryBackend, type StorageBackend } from '../storage/backends.ts'
import { createFakeAdapter } from '../test-support/fake-adapter.ts'
import { chainA, solanaNet } from '../test-support/networks.ts'
import { TOKENS } from '../tokens.ts'

const SOL_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const kernels: { dispose(): void }[] = []
afterEach(() => kernels.splice(0).forEach((k) => k.dispose()))

/** The "wallet at the other end": one session, approved with or without solana; shared across reloads. */
function remoteSession() {
  return { live: false, solana: true, ends: 0 }
}

function setup(options: { backend?: StorageBackend; remote?: ReturnType<typeof remoteSession> } = {}) {
  const remote = options.remote ?? remoteSession()
  const wc = createFakeAdapter({ connectorId: 'walletConnect', serves: 'connectors' })
  wc.connector.name = 'WalletConnect'
  wc.connector.type = 'WALLET_CONNECT'
  wc.state.wallet = { name: 'Sandbox Mobile Wallet' }
  wc.state.permitted = remote.live
  const wcConnect = wc.adapter.connect!
  wc.adapter.connect = async (request) => {
    const session = await wcConnect(request)
    remote.live = true
    return session
  }
  wc.adapter.reconnect = async () => (remote.live ? { accounts: wc.state.accounts, chainId: wc.state.chainId, wallet: wc.state.wallet } : null)
  const endSession = async () => {
    if (remote.live) remote.ends++
    remote.live = false
  }
  wc.adapter.disconnect = endSession
  // The solana plugin's own adapter and a wallet of its own.
  const phantom = createFakeAdapter({ namespace: 'solana', connectorId: 'phantom', accounts: ['PhantomAccount1111111111111111111111111111'], chainId: solanaNet.id })
  phantom.connector.name = 'Phantom'
  // The solana side of the WalletConnect session: lists nothing, shares the connector's session.
  const wcSolana: ChainAdapter = {
    namespace: 'solana',
    serves: 'connectors',
    sharesSessionOf: ['walletConnect'],
    connectors$: new BehaviorSubject([]),
    events$: NEVER,
    connect: async () => {
      throw new Error('never asked: the solana side comes from the eip155 session')
    },
    reconnect: async () => (remote.live && remote.solana ? { accounts: [SOL_ADDRESS], chainId: solanaNet.id, wallet: { name: 'Sandbox Mobile Wallet' } } : null),
    disconnect: endSession,
    signMessage: async ({ message }) => `wc-solana:signed:${message}`,
  }
  const plugin: Plugin = { id: 'fake', adapters: () => [wc.adapter, phantom.adapter, wcSolana] }
  const backend = options.backend ?? createMemoryBackend()
  const kernel = createKernel({ projectId: 'p', networks: [chainA, solanaNet], storage: backend, logLevel: 'silent' }, [plugin])
  kernels.push(kernel)
  return { remote, backend, kernel, phantom, connection: kernel.get(TOKENS.connection), network: kernel.get(TOKENS.network), connectors: kernel.get(TOKENS.connectors) }
}

describe('a session shared by two namespaces', () => {
  it('keeps WalletConnect one entry of its own (nothing merged)', () => {
    const { connectors } = setup()
    expect(connectors.getConnectors().map((c) => [c.id, c.type])).toEqual([
      ['walletConnect', 'WALLET_CONNECT'],
      ['phantom', 'ANNOUNCED'],
    ])
  })

  it('connecting the connector attaches the solana side of its session too, without a second prompt', async () => {
    const { connection, network, backend } = setup()
    const events: string[] = []
    connection.events$.subscribe((e) => events.push(`${e.type}:${e.namespace}`))
    await connection.connect('walletConnect')
    expect(connection.account('eip155')).toMatchObject({ status: 'connected', connectorId: 'walletConnect' })
    expect(connection.account('solana')).toMatchObject({
      status: 'connected',
      connectorId: 'walletConnect',
      address: SOL_ADDRESS,
      caipAddress: `${solanaNet.caipNetworkId}:${SOL_ADDRESS}`,
      connectedWalletInfo: { name: 'Sandbox Mobile Wallet' },
    })
    expect(events).toEqual(['CONNECT_SUCCESS:eip155', 'CONNECT_SUCCESS:solana'])
    expect(network.get().activeNamespace).toBe('eip155')
    // Solana requests go to the session's solana side, not the solana plugin's adapter.
    await expect(connection.signMessage('hi', 'solana')).resolves.toBe('wc-solana:signed:hi')
    expect(JSON.parse(backend.getItem('portico:connectorIds')!)).toEqual({ eip155: 'walletConnect', solana: 'walletConnect' })
  })

  it('a session approved without solana leaves solana disconnected', async () => {
    const remote = remoteSession()
    remote.solana = false
    const { connection } = setup({ remote })
    await connection.connect('walletConnect')
    expect(connection.account('eip155').status).toBe('connected')
    expect(connection.account('solana').status).toBe('disconnected')
  })

  it('a solana wallet the visitor connected before keeps its place', async () => {
    const { connection, phantom } = setup()
    await connection.connect('phantom')
    await connection.connect('walletConnect')
    expect(connection.account('solana')).toMatchObject({ connectorId: 'phantom', address: phantom.state.accounts[0] })
  })

  it('a reload restores both namespaces from the one session', async () => {
    const backend = createMemoryBackend()
    const first = setup({ backend })
    await first.connection.connect('walletConnect')
    first.kernel.dispose()
    const second = setup({ backend, remote: first.remote })
    await second.connection.restored
    expect(second.connection.account('eip155')).toMatchObject({ status: 'connected', connectorId: 'walletConnect' })
    expect(second.connection.account('solana')).toMatchObject({ status: 'connected', connectorId: 'walletConnect', address: SOL_ADDRESS })
    await expect(second.connection.signMessage('again', 'solana')).resolves.toBe('wc-solana:signed:again')
  })

  it('disconnecting either namespace ends the session once, for both', async () => {
    for (const which of [undefined, 'solana', 'eip155'] as const) {
      const { connection, remote, backend } = setup()
      await connection.connect('walletConnect')
      const events: string[] = []
      connection.events$.subscribe((e) => events.push(`${e.type}:${e.namespace}`))
      await connection.disconnect(which)
      expect(remote.ends).toBe(1)
      expect(connection.account('eip155').status).toBe('disconnected')
      expect(connection.account('solana').status).toBe('disconnected')
      expect(events.sort()).toEqual(['DISCONNECT_SUCCESS:eip155', 'DISCONNECT_SUCCESS:solana'])
      expect(backend.getItem('portico:connectedNamespaces')).toBeNull()
    }
  })

  it('disconnecting a solana wallet of its own leaves the WalletConnect eip155 side alone', async () => {
    const { connection, remote } = setup()
    await connection.connect('phantom')
    await connection.connect('walletConnect')
    await connection.disconnect('solana')
    expect(connection.account('solana').status).toBe('disconnected')
    expect(connection.account('eip155').status).toBe('connected')
    expect(remote.ends).toBe(0)
  })
})
