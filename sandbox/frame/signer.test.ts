import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilInstance } from '../../testing/anvil.ts'
import { addressesOf, deriveUserKeys } from './keys.ts'
import { signEvm, type ReadRpc } from './signer.ts'
import { fundOnAnvil, forwardRpc, type FrameChain } from './wallet.ts'

let anvil: AnvilInstance
let chain: FrameChain
let read: ReadRpc
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1337 })
  chain = { id: 1337, name: 'Sandbox Ethereum', rpcUrl: anvil.rpcUrl }
  // What the frame page's read API does: the server forwards the call to the node.
  read = (method, params) => forwardRpc(chain, method, params)
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

describe('secure frame signer', () => {
  const alice = deriveUserKeys('secret', 'alice@example.com')
  const { address } = addressesOf(alice)

  it('derives distinct keys per user id and per secret', () => {
    expect(addressesOf(deriveUserKeys('secret', 'alice@example.com'))).toEqual(addressesOf(alice))
    expect(addressesOf(deriveUserKeys('secret', 'github:alice')).address).not.toBe(address)
    expect(addressesOf(deriveUserKeys('other', 'alice@example.com')).address).not.toBe(address)
    expect(addressesOf(alice).solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  })

  it('signs personal_sign and typed data that viem verifies against the account', async () => {
    const signature = (await signEvm(alice, chain, 'personal_sign', ['0x68656c6c6f', address], read)) as `0x${string}`
    expect(await verifyMessage({ address, message: 'hello', signature })).toBe(true)
    const text = (await signEvm(alice, chain, 'personal_sign', ['plain text', address], read)) as `0x${string}`
    expect(await verifyMessage({ address, message: 'plain text', signature: text })).toBe(true)

    const typed = (await signEvm(alice, chain, 'eth_signTypedData_v4', [address, JSON.stringify(typedData)], read)) as `0x${string}`
    const { EIP712Domain: _, ...types } = typedData.types
    expect(await verifyTypedData({ address, domain: typedData.domain, types, primaryType: 'Mail', message: typedData.message, signature: typed })).toBe(true)
    expect(await signEvm(alice, chain, 'eth_accounts', [], read)).toEqual([address])
  })

  it('refuses to sign for another address, and methods it does not sign', async () => {
    const other = privateKeyToAddress(deriveUserKeys('secret', 'bob@example.com').evmPrivateKey)
    await expect(signEvm(alice, chain, 'personal_sign', ['0x00', other], read)).rejects.toMatchObject({ code: 4100 })
    await expect(signEvm(alice, chain, 'eth_sign', [address, '0x00'], read)).rejects.toMatchObject({ code: 4200, message: 'The sandbox frame does not sign eth_sign' })
  })

  it('fills, signs and broadcasts a transaction through the read API only', async () => {
    const carol = deriveUserKeys('secret', 'carol@example.com')
    const from = addressesOf(carol).address
    await fundOnAnvil(chain, from, parseEther('10'))
    const to = addressesOf(deriveUserKeys('secret', 'dave@example.com')).address
    const seen: string[] = []
    const hash = (await signEvm(carol, chain, 'eth_sendTransaction', [{ from, to, value: '0x' + parseEther('1.5').toString(16) }], (method, params) => {
      seen.push(method)
      return read(method, params)
    })) as `0x${string}`
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await client.getBalance({ address: to })).toBe(parseEther('1.5'))
    // Nothing but reads and the raw broadcast left the page.
    expect(seen).toContain('eth_sendRawTransaction')
    expect(seen).not.toContain('eth_sendTransaction')
  })

  it('wallet_sendCalls sends each call in order; wallet_getCallsStatus reads their receipts from the id alone', async () => {
    const erin = deriveUserKeys('secret', 'erin@example.com')
    const from = addressesOf(erin).address
    await fundOnAnvil(chain, from, parseEther('10'))
    const [a, b] = ['x1', 'x2'].map((id) => addressesOf(deriveUserKeys('secret', id)).address)
    const calls = [
      { to: a, value: '0x' + parseEther('1').toString(16) },
      { to: b, value: '0x' + parseEther('2').toString(16) },
    ]
    const { id } = (await signEvm(erin, chain, 'wallet_sendCalls', [{ from, chainId: '0x539', calls }], read)) as { id: string }
    expect(id).toMatch(/^0x([0-9a-f]{64}){2}$/)
    const status = (await signEvm(erin, chain, 'wallet_getCallsStatus', [id], read)) as { status: number; receipts: { status: string }[] }
    expect(status).toMatchObject({ version: '2.0.0', id, chainId: '0x539', status: 200, atomic: false })
    expect(status.receipts.map((r) => r.status)).toEqual(['0x1', '0x1'])
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    expect(await client.getBalance({ address: b })).toBe(parseEther('2'))
    await expect(signEvm(erin, chain, 'wallet_getCallsStatus', ['nope'], read)).rejects.toMatchObject({ code: 5730 })
    // well-formed, but no transaction of this wallet (or anyone's): unknown, not pending forever
    await expect(signEvm(erin, chain, 'wallet_getCallsStatus', [`0x${'ab'.repeat(32)}`], read)).rejects.toMatchObject({ code: 5730, message: 'Unknown bundle id' })
    await expect(signEvm(erin, chain, 'wallet_sendCalls', [{ chainId: '0x1', calls }], read)).rejects.toMatchObject({ code: 4901 })
  })
})
