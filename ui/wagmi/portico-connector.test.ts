// @vitest-environment happy-dom
// porticoConnector against the real wagmi cores of both majors (wagmi 3.7's own @wagmi/core 3.6, and
// @wagmi/core 2.22 under an alias), over a real Portico instance whose eip155 wallet is scripted
// (ui/test-support/fake-evm.ts): each Portico event reaches wagmi, each wagmi action reaches Portico,
// and each refusal leaves both sides as they were.
import * as v2 from '@wagmi/core-v2'
import { defineChain, UserRejectedRequestError } from 'viem'
import * as v3 from 'wagmi/actions'
import { createConfig as createConfigV3, createStorage as createStorageV3, http as httpV3 } from 'wagmi'
import { afterEach, describe, expect, it } from 'vitest'
import { TOKENS, type StorageBackend } from '../../kernel/index.ts'
import { internalsOf, type AppKit } from '../app-kit/create-app-kit.ts'
import { flush, testAppKit } from '../test-support/app-kit.tsx'
import { ADDRESS, fakeEvm, rejection, sandboxWallet } from '../test-support/fake-evm.ts'
import { porticoConnector } from './portico-connector.ts'

const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ethereum = defineChain({ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } })
const base = defineChain({ id: 8453, name: 'Base', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } } })

/**
 * The same wagmi surface from each major, called alike (their generic signatures differ in detail, so
 * the table is loosely typed; wagmi-types.test.ts checks the connector against each major's own types).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any
type Major = { major: string } & Record<
  'createConfig' | 'createStorage' | 'http' | 'connect' | 'disconnect' | 'reconnect' | 'switchChain' | 'getAccount' | 'getChainId' | 'getConnectorClient' | 'watchAccount',
  Loose
>
const majors: Major[] = [
  { major: 'wagmi 3 (@wagmi/core 3.6)', ...v3, createConfig: createConfigV3, createStorage: createStorageV3, http: httpV3 },
  { major: '@wagmi/core 2.22 (wagmi 2.19)', ...v2 },
]

/** A storage both visits share: Portico's and wagmi's keys, as localStorage would keep them. */
function sharedStorage() {
  const items = new Map<string, string>()
  const backend: StorageBackend & { getItem(k: string): string | null } = {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  }
  return backend
}

const made: AppKit[] = []
afterEach(() => {
  while (made.length) made.pop()!.dispose()
})

describe.each(majors)('porticoConnector with $major', (w) => {
  function setup(options: { storage?: ReturnType<typeof sharedStorage>; chains?: readonly [typeof ethereum, ...(typeof ethereum)[]] } = {}) {
    const wallet = fakeEvm()
    const { appKit } = testAppKit({ plugins: [wallet.plugin], ...(options.storage ? { storage: options.storage } : {}) }, wallet)
    made.push(appKit)
    const chains = options.chains ?? ([ethereum, base] as const)
    const config = w.createConfig({
      chains: chains as never,
      connectors: [porticoConnector(appKit)],
      multiInjectedProviderDiscovery: false,
      transports: Object.fromEntries(chains.map((c) => [c.id, w.http()])) as never,
      storage: w.createStorage({ storage: options.storage ?? sharedStorage() }),
    })
    const connector = config.connectors[0]!
    // what the connector tells wagmi (listening with emitter.on would stop wagmi adding its own listeners)
    const events: string[] = []
    const emit = connector.emitter.emit.bind(connector.emitter)
    connector.emitter.emit = ((name: string, ...data: unknown[]) => {
      if (name !== 'message') events.push(name) // wagmi's own 'connecting' message
      return (emit as (...args: unknown[]) => void)(name, ...data)
    }) as typeof connector.emitter.emit
    return { appKit, wallet, config, connector, events, inner: internalsOf(appKit) }
  }

  /** The visitor picks the Sandbox Wallet in the modal and it approves. */
  async function connectInPortico(t: ReturnType<typeof setup>, chainId = 1) {
    const kernel = await t.inner.loadKernel()
    const done = kernel.get(TOKENS.connection).connect(sandboxWallet.id)
    t.wallet.controls.connect.resolve({ accounts: [ADDRESS], chainId })
    await done
    await flush()
    return kernel
  }

  it('a connect in the modal reaches wagmi (account, chain), then account, chain and a wallet-side disconnect follow', async () => {
    const t = setup()
    expect(w.getAccount(t.config).status).toBe('disconnected')
    await connectInPortico(t)
    expect(w.getAccount(t.config)).toMatchObject({ status: 'connected', address: ADDRESS, chainId: 1 })
    expect(t.connector.name).toBe('Portico')

    t.wallet.controls.events$.next({ type: 'accountsChanged', accounts: [OTHER] })
    expect(w.getAccount(t.config).address).toBe(OTHER)

    t.wallet.controls.events$.next({ type: 'chainChanged', chainId: 8453 })
    expect(w.getAccount(t.config).chainId).toBe(8453)
    expect(w.getChainId(t.config)).toBe(8453)
    expect(await t.connector.getChainId()).toBe(8453)

    t.wallet.controls.events$.next({ type: 'accountsChanged', accounts: [] })
    await flush()
    expect(w.getAccount(t.config).status).toBe('disconnected')
    expect(t.inner.accounts.get().eip155!.status).toBe('disconnected')
    expect(t.events).toEqual(['connect', 'change', 'change', 'disconnect'])
  })

  it('wagmi connect opens the modal; closing it rejects with 4001 and leaves wagmi disconnected', async () => {
    const t = setup()
    const connecting = w.connect(t.config, { connector: t.connector })
    await expect.poll(() => t.appKit.getState().open).toBe(true)
    expect(w.getAccount(t.config).status).toBe('connecting')
    t.appKit.close()
    const error = await connecting.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as UserRejectedRequestError).code).toBe(4001)
    expect(w.getAccount(t.config).status).toBe('disconnected')
    expect(t.inner.accounts.get().eip155!.status).toBe('disconnected')
  })

  it('wagmi connect opens the modal and resolves when the visitor connects there; wagmi is told once', async () => {
    const t = setup()
    const connecting = w.connect(t.config, { connector: t.connector })
    await expect.poll(() => t.appKit.getState().open).toBe(true)
    await connectInPortico(t)
    await expect(connecting).resolves.toMatchObject({ accounts: [ADDRESS], chainId: 1 })
    expect(w.getAccount(t.config)).toMatchObject({ status: 'connected', address: ADDRESS, chainId: 1 })
    expect(t.events).toEqual([]) // the connect action set wagmi's state, no event on top
    await expect.poll(() => t.appKit.getState().open).toBe(false)
  })

  it('wagmi switchChain resolves once Portico is on the chain too; a refused switch changes neither', async () => {
    const t = setup()
    const kernel = await connectInPortico(t)
    t.wallet.controls.switch.reject(rejection())
    const refused = await w.switchChain(t.config, { chainId: 8453 }).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(UserRejectedRequestError)
    expect(w.getChainId(t.config)).toBe(1)
    expect(kernel.get(TOKENS.network).get().activeByNamespace.eip155!.id).toBe(1)

    t.wallet.controls.reset('switch')
    t.wallet.controls.switch.resolve()
    await expect(w.switchChain(t.config, { chainId: 8453 })).resolves.toMatchObject({ id: 8453 })
    expect(w.getAccount(t.config).chainId).toBe(8453)
    expect(kernel.get(TOKENS.network).get().activeByNamespace.eip155!.id).toBe(8453)
    expect(await t.connector.getChainId()).toBe(8453)
    // the connector client is on the same chain as the connection (no chain-mismatch error)
    await expect(w.getConnectorClient(t.config)).resolves.toMatchObject({ chain: { id: 8453 } })
  })

  it('wagmi disconnect ends Portico\'s connection; wagmi hears no disconnect event of its own doing', async () => {
    const t = setup()
    await connectInPortico(t)
    await w.disconnect(t.config)
    expect(t.inner.accounts.get().eip155!.status).toBe('disconnected')
    expect(w.getAccount(t.config).status).toBe('disconnected')
    expect(t.events).toEqual(['connect'])
    // and a later connect in the modal reaches wagmi again
    await connectInPortico(t)
    expect(w.getAccount(t.config)).toMatchObject({ status: 'connected', address: ADDRESS })
  })

  it('a chain wagmi lacks: Portico shows UnsupportedChain, wagmi keeps its chain, a write fails on chain mismatch', async () => {
    const t = setup({ chains: [ethereum] })
    const kernel = await connectInPortico(t)
    t.wallet.controls.events$.next({ type: 'chainChanged', chainId: 10 })
    await flush()
    expect(kernel.get(TOKENS.network).get().unsupportedChainId).toBe(10)
    expect(kernel.get(TOKENS.router).get().view).toBe('UnsupportedChain')
    expect(w.getAccount(t.config)).toMatchObject({ status: 'connected', chainId: 1 })
    expect(await t.connector.getChainId()).toBe(10)
    await expect(w.getConnectorClient(t.config)).rejects.toThrow(/chain/i)
    // back on a listed chain, both agree again
    t.wallet.controls.events$.next({ type: 'chainChanged', chainId: 1 })
    await flush()
    expect(await t.connector.getChainId()).toBe(1)
    await expect(w.getConnectorClient(t.config)).resolves.toMatchObject({ chain: { id: 1 } })
  })

  it('reload: reconnect restores through Portico with no disconnected state on the way, and the connector client works', async () => {
    const storage = sharedStorage()
    const first = setup({ storage })
    await connectInPortico(first)
    expect(w.getAccount(first.config).status).toBe('connected')
    first.appKit.dispose()

    const t = setup({ storage })
    const statuses: string[] = []
    const unwatch = w.watchAccount(t.config, { onChange: (a: { status: string }) => void statuses.push(a.status) })
    expect(await t.connector.isAuthorized()).toBe(true)
    const reconnecting = w.reconnect(t.config)
    await flush()
    // wagmi's storage hydrates asynchronously: 'reconnecting' once it has, 'connecting' before; never 'disconnected'
    expect(w.getAccount(t.config)).toMatchObject({ status: expect.stringMatching(/^(re)?connecting$/), address: ADDRESS })
    t.wallet.controls.reconnect.resolve({ accounts: [ADDRESS], chainId: 1 })
    await reconnecting
    unwatch()
    expect(w.getAccount(t.config)).toMatchObject({ status: 'connected', address: ADDRESS, chainId: 1 })
    expect(statuses).not.toContain('disconnected')
    expect(await t.connector.getChainId()).toBe(1)
    const client = await w.getConnectorClient(t.config)
    expect(client.account.address).toBe(ADDRESS)
    // requests go to the restored connection's provider
    t.wallet.controls.provider.request = async () => '0xsigned'
    await expect(client.request({ method: 'personal_sign', params: ['0x68690a', ADDRESS] } as never)).resolves.toBe('0xsigned')
  })

  it('reload with a wallet that never answers: wagmi ends disconnected within a bounded time', async () => {
    const storage = sharedStorage()
    const first = setup({ storage })
    await connectInPortico(first)
    first.appKit.dispose()
    const t = setup({ storage })
    const started = Date.now()
    await w.reconnect(t.config) // the scripted wallet's reconnect never resolves
    expect(Date.now() - started).toBeLessThan(9_000)
    expect(w.getAccount(t.config).status).toBe('disconnected')
    expect(t.inner.accounts.get().eip155!.status).toBe('disconnected')
  }, 15_000)

  it('reload with nothing stored in Portico: reconnect connects nothing', async () => {
    const t = setup()
    expect(await t.connector.isAuthorized()).toBe(false)
    expect(await w.reconnect(t.config)).toEqual([])
    expect(w.getAccount(t.config).status).toBe('disconnected')
  })
})

describe('porticoConnector outside wagmi', () => {
  it('refuses anything but an AppKit instance, and a config that is not wagmi\'s', () => {
    expect(() => porticoConnector({} as AppKit)).toThrow('Not an AppKit instance')
    const { appKit } = testAppKit()
    made.push(appKit)
    expect(() => porticoConnector(appKit)({} as never)).toThrow(/pass it to createConfig\(\{ connectors: \[porticoConnector\(appKit\)\] \}\) from wagmi/)
  })
})
