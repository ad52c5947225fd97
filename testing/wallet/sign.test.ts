import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createWalletClient, custom, stringToHex, verifyMessage, verifyTypedData, type Hex } from 'viem'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_1 } from '../accounts.ts'
import { createTestWallet } from './createTestWallet.ts'
import { startTestChains } from './fixtures.ts'
import type { TestWalletChain } from './types.ts'

let chains: [TestWalletChain, TestWalletChain]
let stop: () => Promise<void>
beforeAll(async () => ({ chains, stop } = await startTestChains()))
afterAll(() => stop())

const { address, privateKey } = ANVIL_ACCOUNT_0

describe('personal_sign', () => {
  it('signs a UTF-8 message after asking the user; the signature verifies', async () => {
    const approve = vi.fn(async () => true)
    const wallet = createTestWallet({ account: privateKey, chains, approve, connected: true })
    const params = ['Hello Portico', address]
    const signature = (await wallet.provider.request({ method: 'personal_sign', params })) as Hex
    expect(approve).toHaveBeenCalledWith(expect.objectContaining({ method: 'personal_sign', params }))
    expect(await verifyMessage({ address, message: 'Hello Portico', signature })).toBe(true)
  })

  it('signs a hex message as raw bytes', async () => {
    const wallet = createTestWallet({ account: privateKey, chains, connected: true })
    const hex = stringToHex('bytes, not text')
    const signature = (await wallet.provider.request({ method: 'personal_sign', params: [hex, address.toLowerCase()] })) as Hex
    expect(await verifyMessage({ address, message: { raw: hex }, signature })).toBe(true)
    expect(await verifyMessage({ address, message: 'bytes, not text', signature })).toBe(true)
  })

  it('answers 4100 before the site is permitted and for another address', async () => {
    const wallet = createTestWallet({ account: privateKey, chains })
    await expect(wallet.provider.request({ method: 'personal_sign', params: ['hi', address] })).rejects.toMatchObject({
      code: 4100,
      message: 'The requested account and/or method has not been authorized by the user.',
    })
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    await expect(wallet.provider.request({ method: 'personal_sign', params: ['hi', ANVIL_ACCOUNT_1.address] })).rejects.toMatchObject({ code: 4100 })
  })

  it('rejects with 4001 when the user refuses', async () => {
    const wallet = createTestWallet({ account: privateKey, chains, connected: true, approve: async () => false })
    await expect(wallet.provider.request({ method: 'personal_sign', params: ['hi', address] })).rejects.toMatchObject({ code: 4001 })
  })

  it('fails through the signMessageError feature', async () => {
    const approve = vi.fn(async () => true)
    const wallet = createTestWallet({ account: privateKey, chains, connected: true, approve, features: { signMessageError: true } })
    await expect(wallet.provider.request({ method: 'personal_sign', params: ['hi', address] })).rejects.toMatchObject({ code: 4001 })
    const custom = new Error('hardware wallet unplugged')
    wallet.setFeatures({ signMessageError: custom })
    await expect(wallet.provider.request({ method: 'personal_sign', params: ['hi', address] })).rejects.toBe(custom)
    expect(approve).not.toHaveBeenCalled()
  })
})

describe('eth_signTypedData_v4', () => {
  const typedData = {
    domain: { name: 'Portico', version: '1', chainId: 1337, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
    types: {
      Person: [
        { name: 'name', type: 'string' },
        { name: 'wallet', type: 'address' },
      ],
      Mail: [
        { name: 'from', type: 'Person' },
        { name: 'to', type: 'Person' },
        { name: 'contents', type: 'string' },
        { name: 'amount', type: 'uint256' },
      ],
    },
    primaryType: 'Mail',
    message: {
      from: { name: 'Alice', wallet: address },
      to: { name: 'Bob', wallet: ANVIL_ACCOUNT_1.address },
      contents: 'Hello, Bob!',
      amount: 10n ** 18n,
    },
  } as const

  it('signs typed data sent by viem (JSON with bigints as strings); the signature verifies', async () => {
    const approve = vi.fn(async () => true)
    const wallet = createTestWallet({ account: privateKey, chains, approve, connected: true })
    const client = createWalletClient({ account: address, transport: custom(wallet.provider) })
    const signature = await client.signTypedData(typedData)
    expect(approve).toHaveBeenCalledWith(expect.objectContaining({ method: 'eth_signTypedData_v4' }))
    expect(await verifyTypedData({ ...typedData, address, signature })).toBe(true)
  })

  it('answers 4100 before permission, 4001 on refusal, and honours signTypedDataError', async () => {
    const wallet = createTestWallet({ account: privateKey, chains })
    const params = [address, JSON.stringify({ ...typedData, message: { ...typedData.message, amount: '1' } })]
    await expect(wallet.provider.request({ method: 'eth_signTypedData_v4', params })).rejects.toMatchObject({ code: 4100 })
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    wallet.setApprove(async () => false)
    await expect(wallet.provider.request({ method: 'eth_signTypedData_v4', params })).rejects.toMatchObject({ code: 4001 })
    wallet.setFeatures({ signTypedDataError: new Error('nope') })
    await expect(wallet.provider.request({ method: 'eth_signTypedData_v4', params })).rejects.toThrow('nope')
  })

  it('rejects malformed typed data with -32602', async () => {
    const wallet = createTestWallet({ account: privateKey, chains, connected: true })
    for (const data of ['{not json', JSON.stringify({ types: {} }), 42])
      await expect(wallet.provider.request({ method: 'eth_signTypedData_v4', params: [address, data] })).rejects.toMatchObject({ code: -32602 })
  })
})
