import { describe, expect, it, vi } from 'vitest'
import { defineNetwork, isUserRejection, type AdapterEvent } from 'portico'
import { createConnection } from './connection.ts'
import type { Eip1193Provider } from './eip1193.ts'
import type { WalletRegistry } from './wallets.ts'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const mainnet = defineNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example'] } },
})

/** A wallet on chain 0x2105 that answers from `answers` and records its listeners. */
function fakeWallet(answers: Record<string, (params: unknown) => unknown> = {}) {
  const listeners = new Map<string, Set<(...args: any[]) => void>>()
  const calls: string[] = []
  const provider = {
    request: vi.fn(async ({ method, params }: { method: string; params?: unknown }) => {
      calls.push(method)
      const answer =
        answers[method] ??
        { eth_requestAccounts: () => [ALICE], eth_accounts: () => [ALICE], eth_chainId: () => '0x2105', wallet_revokePermissions: () => null }[method]
      if (!answer) throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 })
      return answer(params)
    }),
    on: vi.fn((event: string, listener: (...args: any[]) => void) => void listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))),
    removeListener: vi.fn((event: string, listener: (...args: any[]) => void) => void listeners.get(event)?.delete(listener)),
  } satisfies Eip1193Provider
  const emit = (event: string, ...args: unknown[]) => listeners.get(event)?.forEach((l) => l(...args))
  const listenerCount = () => [...listeners.values()].reduce((n, s) => n + s.size, 0)
  return { provider, calls, emit, listenerCount }
}

function registry(wallets: Record<string, Eip1193Provider>): WalletRegistry {
  return {
    connectors$: undefined as never,
    providerOf: (id) => wallets[id],
    waitFor: async (id) => wallets[id],
    dispose() {},
  }
}

function collect(connection: ReturnType<typeof createConnection>) {
  const events: AdapterEvent[] = []
  connection.events$.subscribe((e) => events.push(e))
  return events
}

describe('connect', () => {
  it('asks for accounts, then the chain, and returns the chain as a number without switching', async () => {
    const wallet = fakeWallet()
    const connection = createConnection(registry({ 'io.metamask': wallet.provider }))
    await expect(connection.connect({ connectorId: 'io.metamask', network: mainnet })).resolves.toEqual({ accounts: [ALICE], chainId: 8453 })
    expect(wallet.calls).toEqual(['eth_requestAccounts', 'eth_chainId'])
    expect(connection.provider()).toBe(wallet.provider)
  })

  it('fails with CONNECTOR_NOT_FOUND for an unknown connector', async () => {
    const connection = createConnection(registry({}))
    await expect(connection.connect({ connectorId: 'io.nowhere', network: mainnet })).rejects.toMatchObject({ code: 'CONNECTOR_NOT_FOUND' })
  })

  it("keeps the wallet's error and its numeric code", async () => {
    const rejection = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const wallet = fakeWallet({
      eth_requestAccounts: () => {
        throw rejection
      },
    })
    const connection = createConnection(registry({ w: wallet.provider }))
    const error = await connection.connect({ connectorId: 'w', network: mainnet }).catch((e: unknown) => e)
    expect(error).toBe(rejection)
    expect(isUserRejection(error)).toBe(true)
    expect(wallet.listenerCount()).toBe(0)
    expect(connection.provider()).toBeUndefined()
  })
})

describe('events$', () => {
  it("relays the wallet's accountsChanged, chainChanged (as a number) and disconnect", async () => {
    const wallet = fakeWallet()
    const connection = createConnection(registry({ w: wallet.provider }))
    const events = collect(connection)
    await connection.connect({ connectorId: 'w', network: mainnet })
    wallet.emit('accountsChanged', ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'])
    wallet.emit('chainChanged', '0x1')
    wallet.emit('chainChanged', 'not a chain')
    wallet.emit('disconnect', { code: 4900, message: 'gone' })
    await Promise.resolve()
    expect(events).toEqual([
      { type: 'accountsChanged', accounts: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] },
      { type: 'chainChanged', chainId: 1 },
      { type: 'disconnect' },
    ])
  })

  it("ignores MetaMask's transient disconnect (1013) while the wallet still lists accounts", async () => {
    const wallet = fakeWallet()
    const connection = createConnection(registry({ w: wallet.provider }))
    const events = collect(connection)
    await connection.connect({ connectorId: 'w', network: mainnet })
    wallet.emit('disconnect', { code: 1013 })
    await vi.waitFor(() => expect(wallet.calls).toContain('eth_accounts'))
    await new Promise((r) => setTimeout(r, 0))
    expect(events).toEqual([])
  })

  it("stops listening to the previous wallet when another one connects", async () => {
    const first = fakeWallet()
    const second = fakeWallet()
    const connection = createConnection(registry({ a: first.provider, b: second.provider }))
    const events = collect(connection)
    await connection.connect({ connectorId: 'a', network: mainnet })
    await connection.connect({ connectorId: 'b', network: mainnet })
    expect(first.listenerCount()).toBe(0)
    expect(second.listenerCount()).toBe(3)
    first.emit('chainChanged', '0x1')
    second.emit('chainChanged', '0xa')
    expect(events).toEqual([{ type: 'chainChanged', chainId: 10 }])
  })
})

describe('disconnect', () => {
  it('detaches, then revokes the permission', async () => {
    const wallet = fakeWallet()
    const connection = createConnection(registry({ w: wallet.provider }))
    const events = collect(connection)
    await connection.connect({ connectorId: 'w', network: mainnet })
    await connection.disconnect()
    expect(wallet.provider.request).toHaveBeenLastCalledWith({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(wallet.listenerCount()).toBe(0)
    expect(connection.provider()).toBeUndefined()
    wallet.emit('accountsChanged', [])
    expect(events).toEqual([])
  })

  it('ignores a wallet without wallet_revokePermissions', async () => {
    const wallet = fakeWallet({
      wallet_revokePermissions: () => {
        throw Object.assign(new Error('Method not found'), { code: -32601 })
      },
    })
    const connection = createConnection(registry({ w: wallet.provider }))
    await connection.connect({ connectorId: 'w', network: mainnet })
    await expect(connection.disconnect()).resolves.toBeUndefined()
    expect(wallet.listenerCount()).toBe(0)
  })

  it('does not hang on a wallet that never answers the revoke', async () => {
    const wallet = fakeWallet({ wallet_revokePermissions: () => new Promise(() => {}) })
    const connection = createConnection(registry({ w: wallet.provider }), { revokeWaitMs: 20 })
    await connection.connect({ connectorId: 'w', network: mainnet })
    await expect(connection.disconnect()).resolves.toBeUndefined()
  })

  it('does nothing when nothing is connected', async () => {
    const connection = createConnection(registry({}))
    await expect(connection.disconnect()).resolves.toBeUndefined()
  })
})

describe('reconnect', () => {
  it('restores with eth_accounts, never prompting', async () => {
    const wallet = fakeWallet()
    const connection = createConnection(registry({ w: wallet.provider }))
    const events = collect(connection)
    await expect(connection.reconnect({ connectorId: 'w' })).resolves.toEqual({ accounts: [ALICE], chainId: 8453 })
    expect(wallet.calls).toEqual(['eth_accounts', 'eth_chainId'])
    wallet.emit('chainChanged', '0x1')
    expect(events).toEqual([{ type: 'chainChanged', chainId: 1 }])
  })

  it('is null when the wallet no longer permits the site', async () => {
    const wallet = fakeWallet({ eth_accounts: () => [] })
    const connection = createConnection(registry({ w: wallet.provider }))
    await expect(connection.reconnect({ connectorId: 'w' })).resolves.toBeNull()
    expect(wallet.calls).toEqual(['eth_accounts'])
    expect(wallet.listenerCount()).toBe(0)
  })

  it('waits for the wallet to be announced, up to the limit, then gives null', async () => {
    const wallet = fakeWallet()
    const waitFor = vi.fn(async (id: string, ms: number) => (id === 'w' ? wallet.provider : (await new Promise((r) => setTimeout(r, ms)), undefined)))
    const connection = createConnection({ ...registry({}), waitFor }, { reconnectWaitMs: 30 })
    await expect(connection.reconnect({ connectorId: 'w' })).resolves.toMatchObject({ accounts: [ALICE] })
    await expect(connection.reconnect({ connectorId: 'gone' })).resolves.toBeNull()
    expect(waitFor).toHaveBeenCalledWith('gone', 30)
  })

  it('waits about a second by default', async () => {
    const waitFor = vi.fn(async () => undefined)
    await createConnection({ ...registry({}), waitFor }).reconnect({ connectorId: 'x' })
    expect(waitFor).toHaveBeenCalledWith('x', 1_000)
  })
})
