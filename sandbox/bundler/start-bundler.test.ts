import { connect } from 'node:net'
import { networkInterfaces } from 'node:os'
import { createPublicClient, defineChain, http, parseEther, parseAbi } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilInstance } from '../../testing/anvil.ts'
import { toSandboxSmartAccount } from '../frame/smart-account.ts'
import { startApiServer } from '../server/index.ts'
import { withQuery } from '../server/test-support.ts'
import { prepareSandboxSmartAccounts } from '../smart-accounts/index.ts'
import { startBundler, type SandboxBundler } from './start-bundler.ts'

let anvil: AnvilInstance
let bundler: SandboxBundler
const chain = defineChain({ id: 1337, name: 'Sandbox Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } })
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1337 })
  await prepareSandboxSmartAccounts([anvil.rpcUrl])
  bundler = await startBundler({ rpcUrl: anvil.rpcUrl, label: 'Sandbox Ethereum' })
}, 120_000)
afterAll(async () => {
  await bundler?.stop()
  await anvil?.stop()
})

const client = () => createPublicClient({ chain, transport: http(anvil.rpcUrl) })
const bundlerClient = (account: Awaited<ReturnType<typeof toSandboxSmartAccount>>) =>
  createBundlerClient({ account, client: client(), transport: http(bundler.url), pollingInterval: 100 })
const erc1271 = parseAbi(['function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)'])

describe('sandbox bundler (alto behind a loopback proxy)', () => {
  it('serves EntryPoint 0.8 on 127.0.0.1 only: alto and its proxy take no other interface', async () => {
    const answer = await fetch(bundler.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }) })
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    expect(((await answer.json()) as { result: string[] }).result).toEqual(['0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'])
    const others = Object.values(networkInterfaces()).flat().filter((i) => i && i.family === 'IPv4' && !i.internal).map((i) => i!.address)
    for (const host of others) {
      for (const url of [bundler.url, bundler.altoUrl]) {
        const port = Number(new URL(url).port)
        const refused = await new Promise<boolean>((resolve) => {
          const socket = connect({ host, port }, () => (socket.destroy(), resolve(false)))
          socket.once('error', () => resolve(true))
        })
        expect(refused, `${host}:${port}`).toBe(true)
      }
    }
  })

  it("sends a user's first operation (deploying the account) and then a batch of two calls as one operation", async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toSandboxSmartAccount({ client: client(), owner })
    await client().request({ method: 'anvil_setBalance' as never, params: [account.address, `0x${parseEther('1').toString(16)}`] as never })
    const [alice, bob] = [privateKeyToAccount(generatePrivateKey()).address, privateKeyToAccount(generatePrivateKey()).address]
    expect(await account.isDeployed()).toBe(false)

    // ERC-6492 before deployment: viem's verifier runs the factory call in its simulation
    const early = await account.signMessage({ message: 'hello' })
    expect(early.endsWith('6492649264926492649264926492649264926492649264926492649264926492')).toBe(true)
    expect(await client().verifyMessage({ address: account.address, message: 'hello', signature: early })).toBe(true)

    const first = await bundlerClient(account).sendUserOperation({ calls: [{ to: alice, value: parseEther('0.01') }] })
    const receipt = await bundlerClient(account).waitForUserOperationReceipt({ hash: first, timeout: 30_000 })
    expect(receipt.success).toBe(true)
    expect(await client().getBalance({ address: alice })).toBe(parseEther('0.01'))
    expect(await client().getCode({ address: account.address })).toMatch(/^0x[0-9a-f]+$/)

    // the API's /v1/bundler answers from this bundler: the same receipt, read through the API
    const api = await startApiServer({ chains: [{ chainId: 1337, rpcUrl: anvil.rpcUrl, bundlerUrl: bundler.url }] })
    try {
      const through = await fetch(withQuery(api.url, '/v1/bundler', { chainId: 'eip155:1337', bundler: 'pimlico' }), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify([
          { jsonrpc: '2.0', id: 1, method: 'eth_getUserOperationReceipt', params: [first] },
          { jsonrpc: '2.0', id: 2, method: 'eth_supportedEntryPoints', params: [] },
        ]),
      })
      const answers: unknown = await through.json()
      expect(Array.isArray(answers), JSON.stringify(answers)).toBe(true)
      const [viaApi, entryPoints] = answers as [{ result: { userOpHash: string; success: boolean; receipt: { transactionHash: string } } }, { result: string[] }]
      expect(viaApi.result).toMatchObject({ userOpHash: first, success: true, receipt: { transactionHash: receipt.receipt.transactionHash } })
      expect(entryPoints.result).toEqual(['0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'])
    } finally {
      await api.stop()
    }

    const batch = await bundlerClient(account).sendUserOperation({ calls: [{ to: alice, value: parseEther('0.02') }, { to: bob, value: parseEther('0.03') }] })
    const second = await bundlerClient(account).waitForUserOperationReceipt({ hash: batch, timeout: 30_000 })
    expect(second.success).toBe(true)
    expect([await client().getBalance({ address: alice }), await client().getBalance({ address: bob })]).toEqual([parseEther('0.03'), parseEther('0.03')])

    // ERC-1271 once deployed: the owner's signature, no wrapper
    const late = await account.signMessage({ message: 'hello' })
    expect(late).toHaveLength(132)
    expect(await client().verifyMessage({ address: account.address, message: 'hello', signature: late })).toBe(true)
    const { hashMessage } = await import('viem')
    expect(await client().readContract({ address: account.address, abi: erc1271, functionName: 'isValidSignature', args: [hashMessage('hello'), late] })).toBe('0x1626ba7e')
  }, 90_000)

  it('drops every request while down (the admin switch), and serves again when up', async () => {
    const call = () => fetch(bundler.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }) })
    expect(await (await fetch(bundler.adminUrl, { method: 'POST', body: JSON.stringify({ down: true }) })).json()).toEqual({ down: true })
    await expect(call()).rejects.toThrow()
    expect(await (await fetch(bundler.adminUrl, { method: 'POST', body: JSON.stringify({ down: false }) })).json()).toEqual({ down: false })
    expect(((await (await call()).json()) as { result: string }).result).toBe('0x539')
  })
})
