// The adapter wired to a real EIP-6963 test wallet and real anvil nodes (node environment: the
// page is a bare EventTarget).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { firstValueFrom } from 'rxjs'
import { defineNetwork, type AdapterEvent, type Network } from 'portico'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1, createTestWallet, startAnvil, type AnvilInstance, type TestWallet } from 'portico/testing'
import { createTestRpc } from '../../kernel/test-support/rpc.ts'
import { createEvmAdapter, type EvmAdapter } from './adapter.ts'
import type { Eip1193Provider } from './eip1193.ts'

const rpc = createTestRpc()

let chainA: AnvilInstance
let chainB: AnvilInstance
let networkA: Network
let networkB: Network
let page: EventTarget
let wallet: TestWallet
let adapter: EvmAdapter
const stopAnnouncing: (() => void)[] = []

const asNetwork = (anvil: AnvilInstance, name: string) =>
  defineNetwork({
    id: anvil.chainId,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
    blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.example' } },
  })

beforeAll(async () => {
  ;[chainA, chainB] = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 8453 })])
  networkA = asNetwork(chainA, 'Chain A')
  networkB = asNetwork(chainB, 'Chain B')
})
afterAll(() => {
  rpc.dispose()
  return Promise.all([chainA?.stop(), chainB?.stop()])
})

beforeEach(() => {
  page = new EventTarget()
  // The wallet knows chain A only: switching to B must go through wallet_addEthereumChain.
  wallet = createTestWallet({ account: ANVIL_ACCOUNT_0.privateKey, chains: [{ id: chainA.chainId, name: 'Chain A', rpcUrl: chainA.rpcUrl }] })
  stopAnnouncing.push(wallet.announce(page))
  adapter = createEvmAdapter({ window: page as unknown as Window, reconnectWaitMs: 50, rpc: () => rpc })
  return () => {
    adapter.dispose()
    stopAnnouncing.splice(0).forEach((stop) => stop())
  }
})

const connect = () => adapter.connect({ connectorId: 'org.portico.testwallet', network: networkA })

describe('EVM adapter with a test wallet', () => {
  it('lists the announced wallet', async () => {
    expect(await firstValueFrom(adapter.connectors$)).toEqual([
      { id: 'org.portico.testwallet', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155', imageUrl: wallet.info.icon, info: { rdns: 'org.portico.testwallet' } },
    ])
  })

  it('connects and exposes the provider', async () => {
    await expect(connect()).resolves.toEqual({ accounts: [ANVIL_ACCOUNT_0.address], chainId: 31337 })
    // the wallet's provider behind the paymasterService check: the same object each time, answering as the wallet
    expect(adapter.getProvider()).toBe(adapter.getProvider())
    expect(await (adapter.getProvider() as Eip1193Provider).request({ method: 'eth_accounts' })).toEqual(await (wallet.provider as Eip1193Provider).request({ method: 'eth_accounts' }))
  })

  it('reads the balance of the connected account', async () => {
    const { accounts } = await connect()
    await expect(adapter.getBalance({ address: accounts[0]!, network: networkA })).resolves.toEqual({
      value: parseEther('10000'),
      decimals: 18,
      symbol: 'ETH',
    })
  })

  it('signs a message the address can be recovered from', async () => {
    await connect()
    const signature = await adapter.signMessage({ message: 'Sign in to Portico', address: ANVIL_ACCOUNT_0.address })
    await expect(verifyMessage({ address: ANVIL_ACCOUNT_0.address, message: 'Sign in to Portico', signature: signature as `0x${string}` })).resolves.toBe(true)
  })

  it('sends a transaction', async () => {
    await connect()
    const client = createPublicClient({ transport: http(chainA.rpcUrl) })
    const before = await client.getBalance({ address: ANVIL_ACCOUNT_1.address })
    const hash = await adapter.sendTransaction({ to: ANVIL_ACCOUNT_1.address, value: parseEther('1.5'), address: ANVIL_ACCOUNT_0.address, network: networkA })
    expect((await client.waitForTransactionReceipt({ hash: hash as `0x${string}` })).status).toBe('success')
    expect((await client.getBalance({ address: ANVIL_ACCOUNT_1.address })) - before).toBe(parseEther('1.5'))
  })

  it('adds an unknown chain, switches to it and reports chainChanged', async () => {
    await connect()
    const events: AdapterEvent[] = []
    adapter.events$.subscribe((e) => events.push(e))
    await adapter.switchNetwork(networkB)
    expect(wallet.chainId).toBe(8453)
    expect(events).toContainEqual({ type: 'chainChanged', chainId: 8453 })
  })

  it('passes a rejected switch through with code 4001', async () => {
    await connect()
    wallet.setFeatures({ switchChainError: true })
    await expect(adapter.switchNetwork(networkB)).rejects.toMatchObject({ code: 4001 })
  })

  it('disconnects by revoking the permission; reconnecting then gives null', async () => {
    await connect()
    await adapter.disconnect()
    expect(wallet.accounts).toEqual([])
    expect(adapter.getProvider()).toBeUndefined()
    await expect(adapter.reconnect({ connectorId: 'org.portico.testwallet' })).resolves.toBeNull()
  })

  it('reconnects a permitted wallet without prompting', async () => {
    await connect()
    const approve = vi.fn(async () => true)
    wallet.setApprove(approve)
    const fresh = createEvmAdapter({ window: page as unknown as Window, rpc: () => rpc })
    await expect(fresh.reconnect({ connectorId: 'org.portico.testwallet' })).resolves.toEqual({ accounts: [ANVIL_ACCOUNT_0.address], chainId: 31337 })
    expect(approve).not.toHaveBeenCalled()
    fresh.dispose()
  })

  it('reconnects a wallet that announces itself late, gives null for one that never does', async () => {
    const quiet = new EventTarget()
    const late = createEvmAdapter({ window: quiet as unknown as Window, reconnectWaitMs: 500, rpc: () => rpc })
    const permitted = createTestWallet({ account: ANVIL_ACCOUNT_1.privateKey, chains: [{ id: chainA.chainId, name: 'Chain A', rpcUrl: chainA.rpcUrl }], connected: true })
    const restoring = late.reconnect({ connectorId: 'org.portico.testwallet' })
    setTimeout(() => stopAnnouncing.push(permitted.announce(quiet)), 100)
    await expect(restoring).resolves.toEqual({ accounts: [ANVIL_ACCOUNT_1.address], chainId: 31337 })
    await expect(late.reconnect({ connectorId: 'io.nowhere' })).resolves.toBeNull()
    late.dispose()
  })

  it('refuses to sign, send or switch while disconnected', async () => {
    await expect(adapter.signMessage({ message: 'x', address: ANVIL_ACCOUNT_0.address })).rejects.toMatchObject({ code: 'NOT_CONNECTED' })
    await expect(adapter.switchNetwork(networkB)).rejects.toMatchObject({ code: 'NOT_CONNECTED' })
    await expect(
      adapter.sendTransaction({ to: ANVIL_ACCOUNT_1.address, address: ANVIL_ACCOUNT_0.address, network: networkA }),
    ).rejects.toMatchObject({ code: 'NOT_CONNECTED' })
  })
})
