// Send in a real kernel: a real test wallet (anvil's account #0) on a real anvil with the sandbox
// tokens deployed, the portfolio from the real sandbox API server, balances checked with viem.
import { createPublicClient, erc20Abi, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineNetwork, loadKernel, TOKENS, type Analytics, type Kernel, type Network } from 'portico'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_2, createTestWallet, type TestWallet } from 'portico/testing'
import { startTestApi, TEST_PROJECT, type TestApi } from '../../sandbox/server/test-support.ts'
import { sandboxTokens } from '../../sandbox/tokens/index.ts'
import { loadSendTokens } from './send-tokens.ts'
import { estimateFee, submitSend } from './submit-send.ts'
import { send } from './send.ts'
import type { SendPlan, SendToken } from './send-types.ts'
import { testWalletPlugin, TEST_WALLET_ID } from '../../testing/test-support/eip1193-wallet-plugin.ts'

const silent: Analytics = { track() {}, reportError() {}, flush: async () => {}, dispose() {} }
const usdc = sandboxTokens.find((t) => t.symbol === 'sUSDC')!

let api: TestApi
let network: Network
let chain: ReturnType<typeof createPublicClient>

beforeAll(async () => {
  api = await startTestApi({ chainIds: [1337], tokens: true })
  const rpcUrl = api.anvils[0]!.rpcUrl
  // not a testnet: the kernel reads balances of non-testnets only
  network = defineNetwork({ id: 1337, name: 'Sandbox Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } })
  chain = createPublicClient({ transport: http(rpcUrl) })
}, 120_000)
afterAll(() => api?.stop())

async function setup(): Promise<{ kernel: Kernel; wallet: TestWallet }> {
  const wallet = createTestWallet({ account: ANVIL_ACCOUNT_0.privateKey, chains: [{ id: 1337, name: 'Sandbox Ethereum', rpcUrl: network.rpcUrls.default.http[0]! }] })
  const url = api.api.url
  const kernel = await loadKernel(
    { projectId: TEST_PROJECT, networks: [network], storage: 'memory', logLevel: 'silent', endpoints: { api: url, blockchainApi: url, pulse: url } },
    [testWalletPlugin(wallet, { balances: true }), send()],
    { analytics: silent },
  )
  await kernel.get(TOKENS.connection).connect(TEST_WALLET_ID)
  // the connect's balance read lands first, as it does before a visitor opens Send (a full run once
  // raced it: the token list read the account before its balance was there)
  await expect.poll(() => kernel.get(TOKENS.connection).account('eip155').balance).toBeDefined()
  return { kernel, wallet }
}

const deps = (kernel: Kernel, heard?: { event: string; properties?: unknown }[]) => ({
  connection: kernel.get(TOKENS.connection),
  network: kernel.get(TOKENS.network),
  balances: kernel.get(TOKENS.blockchainApi),
  ...(heard ? { analytics: { track: (event: string, properties?: unknown) => void heard.push({ event, properties }) } } : {}),
})
const tokensOf = (kernel: Kernel) =>
  loadSendTokens(kernel.get(TOKENS.blockchainApi), { address: ANVIL_ACCOUNT_0.address, network, nativeBalance: kernel.get(TOKENS.connection).account('eip155').balance })
const plan = (token: SendToken, amount: string, value: bigint): SendPlan => ({
  token,
  amount,
  value,
  receiver: ANVIL_ACCOUNT_2.address,
  to: ANVIL_ACCOUNT_2.address,
  draft: { amount, receiver: ANVIL_ACCOUNT_2.address },
  caipNetworkId: network.caipNetworkId,
})
const usdcOf = (address: `0x${string}`) => chain.readContract({ address: usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

describe('send in a kernel, through the real test wallet', () => {
  it('offers the portfolio: ETH first, then sUSDC and sDAI with their balances and decimals', async () => {
    const { kernel } = await setup()
    try {
      const tokens = await tokensOf(kernel)
      expect(tokens.map((t) => [t.symbol, t.decimals, t.contract])).toEqual([
        ['ETH', 18, undefined],
        ['sUSDC', 6, sandboxTokens[0]!.address],
        ['sDAI', 18, sandboxTokens[1]!.address],
      ])
      expect(tokens[1]!.balance).toBe(await usdcOf(ANVIL_ACCOUNT_0.address))
    } finally {
      kernel.dispose()
    }
  })

  it('sends 0.01 ETH to account #2, estimated first; the balance shown refreshes', async () => {
    const { kernel } = await setup()
    try {
      const [eth] = await tokensOf(kernel)
      const fee = await estimateFee(kernel.get(TOKENS.rpc), network, ANVIL_ACCOUNT_0.address, eth!, ANVIL_ACCOUNT_2.address, parseEther('0.01'))
      expect(fee!.gas).toBe(21_000n)
      expect(fee!.fee).toBe(fee!.gas * fee!.feePerGas)
      expect(fee!.feePerGas).toBeGreaterThan(0n)

      const before = await chain.getBalance({ address: ANVIL_ACCOUNT_2.address })
      const heard: { event: string; properties?: unknown }[] = []
      const hash = await submitSend(deps(kernel, heard), plan(eth!, '0.01', parseEther('0.01')))
      const about = { isSmartAccount: false, token: 'ETH', amount: 0.01, network: network.caipNetworkId }
      expect(heard).toEqual([
        { event: 'SEND_INITIATED', properties: about },
        { event: 'SEND_SUCCESS', properties: { ...about, hash } },
      ])
      const receipt = await chain.waitForTransactionReceipt({ hash: hash as `0x${string}` })
      expect(receipt).toMatchObject({ status: 'success', from: ANVIL_ACCOUNT_0.address.toLowerCase(), to: ANVIL_ACCOUNT_2.address.toLowerCase() })
      expect(await chain.getBalance({ address: ANVIL_ACCOUNT_2.address })).toBe(before + parseEther('0.01'))
      const shown = kernel.get(TOKENS.connection).account('eip155').balance!
      expect(parseEther(shown)).toBe(await chain.getBalance({ address: ANVIL_ACCOUNT_0.address }))
    } finally {
      kernel.dispose()
    }
  })

  it('sends 5 sUSDC with an ERC-20 transfer to the token contract; the portfolio refreshes', async () => {
    const { kernel } = await setup()
    try {
      const tokens = await tokensOf(kernel)
      const token = tokens.find((t) => t.symbol === 'sUSDC')!
      const [from, to] = [await usdcOf(ANVIL_ACCOUNT_0.address), await usdcOf(ANVIL_ACCOUNT_2.address)]
      const fee = await estimateFee(kernel.get(TOKENS.rpc), network, ANVIL_ACCOUNT_0.address, token, ANVIL_ACCOUNT_2.address, 5_000_000n)
      expect(fee!.gas).toBeGreaterThan(21_000n)

      const hash = await submitSend(deps(kernel), plan(token, '5', 5_000_000n))
      const receipt = await chain.waitForTransactionReceipt({ hash: hash as `0x${string}` })
      expect(receipt).toMatchObject({ status: 'success', to: usdc.address.toLowerCase() })
      expect(await usdcOf(ANVIL_ACCOUNT_2.address)).toBe(to + 5_000_000n)
      expect(await usdcOf(ANVIL_ACCOUNT_0.address)).toBe(from - 5_000_000n)
      // the cached portfolio was dropped: the next read shows the new balance
      expect((await tokensOf(kernel)).find((t) => t.symbol === 'sUSDC')!.balance).toBe(from - 5_000_000n)
    } finally {
      kernel.dispose()
    }
  })

  it('a send prepared on another network is refused before the wallet is asked', async () => {
    const { kernel } = await setup()
    try {
      const [eth] = await tokensOf(kernel)
      const asked: unknown[] = []
      kernel.get(TOKENS.connection).sendTransaction = async (request) => (asked.push(request), '0x')
      await expect(submitSend(deps(kernel), { ...plan(eth!, '0.01', parseEther('0.01')), caipNetworkId: 'eip155:8453' })).rejects.toMatchObject({
        code: 'NETWORK_CHANGED',
        message: 'The network changed to Sandbox Ethereum; go back and fill in the send again',
      })
      expect(asked).toEqual([])
    } finally {
      kernel.dispose()
    }
  })

  it('a send the wallet refuses rejects with "Transaction declined" and moves nothing', async () => {
    const { kernel, wallet } = await setup()
    try {
      const [eth] = await tokensOf(kernel)
      const before = await chain.getBalance({ address: ANVIL_ACCOUNT_2.address })
      wallet.setApprove(async () => false)
      const heard: { event: string; properties?: unknown }[] = []
      await expect(submitSend(deps(kernel, heard), plan(eth!, '0.01', parseEther('0.01')))).rejects.toMatchObject({ code: 'USER_REJECTED', message: 'Transaction declined' })
      expect(heard.map((h) => h.event)).toEqual(['SEND_INITIATED', 'SEND_REJECTED'])
      expect(heard[1]!.properties).toMatchObject({ message: 'Transaction declined' })
      expect(await chain.getBalance({ address: ANVIL_ACCOUNT_2.address })).toBe(before)
    } finally {
      kernel.dispose()
    }
  })
})
