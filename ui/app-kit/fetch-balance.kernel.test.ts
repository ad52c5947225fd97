// fetchBalance in a real kernel: a real test wallet (anvil's account #0) on a real anvil, the
// balance checked with viem, and the wallet's balance reads counted: the balance the modal already
// read is reused, not asked again.
import { createPublicClient, formatEther, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineNetwork, loadKernel, TOKENS, type Kernel, type Network } from '../../kernel/index.ts'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_2, createTestWallet } from '../../testing/index.ts'
import { testWalletPlugin, TEST_WALLET_ID } from '../../testing/test-support/eip1193-wallet-plugin.ts'
import { startTestApi, TEST_PROJECT_ID, type TestApi } from '../../testing/test-support/kernel-api-server.ts'
import { silentAnalytics } from '../test-support/fake-explorer.ts'
import { BALANCE_UNAVAILABLE, fetchBalance, NOT_CONNECTED } from './fetch-balance.ts'

let api: TestApi
let network: Network
let chain: ReturnType<typeof createPublicClient>

beforeAll(async () => {
  api = await startTestApi({ chainIds: [1337] })
  const rpcUrl = api.anvils[0]!.rpcUrl
  // not a testnet: balances are read for non-testnets only
  network = defineNetwork({ id: 1337, name: 'Sandbox Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } })
  chain = createPublicClient({ transport: http(rpcUrl) })
}, 120_000)
afterAll(() => api?.stop())

async function setup() {
  const wallet = createTestWallet({ account: ANVIL_ACCOUNT_0.privateKey, chains: [{ id: 1337, name: 'Sandbox Ethereum', rpcUrl: network.rpcUrls.default.http[0]! }] })
  const url = api.url
  const kernel: Kernel = await loadKernel(
    { projectId: TEST_PROJECT_ID, networks: [network], storage: 'memory', logLevel: 'silent', endpoints: { api: url, blockchainApi: url, pulse: url } },
    [testWalletPlugin(wallet, { balances: true })],
    { analytics: silentAnalytics },
  )
  // every balance read the wallet is asked, counted
  const adapter = kernel.get(TOKENS.adapters)[0]!
  const read = adapter.getBalance!.bind(adapter)
  let reads = 0
  adapter.getBalance = (params) => (reads++, read(params))
  return { kernel, wallet, reads: () => reads }
}

describe('fetchBalance', () => {
  it('answers the balance on the chain, reusing the read the modal made at connect', async () => {
    const { kernel, reads } = await setup()
    try {
      expect(await fetchBalance(kernel)).toEqual({ data: undefined, error: NOT_CONNECTED, isSuccess: false, isError: true })
      await kernel.get(TOKENS.connection).connect(TEST_WALLET_ID)
      // the connect's own read, as the Account view and the button show it
      await expect.poll(() => kernel.get(TOKENS.connection).account('eip155').balance).toBeDefined()
      expect(reads()).toBe(1)
      const result = await fetchBalance(kernel)
      const onChain = await chain.getBalance({ address: ANVIL_ACCOUNT_0.address })
      expect(result).toEqual({ data: { balance: formatEther(onChain), symbol: 'ETH' }, error: null, isSuccess: true, isError: false })
      expect(reads()).toBe(1)
      expect(await fetchBalance(kernel)).toEqual(result)
      expect(reads()).toBe(1)
    } finally {
      kernel.dispose()
    }
  })

  it('waits for a read already in flight instead of asking twice, and answers the new balance after a send', async () => {
    const { kernel, wallet, reads } = await setup()
    try {
      const connection = kernel.get(TOKENS.connection)
      await connection.connect(TEST_WALLET_ID)
      await expect.poll(() => connection.account('eip155').balance).toBeDefined()
      const hash = await wallet.provider.request({ method: 'eth_sendTransaction', params: [{ from: ANVIL_ACCOUNT_0.address, to: ANVIL_ACCOUNT_2.address, value: `0x${parseEther('0.25').toString(16)}` }] })
      await chain.waitForTransactionReceipt({ hash: hash as `0x${string}` })
      const before = reads()
      const refreshing = connection.refreshBalance('eip155', { force: true })
      const result = await fetchBalance(kernel)
      await refreshing
      expect(reads()).toBe(before + 1)
      expect(result.data!.balance).toBe(formatEther(await chain.getBalance({ address: ANVIL_ACCOUNT_0.address })))
    } finally {
      kernel.dispose()
    }
  })

  it('says so when the network does not answer', async () => {
    const { kernel } = await setup()
    try {
      const connection = kernel.get(TOKENS.connection)
      await connection.connect(TEST_WALLET_ID)
      await expect.poll(() => connection.account('eip155').balance).toBeDefined()
      const adapter = kernel.get(TOKENS.adapters)[0]!
      adapter.getBalance = async () => {
        throw new Error('connection refused')
      }
      await connection.refreshBalance('eip155', { force: true })
      expect(await fetchBalance(kernel)).toMatchObject({ error: BALANCE_UNAVAILABLE, isError: true, isSuccess: false })
    } finally {
      kernel.dispose()
    }
  })
})
