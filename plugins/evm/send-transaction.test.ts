import { describe, expect, it, vi } from 'vitest'
import { defineNetwork, type AdapterTransactionRequest } from 'portico'
import { sendTransaction, validateTransaction } from './send-transaction.ts'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const network = defineNetwork({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
const request = (patch: Partial<AdapterTransactionRequest> = {}): AdapterTransactionRequest => ({ to: BOB, address: ALICE, network, ...patch })
const wallet = (chainId = '0x7a69') => ({
  request: vi.fn(async ({ method }: { method: string; params?: unknown }) => (method === 'eth_chainId' ? chainId : '0xhash')),
})

describe('validateTransaction', () => {
  it.each([
    [{ to: BOB.slice(2) }, "Invalid transaction: 'to' must start with 0x"],
    [{ to: '' }, "Invalid transaction: 'to' must start with 0x"],
    [{ to: '0x1234' }, "Invalid transaction: 'to' must be an address (0x and 40 hex digits)"],
    [{ data: 'a9059cbb' }, "Invalid transaction: 'data' must start with 0x"],
    [{ data: '0xzz' }, "Invalid transaction: 'data' must be hex digits after 0x"],
    [{ value: -1n }, "Invalid transaction: 'value' must be a non-negative bigint"],
    [{ value: 1 as unknown as bigint }, "Invalid transaction: 'value' must be a non-negative bigint"],
    [{ gas: 0n }, "Invalid transaction: 'gas' must be a positive bigint"],
    [{ gas: '0x5208' as unknown as bigint }, "Invalid transaction: 'gas' must be a positive bigint"],
    [{ address: 'alice' }, "Invalid transaction: 'address' must be the sender's address (0x and 40 hex digits)"],
  ])('rejects %o', (patch, message) => {
    expect(() => validateTransaction(request(patch))).toThrow(expect.objectContaining({ code: 'INVALID_TRANSACTION', message }))
  })

  it('accepts a transfer, a call and empty data', () => {
    expect(() => validateTransaction(request({ value: 0n }))).not.toThrow()
    expect(() => validateTransaction(request({ data: '0xa9059cbb', value: 10n ** 18n }))).not.toThrow()
    expect(() => validateTransaction(request({ data: '0x' }))).not.toThrow()
  })
})

describe('sendTransaction', () => {
  it('sends eth_sendTransaction from the address, the value in hex', async () => {
    const w = wallet()
    await expect(sendTransaction(w, request({ value: 10n ** 18n, data: '0xdeadbeef' }))).resolves.toBe('0xhash')
    expect(w.request).toHaveBeenLastCalledWith({
      method: 'eth_sendTransaction',
      params: [{ from: ALICE, to: BOB, value: '0xde0b6b3a7640000', data: '0xdeadbeef' }],
    })
  })

  it("passes the caller's gas limit in hex, and leaves it to the wallet otherwise", async () => {
    const w = wallet()
    await sendTransaction(w, request({ data: '0x', gas: 200_000n }))
    expect(w.request).toHaveBeenLastCalledWith({ method: 'eth_sendTransaction', params: [{ from: ALICE, to: BOB, data: '0x', gas: '0x30d40' }] })
  })

  it('never reaches the wallet with an invalid transaction', async () => {
    const w = wallet()
    await expect(sendTransaction(w, request({ to: 'bob' }))).rejects.toMatchObject({ code: 'INVALID_TRANSACTION' })
    expect(w.request).not.toHaveBeenCalled()
  })

  it('refuses when the wallet is on another chain than the network', async () => {
    const w = wallet('0x1')
    await expect(sendTransaction(w, request())).rejects.toMatchObject({ code: 'CHAIN_MISMATCH', message: 'Switch the wallet to Anvil first' })
    expect(w.request).toHaveBeenCalledTimes(1)
  })
})
