// @vitest-environment happy-dom
// evm() and solana() composed in one kernel (here, not in plugins/solana: a plugin may not import another) (createTestKernel), on a happy-dom window with the
// multichain test wallet (an EIP-6963 side and a Wallet Standard side of one name), a real anvil
// node and the sandbox Solana RPC.
import nodeConsole from 'node:console'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { defineNetwork, resolvePlugins, TOKENS, type Network } from 'portico'
import { evm } from 'portico/plugins/evm'
import { solana, defineSolanaNetwork } from 'portico/plugins/solana'
import { ANVIL_ACCOUNT_0, SOLANA_ACCOUNT_0, createTestKernel, createTestSolanaWallet, createTestWallet, startAnvil, type AnvilInstance } from 'portico/testing'
import { startSolanaRpc, type SolanaRpc } from '../../sandbox/solana-rpc/index.ts'

// No hosted service in tests: the analytics collector is not reached, and the blockchain API (the
// EVM side's identity lookup) is a local server that supports no chain.
const offline = { analytics: { track() {}, reportError() {}, flush: async () => {}, dispose() {} } }
let blockchainApi: Server
let endpoints: { blockchainApi: string }

let anvil: AnvilInstance
let rpc: SolanaRpc
let evmNetwork: Network
let solanaNetwork: Network

beforeAll(async () => {
  // startAnvil polls the node until it answers; happy-dom's fetch logs every refused attempt.
  const quiet = vi.spyOn(nodeConsole, 'error').mockImplementation(() => {})
  ;[anvil, rpc] = await Promise.all([startAnvil({ chainId: 31337 }).finally(() => quiet.mockRestore()), startSolanaRpc()])
  evmNetwork = defineNetwork({ id: anvil.chainId, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [anvil.rpcUrl] } } })
  solanaNetwork = defineSolanaNetwork({ genesisHash: rpc.genesisHash, name: 'Sandbox Solana', rpcUrl: rpc.url, wsUrl: rpc.wsUrl })
})
afterAll(() => Promise.all([anvil?.stop(), rpc?.stop()]))
beforeAll(async () => {
  blockchainApi = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
    response.end(JSON.stringify({ http: [], ws: [] }))
  })
  await new Promise<void>((resolve) => blockchainApi.listen(0, '127.0.0.1', resolve))
  endpoints = { blockchainApi: `http://127.0.0.1:${(blockchainApi.address() as AddressInfo).port}` }
})
afterAll(() => new Promise((resolve) => blockchainApi.close(resolve)))

it('lists one MULTI_CHAIN connector for the multichain wallet and connects each side into its namespace', async () => {
  const evmSide = createTestWallet({ account: ANVIL_ACCOUNT_0.privateKey, chains: [{ id: anvil.chainId, name: 'Anvil', rpcUrl: anvil.rpcUrl }], info: { name: 'Sandbox Wallet', rdns: 'org.portico.sandbox' } })
  const solanaSide = createTestSolanaWallet({ secretKey: SOLANA_ACCOUNT_0.seed, rpcUrl: rpc.url, name: 'Sandbox Wallet' })
  const stops = [evmSide.announce(window), solanaSide.register(window)]
  const kernel = createTestKernel({ plugins: await resolvePlugins([evm(), solana()]), options: { networks: [evmNetwork, solanaNetwork], window, endpoints }, overrides: offline })
  try {
    const connectors = kernel.get(TOKENS.connectors)
    await expect.poll(() => connectors.getConnectors().find((c) => c.name === 'Sandbox Wallet')?.type).toBe('MULTI_CHAIN')
    const merged = connectors.find('wallet-standard:Sandbox Wallet')!
    expect(merged.connectors!.map((c) => [c.id, c.chain])).toEqual([
      ['org.portico.sandbox', 'eip155'],
      ['wallet-standard:Sandbox Wallet', 'solana'],
    ])

    const connection = kernel.get(TOKENS.connection)
    const account = await connection.connect('wallet-standard:Sandbox Wallet')
    expect(account).toMatchObject({
      namespace: 'solana',
      status: 'connected',
      address: SOLANA_ACCOUNT_0.address,
      caipAddress: `${solanaNetwork.caipNetworkId}:${SOLANA_ACCOUNT_0.address}`,
      connectorId: 'wallet-standard:Sandbox Wallet',
    })
    await expect.poll(() => connection.account('solana')).toMatchObject({ balance: '1000', balanceSymbol: 'SOL', balanceLoading: false })

    // the merged entry's EVM side alone (picked as a whole, it would ask both sides again)
    await connection.connect('org.portico.sandbox', { namespace: 'eip155' })
    expect(connection.account('eip155')).toMatchObject({ status: 'connected', address: ANVIL_ACCOUNT_0.address })
    expect(connection.account('solana')).toMatchObject({ status: 'connected', address: SOLANA_ACCOUNT_0.address })

    // Signing goes to the active namespace's adapter: Solana once its network is active.
    await connection.switchNetwork(solanaNetwork)
    const signature = await connection.signMessage('hello from the kernel')
    expect(ed25519.verify(base58.decode(signature), new TextEncoder().encode('hello from the kernel'), base58.decode(SOLANA_ACCOUNT_0.address))).toBe(true)
    expect(connection.getProvider('solana')).toMatchObject({ address: SOLANA_ACCOUNT_0.address })

    // The wallet disconnecting its Solana side from inside ends that namespace only.
    solanaSide.disconnect()
    await expect.poll(() => connection.account('solana').status).toBe('disconnected')
    expect(connection.account('eip155').status).toBe('connected')
  } finally {
    kernel.dispose()
    stops.forEach((stop) => stop())
  }
})

it('restores a stored Solana connection silently on the next page load', async () => {
  const solanaSide = createTestSolanaWallet({ secretKey: SOLANA_ACCOUNT_0.seed, rpcUrl: rpc.url, name: 'Sandbox Wallet' })
  const unregister = solanaSide.register(window)
  const items = new Map<string, string>()
  const storage = { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) }
  const kernelOn = async () =>
    createTestKernel({ plugins: await resolvePlugins([evm(), solana()]), options: { networks: [evmNetwork, solanaNetwork], window, endpoints, storage: storage as never }, overrides: offline })
  const first = await kernelOn()
  await first.get(TOKENS.connection).connect('wallet-standard:Sandbox Wallet')
  first.dispose()

  let prompts = 0
  solanaSide.setApprove(async () => (prompts++, true))
  const second = await kernelOn()
  try {
    expect(second.get(TOKENS.connection).account('solana').status).toBe('connecting')
    await second.get(TOKENS.connection).restored
    expect(second.get(TOKENS.connection).account('solana')).toMatchObject({ status: 'connected', address: SOLANA_ACCOUNT_0.address, caipAddress: `${solanaNetwork.caipNetworkId}:${SOLANA_ACCOUNT_0.address}` })
    expect(prompts).toBe(0)
    await expect.poll(() => second.get(TOKENS.connection).account('solana')).toMatchObject({ balanceSymbol: 'SOL', balanceLoading: false })
  } finally {
    second.dispose()
    unregister()
  }
})
