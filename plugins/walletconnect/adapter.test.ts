// The capability object over a real wallet: the kernel's adapter contract end to end.
import { filter, firstValueFrom } from 'rxjs'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { defineNetwork, isUserRejection } from 'portico'
import { createWalletConnectAdapter } from './adapter.ts'
import { walletConnect } from './walletconnect.ts'
import { account, memoryStorage, projectId, runCleanups, setup, hintStorage, cleanups } from '../../testing/test-support/walletconnect-test-wallet.ts'
import { createTestRpc } from '../../kernel/test-support/rpc.ts'

const rpc = createTestRpc()
afterAll(() => rpc.dispose())

afterEach(runCleanups)

const net = (id: number) =>
  defineNetwork({ id, name: `chain ${id}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1'] } } })

describe('walletConnect() plugin and its eip155 capability object', () => {
  it('is a lazily loaded plugin', async () => {
    const plugin = walletConnect({ offline: true })
    expect(plugin.id).toBe('walletconnect')
    expect(plugin.adapters).toBeUndefined()
    const parts = await plugin.load!()
    expect(typeof parts.adapters).toBe('function')
  })

  it('connect publishes the URI on uri$, signMessage verifies, reconnect restores in a new object', { timeout: 60_000 }, async () => {
    const { wallet, relay } = await setup()
    const storage = memoryStorage()
    const hints = hintStorage()
    const make = () => {
      const a = createWalletConnectAdapter({ projectId, relayUrl: relay.url, offline: true, networks: [net(1), net(10)], storage, hintStorage: hints, storagePrefix: 'adapter-test', rpc: () => rpc })
      cleanups.push(async () => a.dispose())
      return a
    }
    const adapter = make()
    expect(await firstValueFrom(adapter.connectors$)).toEqual([expect.objectContaining({ type: 'WALLET_CONNECT', chain: 'eip155' })])
    expect(adapter.getProvider()).toBeUndefined()

    const connecting = adapter.connect({ connectorId: 'walletConnect', network: net(10) })
    const uri = await firstValueFrom(adapter.uri$.pipe(filter((u): u is string => u !== null)))
    await wallet.pair({ uri })
    // The wallet at the other end names the connection (its metadata), not "WalletConnect".
    expect(await connecting).toEqual({ accounts: [account.address], chainId: 10, wallet: { name: 'Portico test wallet' } })

    const signature = await adapter.signMessage({ message: 'hello adapter', address: account.address })
    expect(await verifyMessage({ address: account.address, message: 'hello adapter', signature: signature as `0x${string}` })).toBe(true)
    expect(adapter.getProvider()).toBeDefined()
    adapter.dispose()

    const again = make()
    // The stored account and the chain the visitor was last on, at once.
    expect(await again.reconnect({ connectorId: 'walletConnect' })).toEqual({ accounts: [account.address], chainId: 10, wallet: { name: 'Portico test wallet' } })
    await again.disconnect()
    expect(await make().reconnect({ connectorId: 'walletConnect' })).toBeNull()
  })

  it('an aborted signal (the kernel gave the connect up) ends the pairing: no more URIs, connect rejects', { timeout: 60_000 }, async () => {
    const { relay } = await setup()
    const adapter = createWalletConnectAdapter({ projectId, relayUrl: relay.url, offline: true, networks: [net(1)], storage: memoryStorage(), hintStorage: hintStorage(), storagePrefix: 'adapter-abort', rpc: () => rpc })
    cleanups.push(async () => adapter.dispose())
    const controller = new AbortController()
    const connecting = adapter.connect({ connectorId: 'walletConnect', network: net(1), signal: controller.signal })
    const outcome = expect(connecting).rejects.toThrow('Connection cancelled')
    await firstValueFrom(adapter.uri$.pipe(filter((u): u is string => u !== null)))
    controller.abort()
    await outcome
    expect(await firstValueFrom(adapter.uri$)).toBeNull()
  })

  it('a proposal the wallet rejects fails connect with the EIP-1193 refusal code the kernel knows (4001)', { timeout: 60_000 }, async () => {
    const { wallet, relay } = await setup({ reject: true })
    const adapter = createWalletConnectAdapter({ projectId, relayUrl: relay.url, offline: true, networks: [net(1)], storage: memoryStorage(), hintStorage: hintStorage(), storagePrefix: 'adapter-reject', rpc: () => rpc })
    cleanups.push(async () => adapter.dispose())
    const connecting = adapter.connect({ connectorId: 'walletConnect', network: net(1) })
    const outcome = expect(connecting).rejects
    await wallet.pair({ uri: await firstValueFrom(adapter.uri$.pipe(filter((u): u is string => u !== null))) })
    await outcome.toMatchObject({ code: 4001 })
    expect(isUserRejection(await connecting.catch((e: unknown) => e))).toBe(true)
  })
})
