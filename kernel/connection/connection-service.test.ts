import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createKernel } from '../container/create-kernel.ts'
import type { Plugin } from '../plugin/plugin.ts'
import { createMemoryBackend, type StorageBackend } from '../storage/backends.ts'
import { startTestApi, TEST_PROJECT_ID, type TestApi } from '../../testing/test-support/kernel-api-server.ts'
import { createFakeAdapter } from '../test-support/fake-adapter.ts'
import { chainA, chainB, solanaNet, testnet } from '../test-support/networks.ts'
import { TOKENS } from '../tokens.ts'
import { LEFT_CONNECT_TIMEOUT_MS, RESTORE_TIMEOUT_MS } from './connection-service.ts'

const kernels: { dispose(): void }[] = []
afterEach(() => kernels.splice(0).forEach((k) => k.dispose()))

function setup(opts: { backend?: StorageBackend; fake?: ReturnType<typeof createFakeAdapter>; networks?: typeof chainA[]; allowUnsupportedChain?: boolean } = {}) {
  const fake = opts.fake ?? createFakeAdapter()
  const plugin: Plugin = { id: 'fake', adapters: () => [fake.adapter] }
  const backend = opts.backend ?? createMemoryBackend()
  const kernel = createKernel(
    { projectId: 'p', networks: opts.networks ?? [chainA, chainB], storage: backend, logLevel: 'silent', allowUnsupportedChain: opts.allowUnsupportedChain },
    [plugin],
  )
  kernels.push(kernel)
  return {
    fake,
    backend,
    kernel,
    connection: kernel.get(TOKENS.connection),
    network: kernel.get(TOKENS.network),
    modal: kernel.get(TOKENS.modal),
    router: kernel.get(TOKENS.router),
  }
}

describe('connection service', () => {
  it('connects: account state, balance, recent wallet and persisted keys', async () => {
    const { connection, backend } = setup()
    const events: string[] = []
    connection.events$.subscribe((e) => events.push(e.type))
    await connection.connect('fake')
    await vi.waitFor(() => expect(connection.account('eip155').balance).toBe('1.234567'))
    expect(connection.account('eip155')).toMatchObject({
      status: 'connected',
      address: '0x1111111111111111111111111111111111111111',
      caipAddress: 'eip155:1337:0x1111111111111111111111111111111111111111',
      connectorId: 'fake',
      balanceSymbol: 'ETH',
      connectedWalletInfo: { name: 'Fake Wallet', rdns: 'fake' },
      addressExplorerUrl: 'https://explorer.example/address/0x1111111111111111111111111111111111111111',
    })
    expect(events).toEqual(['CONNECT_SUCCESS'])
    expect(backend.getItem('portico:connectedNamespaces')).toBe('eip155')
    expect(backend.getItem('portico:connectionStatus')).toBe('connected')
    expect(JSON.parse(backend.getItem('portico:connectorIds')!)).toEqual({ eip155: 'fake' })
    expect(JSON.parse(backend.getItem('portico:recentWallets')!)[0].id).toBe('fake')
  })

  it('a transport connector names the wallet at the other end (e.g. WalletConnect\'s peer), not itself', async () => {
    const fake = createFakeAdapter()
    fake.state.wallet = { name: 'Sandbox Mobile Wallet', icon: 'https://wallet.example/icon.png' }
    const { connection } = setup({ fake })
    await connection.connect('fake')
    expect(connection.account('eip155').connectedWalletInfo).toEqual({ name: 'Sandbox Mobile Wallet', icon: 'https://wallet.example/icon.png' })
  })

  it('an unavailable event opens ConnectionUnavailable with the reason; checkConnection asks the adapter', async () => {
    const fake = createFakeAdapter()
    let checks = 0
    fake.adapter.checkConnection = async () => void checks++
    const { connection, modal, router } = setup({ fake })
    await expect(connection.checkConnection()).rejects.toThrow('No ActiveCaipAddress found')
    await connection.connect('fake')
    fake.events.next({ type: 'unavailable', reason: 'relay-unreachable', message: 'The relay cannot be reached.' })
    expect(modal.get().open).toBe(true)
    expect(router.get()).toMatchObject({
      view: 'ConnectionUnavailable',
      data: { namespace: 'eip155', reason: 'relay-unreachable', message: 'The relay cannot be reached.', connectorId: 'fake' },
    })
    expect(connection.account('eip155').status).toBe('connected')
    await connection.checkConnection()
    expect(checks).toBe(1)
  })

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

  it('follows wallet events: account change, chain change, empty accounts', async () => {
    const { connection, fake, network } = setup()
    await connection.connect('fake')
    fake.events.next({ type: 'accountsChanged', accounts: ['0x2222222222222222222222222222222222222222'] })
    expect(connection.account('eip155').address).toBe('0x2222222222222222222222222222222222222222')
    fake.events.next({ type: 'chainChanged', chainId: 8453 })
    expect(network.get().activeNetwork.caipNetworkId).toBe('eip155:8453')
    expect(connection.account('eip155').caipAddress).toBe('eip155:8453:0x2222222222222222222222222222222222222222')
    fake.events.next({ type: 'accountsChanged', accounts: [] })
    await vi.waitFor(() => expect(connection.account('eip155').status).toBe('disconnected'))
  })

  it('a wallet on an unlisted chain opens UnsupportedChain', async () => {
    const { connection, fake, modal, router, network } = setup()
    await connection.connect('fake')
    fake.events.next({ type: 'chainChanged', chainId: 999 })
    expect(network.get().unsupportedChainId).toBe(999)
    expect(modal.get().open).toBe(true)
    expect(router.get().view).toBe('UnsupportedChain')
    // switching back to a listed chain closes it
    await connection.switchNetwork(chainA)
    expect(network.get().unsupportedChainId).toBeUndefined()
    expect(modal.get().open).toBe(false)
  })

  it('unless unsupported chains are allowed', async () => {
    const { connection, fake, modal } = setup({ allowUnsupportedChain: true })
    await connection.connect('fake')
    fake.events.next({ type: 'chainChanged', chainId: 999 })
    expect(modal.get().open).toBe(false)
  })

  it('switches through the wallet when connected', async () => {
    const { connection, network, fake } = setup()
    await connection.connect('fake')
    await connection.switchNetwork('eip155:8453')
    expect(fake.state.chainId).toBe(8453)
    expect(network.get().activeNetwork.name).toBe('Sandbox Base')
  })

  it('a rejected switch keeps the current network', async () => {
    const fake = createFakeAdapter()
    const { connection, network } = setup({ fake })
    await connection.connect('fake')
    fake.state.switchError = Object.assign(new Error('rejected'), { code: 4001 })
    await expect(connection.switchNetwork(chainB)).rejects.toMatchObject({ code: 4001 })
    expect(network.get().activeNetwork.caipNetworkId).toBe('eip155:1337')
  })

  it('switching to an unconfigured network shows the switch-network-not-found alert', async () => {
    const { connection, kernel } = setup()
    await expect(connection.switchNetwork('eip155:1')).rejects.toThrow('Network not found')
    expect(kernel.get(TOKENS.alerts).get()).toMatchObject({ open: true, code: 'SWITCH_NETWORK_NOT_FOUND' })
  })

  it('switching while disconnected just changes the active network, across namespaces too', async () => {
    const { connection, network } = setup({ networks: [chainA, solanaNet] })
    await connection.switchNetwork(solanaNet)
    expect(network.get()).toMatchObject({ activeNamespace: 'solana', activeNetwork: { name: 'Solana' } })
  })

  it('reports 0.00 on a testnet without asking the wallet', async () => {
    const fake = createFakeAdapter({ chainId: 11155111 })
    const spy = vi.spyOn(fake.adapter, 'getBalance')
    const { connection } = setup({ fake, networks: [testnet] })
    await connection.connect('fake')
    await vi.waitFor(() => expect(connection.account('eip155').balance).toBe('0.00'))
    expect(spy).not.toHaveBeenCalled()
  })

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

  it('caches the native balance for 30 s across kernels (a reload), unless forced', async () => {
    const backend = createMemoryBackend()
    const fake = createFakeAdapter()
    const read = vi.spyOn(fake.adapter, 'getBalance')
    const first = setup({ backend, fake })
    await first.connection.connect('fake')
    await vi.waitFor(() => expect(first.connection.account('eip155').balance).toBe('1.234567'))
    expect(read).toHaveBeenCalledTimes(1)
    first.kernel.dispose()

    fake.state.balance = 2_000_000_000_000_000_000n
    const second = setup({ backend, fake })
    await second.connection.restored
    await vi.waitFor(() => expect(second.connection.account('eip155').balance).toBe('1.234567'))
    expect(read).toHaveBeenCalledTimes(1)
    await second.connection.refreshBalance('eip155', { force: true })
    expect(second.connection.account('eip155').balance).toBe('2')
    expect(read).toHaveBeenCalledTimes(2)
  })

  it("a failed chain balance read shows 'Token Balance Unavailable', keeps the last figure and is not retried at once (SPEC §8)", async () => {
    const fake = createFakeAdapter()
    const { connection, kernel } = setup({ fake })
    await connection.connect('fake')
    await vi.waitFor(() => expect(connection.account('eip155').balance).toBe('1.234567'))
    const read = vi.spyOn(fake.adapter, 'getBalance').mockRejectedValue(new Error('rpc down'))
    await connection.refreshBalance('eip155', { force: true })
    expect(read).toHaveBeenCalledTimes(1)
    expect(kernel.get(TOKENS.toast).get()).toMatchObject({ open: true, message: 'Token Balance Unavailable', variant: 'error' })
    expect(connection.account('eip155')).toMatchObject({ balance: '1.234567', balanceLoading: false, balanceUnavailable: true })
    // the Account view's forced refresh right after does not ask the chain again
    await connection.refreshBalance('eip155', { force: true })
    expect(read).toHaveBeenCalledTimes(1)
  })

  it('routes a connection to the adapter that serves its connector (e.g. WalletConnect beside injected wallets)', async () => {
    const injected = createFakeAdapter()
    const wc = createFakeAdapter({ connectorId: 'walletConnect', serves: 'connectors', accounts: ['0x3333333333333333333333333333333333333333'] })
    const backend = createMemoryBackend()
    const make = () => {
      const kernel = createKernel({ projectId: 'p', networks: [chainA, chainB], storage: backend, logLevel: 'silent' }, [
        { id: 'injected', adapters: () => [injected.adapter] },
        { id: 'wc', adapters: () => [wc.adapter] },
      ])
      kernels.push(kernel)
      return kernel.get(TOKENS.connection)
    }
    const connection = make()
    await connection.connect('walletConnect')
    expect(connection.account('eip155')).toMatchObject({ connectorId: 'walletConnect', address: '0x3333333333333333333333333333333333333333' })
    expect(injected.state.permitted).toBe(false)
    await expect(connection.signMessage('hi')).resolves.toBe('walletConnect:signed:hi')
    await connection.switchNetwork(chainB)
    expect(wc.state.chainId).toBe(8453)
    expect(injected.state.chainId).toBe(1337)

    // A reload restores through the same adapter.
    const again = make()
    await again.restored
    expect(again.account('eip155')).toMatchObject({ status: 'connected', connectorId: 'walletConnect' })
    await expect(again.signMessage('yo')).resolves.toBe('walletConnect:signed:yo')
    await again.disconnect()
    expect(wc.state.permitted).toBe(false)

    // Any other connector of the namespace still goes to the namespace adapter.
    await again.connect('fake')
    await expect(again.signMessage('x')).resolves.toBe('fake:signed:x')
  })

  it('exposes the provider only while connected', async () => {
    const { connection } = setup()
    expect(connection.getProvider()).toBeUndefined()
    await connection.connect('fake')
    expect(connection.getProvider()).toEqual({ fake: true })
  })
})

/**
 * A wallet that answers when the test says so (a WalletConnect QR nobody approved yet): `approve`
 * and `decline` answer the pending request; `asked` counts the requests, `signals` are theirs.
 */
function slowWallet(fake: ReturnType<typeof createFakeAdapter>) {
  const answers: { approve(): void; decline(error: unknown): void }[] = []
  const signals: (AbortSignal | undefined)[] = []
  const original = fake.adapter.connect!.bind(fake.adapter)
  fake.adapter.connect = (request) => {
    signals.push(request.signal)
    return new Promise((resolve, reject) => answers.push({ approve: () => resolve(original(request)), decline: reject }))
  }
  return { answers, signals, asked: () => answers.length }
}

describe('connection service: closing the modal while a wallet is asked (issue 17)', () => {
  function twoWallets() {
    const injected = createFakeAdapter()
    const wc = createFakeAdapter({ connectorId: 'walletConnect', serves: 'connectors', accounts: ['0x3333333333333333333333333333333333333333'] })
    const backend = createMemoryBackend()
    const kernel = createKernel({ projectId: 'p', networks: [chainA, chainB], storage: backend, logLevel: 'silent' }, [
      { id: 'injected', adapters: () => [injected.adapter] },
      { id: 'wc', adapters: () => [wc.adapter] },
    ])
    kernels.push(kernel)
    return { injected, wc, backend, connection: kernel.get(TOKENS.connection), modal: kernel.get(TOKENS.modal), router: kernel.get(TOKENS.router) }
  }

  it('the account reads disconnected at once (not a stale "connecting"); a late approval still connects', async () => {
    const { wc, connection, modal, router } = twoWallets()
    const wallet = slowWallet(wc)
    const statuses: string[] = []
    connection.accounts$.subscribe((all) => statuses.push(all.eip155!.status))
    modal.open()
    router.push('ConnectingWalletConnect', { wallet: { id: 'w', name: 'W' } } as never)
    const connecting = connection.connect('walletConnect')
    expect(connection.account('eip155').status).toBe('connecting')
    expect(connection.getAttempt()).toMatchObject({ connectorId: 'walletConnect', status: 'pending' })

    expect(modal.close()).toBe(true)
    expect(connection.account('eip155').status).toBe('disconnected')
    expect(connection.getAttempt()).toBeUndefined()
    // the request stays with the wallet: it is not withdrawn
    expect(wallet.signals[0]!.aborted).toBe(false)

    wallet.answers[0]!.approve()
    await expect(connecting).resolves.toMatchObject({ status: 'connected', address: '0x3333333333333333333333333333333333333333' })
    expect(connection.account('eip155')).toMatchObject({ status: 'connected', connectorId: 'walletConnect' })
    expect(modal.get().open).toBe(false)
    expect(statuses.filter((s, i) => s !== statuses[i - 1])).toEqual(['disconnected', 'connecting', 'disconnected', 'connected'])
  })

  it('a late refusal settles the connect with its error and leaves the account disconnected', async () => {
    const { wc, connection, modal } = twoWallets()
    const wallet = slowWallet(wc)
    modal.open()
    const connecting = connection.connect('walletConnect')
    modal.close()
    wallet.answers[0]!.decline(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await expect(connecting).rejects.toMatchObject({ code: 'USER_REJECTED', message: 'Connection declined' })
    expect(connection.account('eip155').status).toBe('disconnected')
    // no failure is shown in a modal the visitor left
    expect(connection.getAttempt()).toBeUndefined()
  })

  it('picking the same wallet again after reopening picks the request up: no second request, the same promise', async () => {
    const { wc, backend, connection, modal } = twoWallets()
    const wallet = slowWallet(wc)
    modal.open()
    const first = connection.connect('walletConnect')
    modal.close()
    modal.open()
    expect(connection.account('eip155').status).toBe('disconnected')
    const again = connection.connect('walletConnect', { wallet: { id: 'rainbow', name: 'Rainbow', imageUrl: '' } })
    expect(again).toBe(first)
    expect(wallet.asked()).toBe(1)
    expect(connection.account('eip155').status).toBe('connecting')
    expect(connection.getAttempt()).toMatchObject({ connectorId: 'walletConnect', status: 'pending' })

    wallet.answers[0]!.approve()
    await expect(again).resolves.toMatchObject({ status: 'connected' })
    // connected from the modal: it closes, and the wallet picked the second time is the recent one
    expect(modal.get().open).toBe(false)
    expect(connection.getAttempt()).toBeUndefined()
    expect(JSON.parse(backend.getItem('portico:recentWallets')!)[0].id).toBe('rainbow')
  })

  it('another wallet picked after reopening gives the left request up: it rejects "Request was aborted" and its adapter is told', async () => {
    const { wc, connection, modal } = twoWallets()
    const wallet = slowWallet(wc)
    modal.open()
    const left = connection.connect('walletConnect')
    const outcome = expect(left).rejects.toMatchObject({ code: 'ABORTED', message: 'Request was aborted' })
    modal.close()
    modal.open()
    await expect(connection.connect('fake')).resolves.toMatchObject({ status: 'connected', connectorId: 'fake' })
    await outcome
    expect(wallet.signals[0]!.aborted).toBe(true)
    // an approval that still arrives is not attached
    wallet.answers[0]!.approve()
    await new Promise((r) => setTimeout(r, 0))
    expect(connection.account('eip155').connectorId).toBe('fake')
  })

  it(`without an answer the left request is given up after ${LEFT_CONNECT_TIMEOUT_MS / 60_000} min, and connecting again works`, async () => {
    const { wc, connection, modal } = twoWallets()
    const wallet = slowWallet(wc)
    modal.open()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const left = connection.connect('walletConnect')
      const outcome = expect(left).rejects.toMatchObject({ code: 'ABORTED', message: 'Request was aborted', details: 'walletConnect did not answer after the modal closed' })
      modal.close()
      vi.advanceTimersByTime(LEFT_CONNECT_TIMEOUT_MS - 1)
      expect(wallet.signals[0]!.aborted).toBe(false)
      vi.advanceTimersByTime(1)
      await outcome
      expect(wallet.signals[0]!.aborted).toBe(true)
      expect(connection.account('eip155').status).toBe('disconnected')
    } finally {
      vi.useRealTimers()
    }
    modal.open()
    const again = connection.connect('walletConnect')
    expect(wallet.asked()).toBe(2)
    wallet.answers[1]!.approve()
    await expect(again).resolves.toMatchObject({ status: 'connected' })
  })

  it('a connect the app started with the modal closed is not affected by the modal', async () => {
    const { wc, connection, modal } = twoWallets()
    const wallet = slowWallet(wc)
    const connecting = connection.connect('walletConnect')
    modal.open()
    modal.close()
    expect(connection.account('eip155').status).toBe('connecting')
    wallet.answers[0]!.approve()
    await expect(connecting).resolves.toMatchObject({ status: 'connected' })
  })
})

describe('connection service: the profile from the identity API', () => {
  const ACCOUNT = '0x1111111111111111111111111111111111111111'
  const OTHER = '0x2222222222222222222222222222222222222222'
  let api: TestApi
  beforeAll(async () => {
    api = await startTestApi({ chainIds: [1337] })
    await api.seedName('sandbox-alice.reown.id', ACCOUNT, 'http://127.0.0.1:1/alice.png')
    await api.seedName('sandbox-bob.reown.id', OTHER)
  }, 30_000)
  afterAll(() => api.stop())

  function withApi(fake = createFakeAdapter(), networks = [chainA, chainB]) {
    const backend = createMemoryBackend()
    const kernel = createKernel(
      { projectId: TEST_PROJECT_ID, networks, storage: backend, logLevel: 'silent', endpoints: { blockchainApi: api.url } },
      [{ id: 'fake', adapters: () => [fake.adapter] }],
    )
    kernels.push(kernel)
    return { fake, backend, connection: kernel.get(TOKENS.connection) }
  }

  it("shows the account's name and avatar after a connect, and another account's never", async () => {
    const { fake, connection } = withApi()
    await connection.connect('fake')
    await vi.waitFor(() => expect(connection.account('eip155')).toMatchObject({ profileName: 'sandbox-alice.reown.id', profileImage: 'http://127.0.0.1:1/alice.png' }))
    expect(connection.account('eip155').addressExplorerUrl).toBe(`https://explorer.example/address/${ACCOUNT}`)
    fake.events.next({ type: 'accountsChanged', accounts: [OTHER] })
    expect(connection.account('eip155')).toMatchObject({ address: OTHER, profileName: undefined, profileImage: undefined })
    await vi.waitFor(() => expect(connection.account('eip155').profileName).toBe('sandbox-bob.reown.id'))
    expect(connection.account('eip155').profileImage).toBeUndefined()
  })

  it('refreshProfile reads the name again past the 5 min identity cache (a name registered meanwhile shows at once)', async () => {
    const NEWCOMER = '0x3333333333333333333333333333333333333333'
    const { connection, backend } = withApi(createFakeAdapter({ accounts: [NEWCOMER] }))
    const cachedName = () => (JSON.parse(backend.getItem('portico:identityCache') ?? '{}') as Record<string, { identity: { name: string | null } }>)[NEWCOMER]?.identity.name
    await expect(connection.refreshProfile()).resolves.toBeUndefined() // not connected yet: nothing to read
    await connection.connect('fake')
    await vi.waitFor(() => expect(cachedName()).toBeNull())
    await api.seedName('sandbox-newcomer.reown.id', NEWCOMER, 'http://127.0.0.1:1/newcomer.png')
    // within the cache's lifetime the connect's empty answer still stands
    expect(connection.account('eip155').profileName).toBeUndefined()
    await connection.refreshProfile('eip155')
    expect(connection.account('eip155')).toMatchObject({ profileName: 'sandbox-newcomer.reown.id', profileImage: 'http://127.0.0.1:1/newcomer.png' })
    expect(cachedName()).toBe('sandbox-newcomer.reown.id')
  })

  it('asks nothing on a test network', async () => {
    const { connection } = withApi(createFakeAdapter({ chainId: testnet.id }), [testnet])
    await connection.connect('fake')
    await new Promise((resolve) => setTimeout(resolve, 100))
    // the address has a name, but a test network does not look it up
    expect(connection.account('eip155')).toMatchObject({ status: 'connected', address: ACCOUNT, profileName: undefined })
  })
})
