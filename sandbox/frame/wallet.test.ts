import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilInstance } from '../../testing/anvil.ts'
import { privateKeyToAccount } from 'viem/accounts'
import { deriveUserKeys } from './keys.ts'
import { fundOnAnvil, handleRpc, type FrameChain } from './wallet.ts'

const deriveAccount = (secret: string, userId: string) => privateKeyToAccount(deriveUserKeys(secret, userId).evmPrivateKey)

let anvil: AnvilInstance
let chain: FrameChain
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1337 })
  chain = { id: 1337, name: 'Sandbox Ethereum', rpcUrl: anvil.rpcUrl }
})
afterAll(() => anvil?.stop())

const typedData = {
  domain: { name: 'Portico', version: '1', chainId: 1337 },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Mail: [{ name: 'contents', type: 'string' }],
  },
  primaryType: 'Mail',
  message: { contents: 'hello' },
} as const

describe('secure frame wallet', () => {
  it('derives one account per user id from the secret', () => {
    expect(deriveAccount('s', 'alice@example.com').address).toBe(deriveAccount('s', 'alice@example.com').address)
    expect(deriveAccount('s', 'alice@example.com').address).not.toBe(deriveAccount('s', 'bob@example.com').address)
    expect(deriveAccount('s', 'alice@example.com').address).not.toBe(deriveAccount('t', 'alice@example.com').address)
  })

  it('signs personal_sign and typed data that viem verifies against the account', async () => {
    const account = deriveAccount('secret', 'alice@example.com')
    const signature = (await handleRpc(account, chain, 'personal_sign', ['0x68656c6c6f', account.address])) as `0x${string}`
    expect(await verifyMessage({ address: account.address, message: 'hello', signature })).toBe(true)
    const text = (await handleRpc(account, chain, 'personal_sign', ['plain text', account.address])) as `0x${string}`
    expect(await verifyMessage({ address: account.address, message: 'plain text', signature: text })).toBe(true)

    const typed = (await handleRpc(account, chain, 'eth_signTypedData_v4', [account.address, JSON.stringify(typedData)])) as `0x${string}`
    const { EIP712Domain: _, ...types } = typedData.types
    expect(await verifyTypedData({ address: account.address, domain: typedData.domain, types, primaryType: 'Mail', message: typedData.message, signature: typed })).toBe(true)
  })

  it("refuses to sign for another address, and unknown methods", async () => {
    const account = deriveAccount('secret', 'alice@example.com')
    const other = deriveAccount('secret', 'bob@example.com').address
    await expect(handleRpc(account, chain, 'personal_sign', ['0x00', other])).rejects.toMatchObject({ code: 4100 })
    await expect(handleRpc(account, chain, 'eth_sign', [account.address, '0x00'])).rejects.toMatchObject({ code: 4200, message: 'The sandbox frame does not support eth_sign' })
  })

  it('sends a transaction on anvil after funding, and forwards reads to the node', async () => {
    const account = deriveAccount('secret', 'carol@example.com')
    await fundOnAnvil(chain, account.address, parseEther('10'))
    const to = deriveAccount('secret', 'dave@example.com').address
    const hash = (await handleRpc(account, chain, 'eth_sendTransaction', [{ from: account.address, to, value: '0x' + parseEther('1.5').toString(16) }])) as `0x${string}`
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await client.getBalance({ address: to })).toBe(parseEther('1.5'))
    expect(await handleRpc(account, chain, 'eth_getBalance', [to, 'latest'])).toBe('0x' + parseEther('1.5').toString(16))
    expect(await handleRpc(account, chain, 'eth_chainId', [])).toBe('0x539')
  })
})
