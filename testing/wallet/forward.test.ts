import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getFreePort } from '../port.ts'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1 } from '../accounts.ts'
import { createTestWallet } from './createTestWallet.ts'
import { startTestChains } from './fixtures.ts'
import { isForwardedMethod } from './forward.ts'
import type { TestWalletChain } from './types.ts'

let chains: [TestWalletChain, TestWalletChain]
let stop: () => Promise<void>
beforeAll(async () => ({ chains, stop } = await startTestChains()))
afterAll(() => stop())

const { address, privateKey } = ANVIL_ACCOUNT_0
// Init code that deploys a contract whose every call returns uint256(42).
const returns42 = '0x600a600c600039600a6000f3602a60005260206000f3'

describe('reads forwarded to the current chain', () => {
  it('answers eth_getBalance, eth_blockNumber, eth_estimateGas, eth_call and eth_getTransactionReceipt from the node', async () => {
    const wallet = createTestWallet({ account: privateKey, chains, connected: true })
    const request = wallet.provider.request
    expect(await request({ method: 'eth_getBalance', params: [ANVIL_ACCOUNT_1.address, 'latest'] })).toMatch(/^0x[0-9a-f]+$/)
    const blockBefore = Number(await request({ method: 'eth_blockNumber' }))
    expect(Number(await request({ method: 'eth_estimateGas', params: [{ from: address, to: ANVIL_ACCOUNT_1.address, value: '0x1' }] }))).toBe(21000)

    const hash = await request({ method: 'eth_sendTransaction', params: [{ from: address, data: returns42 }] })
    // anvil mines right after the send, but the receipt can lag the returned hash by a moment.
    type Receipt = { contractAddress: string; status: string }
    const receipt = await (async () => {
      for (;;) {
        const found = (await request({ method: 'eth_getTransactionReceipt', params: [hash] })) as Receipt | null
        if (found) return found
      }
    })()
    expect(receipt.status).toBe('0x1')
    expect(Number(await request({ method: 'eth_blockNumber' }))).toBe(blockBefore + 1)
    expect(await request({ method: 'eth_call', params: [{ to: receipt.contractAddress, data: '0x' }, 'latest'] })).toBe(
      `0x${'2a'.padStart(64, '0')}`,
    )
  })

  it("passes the node's errors on with their code", async () => {
    const wallet = createTestWallet({ account: privateKey, chains })
    await expect(wallet.provider.request({ method: 'eth_getBalance', params: ['not an address'] })).rejects.toMatchObject({
      name: 'ProviderRpcError',
      code: -32602,
    })
  })

  it('answers 4901 when the node is unreachable', async () => {
    const wallet = createTestWallet({ account: privateKey, chains: [{ id: 1, name: 'Gone', rpcUrl: `http://127.0.0.1:${await getFreePort()}` }] })
    await expect(wallet.provider.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({ code: 4901 })
  })
})

describe('methods the wallet does not support', () => {
  it('answers 4200 for write-like or non-eth methods, without reaching the node', async () => {
    const wallet = createTestWallet({ account: privateKey, chains, connected: true })
    for (const method of ['eth_sign', 'eth_signTransaction', 'wallet_sendCalls', 'personal_ecRecover', 'anvil_setBalance', 'evm_mine', 'foo'])
      await expect(wallet.provider.request({ method, params: [] })).rejects.toMatchObject({
        code: 4200,
        message: `The Provider does not support the requested method: ${method}`,
      })
  })

  it('classifies methods', () => {
    for (const method of ['eth_getBalance', 'eth_call', 'eth_sendRawTransaction', 'net_listening', 'web3_clientVersion'])
      expect(isForwardedMethod(method)).toBe(true)
    for (const method of ['eth_sendTransaction', 'eth_signTypedData_v4', 'eth_accounts', 'wallet_switchEthereumChain', 'anvil_mine'])
      expect(isForwardedMethod(method)).toBe(false)
  })

  it('answers -32602 for a request without a method', async () => {
    const wallet = createTestWallet({ account: privateKey, chains })
    await expect(wallet.provider.request({} as { method: string })).rejects.toMatchObject({ code: -32602 })
  })
})
