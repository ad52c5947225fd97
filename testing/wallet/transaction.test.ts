import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createPublicClient, createWalletClient, custom, http, parseEther, type Hex } from 'viem'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1 } from '../accounts.ts'
import { createTestWallet } from './createTestWallet.ts'
import { startTestChains } from './fixtures.ts'
import type { TestWalletChain } from './types.ts'

let chains: [TestWalletChain, TestWalletChain]
let stop: () => Promise<void>
beforeAll(async () => ({ chains, stop } = await startTestChains()))
afterAll(() => stop())

const { address, privateKey } = ANVIL_ACCOUNT_0
const to = ANVIL_ACCOUNT_1.address
const node = (chain: TestWalletChain) => createPublicClient({ transport: http(chain.rpcUrl) })

describe('eth_sendTransaction', () => {
  it('asks the user, signs, sends on the current chain and returns the hash; the balance moves', async () => {
    const approve = vi.fn(async () => true)
    const wallet = createTestWallet({ account: privateKey, chains, approve, connected: true })
    const before = await node(chains[0]).getBalance({ address: to })
    const params = [{ from: address, to, value: '0x2386f26fc10000' }] // 0.01 ETH
    const hash = (await wallet.provider.request({ method: 'eth_sendTransaction', params })) as Hex
    expect(approve).toHaveBeenCalledWith(expect.objectContaining({ method: 'eth_sendTransaction', params, chain: chains[0] }))
    const receipt = await node(chains[0]).waitForTransactionReceipt({ hash, pollingInterval: 20 })
    expect(receipt).toMatchObject({ status: 'success', from: address.toLowerCase(), to: to.toLowerCase() })
    expect(await node(chains[0]).getBalance({ address: to })).toBe(before + parseEther('0.01'))
  })

  it('works through viem (custom transport), on the chain the wallet switched to', async () => {
    const wallet = createTestWallet({ account: privateKey, chains, connected: true })
    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
    const client = createWalletClient({ account: address, transport: custom(wallet.provider) })
    const [beforeA, beforeB] = await Promise.all([node(chains[0]).getBalance({ address: to }), node(chains[1]).getBalance({ address: to })])
    const hash = await client.sendTransaction({ to, value: parseEther('1'), chain: null })
    // The wallet forwards receipt reads to the current chain's node.
    const receipt = await createPublicClient({ transport: custom(wallet.provider) }).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await node(chains[1]).getBalance({ address: to })).toBe(beforeB + parseEther('1'))
    expect(await node(chains[0]).getBalance({ address: to })).toBe(beforeA)
  })

  it('answers 4100 before permission or from another address', async () => {
    const wallet = createTestWallet({ account: privateKey, chains })
    await expect(wallet.provider.request({ method: 'eth_sendTransaction', params: [{ from: address, to, value: '0x1' }] })).rejects.toMatchObject({ code: 4100 })
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    await expect(wallet.provider.request({ method: 'eth_sendTransaction', params: [{ from: to, to, value: '0x1' }] })).rejects.toMatchObject({ code: 4100 })
  })

  it('sends nothing when the user refuses (4001)', async () => {
    const wallet = createTestWallet({ account: privateKey, chains, connected: true, approve: async () => false })
    const nonce = await node(chains[0]).getTransactionCount({ address })
    await expect(wallet.provider.request({ method: 'eth_sendTransaction', params: [{ from: address, to, value: '0x1' }] })).rejects.toMatchObject({ code: 4001 })
    expect(await node(chains[0]).getTransactionCount({ address })).toBe(nonce)
  })

  it('fails through the sendTransactionError feature', async () => {
    const wallet = createTestWallet({ account: privateKey, chains, connected: true, features: { sendTransactionError: true } })
    await expect(wallet.provider.request({ method: 'eth_sendTransaction', params: [{ from: address, to, value: '0x1' }] })).rejects.toMatchObject({ code: 4001 })
    const custom = new Error('gas station down')
    wallet.setFeatures({ sendTransactionError: custom })
    await expect(wallet.provider.request({ method: 'eth_sendTransaction', params: [{ from: address, to, value: '0x1' }] })).rejects.toBe(custom)
  })

  it("passes the node's error on with its code (insufficient funds)", async () => {
    const wallet = createTestWallet({ account: privateKey, chains, connected: true })
    const error = await wallet.provider
      .request({ method: 'eth_sendTransaction', params: [{ from: address, to, value: `0x${parseEther('1000000').toString(16)}` }] })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'ProviderRpcError', code: -32003, message: expect.stringMatching(/insufficient funds/i) })
  })

  it('refuses a transaction for another chain with -32602', async () => {
    const wallet = createTestWallet({ account: privateKey, chains, connected: true })
    await expect(
      wallet.provider.request({ method: 'eth_sendTransaction', params: [{ from: address, to, value: '0x1', chainId: '0x2105' }] }),
    ).rejects.toMatchObject({ code: -32602 })
  })
})
