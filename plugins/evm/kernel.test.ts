// @vitest-environment happy-dom
// The plugin inside a real kernel, on a happy-dom window, with a real test wallet and a real anvil node.
import nodeConsole from 'node:console'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { loadKernel, defineNetwork, TOKENS, type Network } from 'portico'
import { evm } from 'portico/plugins/evm'
import { ANVIL_ACCOUNT_0, createTestWallet, startAnvil, type AnvilInstance } from 'portico/testing'

// No hosted service in tests: the analytics collector is not reached, and the blockchain API is a
// local one that supports no chain (so the kernel asks it for no name).
const offline = { analytics: { track() {}, reportError() {}, flush: async () => {}, dispose() {} } }
let blockchainApi: Server
let endpoints: { blockchainApi: string }

let anvil: AnvilInstance
let network: Network

beforeAll(async () => {
  // startAnvil polls the node until it answers; happy-dom's fetch logs every refused attempt to
  // Node's own console (not the test's): keep the output clean.
  const quiet = vi.spyOn(nodeConsole, 'error').mockImplementation(() => {})
  anvil = await startAnvil({ chainId: 31337 }).finally(() => quiet.mockRestore())
  // Not marked testnet: the kernel only fetches balances of non-testnets.
  network = defineNetwork({
    id: anvil.chainId,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  })
})
beforeAll(async () => {
  blockchainApi = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
    response.end(JSON.stringify({ http: [], ws: [] }))
  })
  await new Promise<void>((resolve) => blockchainApi.listen(0, '127.0.0.1', resolve))
  endpoints = { blockchainApi: `http://127.0.0.1:${(blockchainApi.address() as AddressInfo).port}` }
})
afterAll(() => anvil?.stop())
afterAll(() => new Promise((resolve) => blockchainApi.close(resolve)))

it('connects an announced wallet through the kernel and shows its address and balance', async () => {
  const wallet = createTestWallet({ account: ANVIL_ACCOUNT_0.privateKey, chains: [{ id: anvil.chainId, name: 'Anvil', rpcUrl: anvil.rpcUrl }] })
  const stopAnnouncing = wallet.announce(window)
  const kernel = await loadKernel({ projectId: 'p', networks: [network], storage: 'memory', window, endpoints }, [evm()], offline)
  try {
    const connectors = kernel.get(TOKENS.connectors)
    expect(connectors.find('org.portico.testwallet')).toMatchObject({ name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155' })

    const account = await kernel.get(TOKENS.connection).connect('org.portico.testwallet')
    expect(account).toMatchObject({
      status: 'connected',
      address: ANVIL_ACCOUNT_0.address,
      caipAddress: `eip155:31337:${ANVIL_ACCOUNT_0.address}`,
      connectorId: 'org.portico.testwallet',
      connectedWalletInfo: { name: 'Test Wallet', rdns: 'org.portico.testwallet' },
    })
    // the balance is a read of the node after the connect: on a loaded machine it takes longer than poll's 1 s default
    await expect
      .poll(() => kernel.get(TOKENS.connection).account('eip155'), { timeout: 15_000 })
      .toMatchObject({ balance: '10000', balanceSymbol: 'ETH', balanceLoading: false })

    // The wallet disconnecting from its side resets the kernel's account.
    wallet.disconnect()
    await expect.poll(() => kernel.get(TOKENS.connection).account('eip155').status).toBe('disconnected')
  } finally {
    kernel.dispose()
    stopAnnouncing()
  }
})

it('restores a stored connection silently after the wallet announces itself', async () => {
  const wallet = createTestWallet({ account: ANVIL_ACCOUNT_0.privateKey, chains: [{ id: anvil.chainId, name: 'Anvil', rpcUrl: anvil.rpcUrl }] })
  const stops: (() => void)[] = [wallet.announce(window)]
  const storage = new Map<string, string>()
  const backend = {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  }
  const first = await loadKernel({ projectId: 'p', networks: [network], storage: backend as never, window, endpoints }, [evm()], offline)
  await first.get(TOKENS.connection).connect('org.portico.testwallet')
  await expect.poll(() => first.get(TOKENS.connection).account('eip155').balance).toBe('10000')
  first.dispose()
  stops.pop()!()

  // A new page load: the kernel starts before the wallet announces itself.
  let prompts = 0
  wallet.setApprove(async () => (prompts++, true))
  const second = await loadKernel({ projectId: 'p', networks: [network], storage: backend as never, window, endpoints }, [evm()], offline)
  try {
    expect(second.get(TOKENS.connection).account('eip155').status).toBe('connecting')
    setTimeout(() => stops.push(wallet.announce(window)), 200)
    await second.get(TOKENS.connection).restored
    expect(second.get(TOKENS.connection).account('eip155')).toMatchObject({ status: 'connected', address: ANVIL_ACCOUNT_0.address })
    expect(prompts).toBe(0)
    await expect.poll(() => second.get(TOKENS.connection).account('eip155').balance).toBe('10000')
  } finally {
    second.dispose()
    stops.forEach((stop) => stop())
  }
})
