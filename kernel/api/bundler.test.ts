// The bundler request: which URL (the `bundlerUrls` option per chain, else the Blockchain API
// route), the receipt read from a real ERC-4337 bundler (alto on anvil, a real user operation of the
// sandbox smart account) and its EIP-5792 status, and each refusal named. A local HTTP server stands
// in for a bundler that answers badly.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseEther, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBundler, type SandboxBundler } from '../../sandbox/bundler/start-bundler.ts'
import { deriveUserKeys } from '../../sandbox/frame/keys.ts'
import { smartAccountOf } from '../../sandbox/frame/smart-account-signer.ts'
import { forwardRpc, fundOnAnvil, type FrameChain } from '../../sandbox/frame/wallet.ts'
import { prepareSandboxSmartAccounts } from '../../sandbox/smart-accounts/index.ts'
import { startAnvil, type AnvilInstance } from '../../testing/anvil.ts'
import { resolveOptions } from '../config/resolve-options.ts'
import { chainA } from '../test-support/networks.ts'
import { bundlerUrl, getUserOperationReceipt, userOperationCallsStatus } from './bundler.ts'

const fetchFn = globalThis.fetch.bind(globalThis)

describe('bundlerUrl', () => {
  it("defaults to the Blockchain API's route with projectId, the CAIP-2 chain id and the bundler name", () => {
    const options = resolveOptions({ networks: [chainA], projectId: 'p1', endpoints: { blockchainApi: 'http://127.0.0.1:4000/' } })
    expect(bundlerUrl(options, 8453)).toBe('http://127.0.0.1:4000/v1/bundler?projectId=p1&chainId=eip155%3A8453&bundler=pimlico')
    expect(bundlerUrl(options, 'eip155:1', 'other')).toBe('http://127.0.0.1:4000/v1/bundler?projectId=p1&chainId=eip155%3A1&bundler=other')
    expect(bundlerUrl(resolveOptions({ networks: [chainA] }), 1)).toBe('https://rpc.walletconnect.org/v1/bundler?projectId=&chainId=eip155%3A1&bundler=pimlico')
  })

  it("uses the option's URL for a listed chain (keyed by number or CAIP-2), the route for the others", () => {
    const options = resolveOptions({ networks: [chainA], projectId: 'p1', bundlerUrls: { 8453: 'https://bundler.example/base', 'eip155:1': 'https://bundler.example/mainnet?key=k' } })
    expect(options.bundlerUrls).toEqual({ 'eip155:8453': 'https://bundler.example/base', 'eip155:1': 'https://bundler.example/mainnet?key=k' })
    expect(bundlerUrl(options, 8453)).toBe('https://bundler.example/base')
    expect(bundlerUrl(options, 'eip155:1')).toBe('https://bundler.example/mainnet?key=k')
    expect(bundlerUrl(options, 10)).toBe('https://rpc.walletconnect.org/v1/bundler?projectId=p1&chainId=eip155%3A10&bundler=pimlico')
    expect(() => bundlerUrl(options, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toThrow('Not an EVM chain id: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"')
  })

  it.each(['', 'eip155:', 'eip155:abc', 'eip155:1:0xabc', 'abc', '1.5', -1])('refuses %j as a chain id, in the URL and in the status', (chainId) => {
    const options = resolveOptions({ networks: [chainA], projectId: 'p1' })
    expect(() => bundlerUrl(options, chainId)).toThrow(`Not an EVM chain id: ${JSON.stringify(chainId)}`)
    expect(() => userOperationCallsStatus('0x01', chainId, null)).toThrow(`Not an EVM chain id: ${JSON.stringify(chainId)}`)
  })

  it.each([
    [[], 'Invalid option "bundlerUrls": expected an object of chain id → URL, got an array'],
    ['https://x', 'Invalid option "bundlerUrls": expected an object of chain id → URL, got "https://x"'],
    [{ base: 'https://x' }, 'Invalid option "bundlerUrls.base": expected an EVM chain id (8453 or \'eip155:8453\') as the key, got "base"'],
    [{ 'solana:1': 'https://x' }, 'Invalid option "bundlerUrls.solana:1": expected an EVM chain id'],
    [{ 8453: 'ftp://x' }, 'Invalid option "bundlerUrls.8453": expected an http(s) URL, got "ftp://x"'],
    [{ 8453: 'https://a', 'eip155:8453': 'https://b' }, 'Invalid option "bundlerUrls.eip155:8453": expected one URL per chain (eip155:8453 is listed twice)'],
  ])('refuses bundlerUrls %j', (bundlerUrls, message) => {
    expect(() => resolveOptions({ networks: [chainA], bundlerUrls: bundlerUrls as never })).toThrow(message)
  })
})

describe('getUserOperationReceipt against a real bundler (alto on anvil)', () => {
  let anvil: AnvilInstance
  let bundler: SandboxBundler
  let chain: FrameChain
  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 1337 })
    await prepareSandboxSmartAccounts([anvil.rpcUrl])
    bundler = await startBundler({ rpcUrl: anvil.rpcUrl, label: 'Sandbox Ethereum' })
    chain = { id: 1337, name: 'Sandbox Ethereum', rpcUrl: anvil.rpcUrl, bundlerUrl: bundler.url }
  }, 120_000)
  afterAll(async () => {
    await bundler?.stop()
    await anvil?.stop()
  })

  it('is null for an operation the bundler has no receipt of, then the mined receipt of a real one, read as EIP-5792 status', async () => {
    expect(await getUserOperationReceipt(bundler.url, `0x${'ab'.repeat(32)}`, fetchFn)).toBeNull()
    expect(userOperationCallsStatus(`0x${'ab'.repeat(32)}`, 1337, null)).toEqual({ version: '2.0.0', id: `0x${'ab'.repeat(32)}`, chainId: '0x539', atomic: true, status: 100, receipts: [] })

    const keys = deriveUserKeys('secret', `bundler-${Date.now()}@example.com`)
    const read = (method: string, params: unknown) => forwardRpc(chain, method, params)
    const send = async (method: string, params: unknown) => {
      const response = await fetchFn(bundler.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
      const body = (await response.json()) as { result?: unknown; error?: { message: string } }
      if (body.error) throw new Error(body.error.message)
      return body.result
    }
    const { account, bundlerClient } = await smartAccountOf(keys, chain, read, send)
    await fundOnAnvil(chain, account.address, parseEther('1'))
    const hash = await bundlerClient.sendUserOperation({ calls: [{ to: '0x000000000000000000000000000000000000bEEF', value: parseEther('0.01') }] })
    let receipt = await getUserOperationReceipt(bundler.url, hash, fetchFn)
    for (let i = 0; !receipt && i < 300; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      receipt = await getUserOperationReceipt(bundler.url, hash, fetchFn)
    }
    expect(receipt).toMatchObject({ success: true, receipt: { transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) } })
    const status = userOperationCallsStatus(hash, 'eip155:1337', receipt)
    expect(status).toMatchObject({ id: hash, chainId: '0x539', atomic: true, status: 200, receipts: [{ status: '0x1', transactionHash: receipt!.receipt.transactionHash as Hex }] })
    expect(userOperationCallsStatus(hash, 1337, { ...receipt!, success: false })).toMatchObject({ status: 500, receipts: [{ status: '0x0' }] })
  }, 120_000)
})

describe('getUserOperationReceipt refusals', () => {
  let server: Server
  let url: string
  let answer: (res: import('node:http').ServerResponse) => void = () => {}
  beforeAll(async () => {
    server = createServer((_req, res) => answer(res))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rpc`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  const json = (status: number, body: unknown) => (res: import('node:http').ServerResponse) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }

  it.each([
    ['an HTTP error', json(503, {}), 'Failed to fetch user operation receipt - 503'],
    ['a JSON-RPC error', json(200, { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'method not found' } }), 'Failed to fetch user operation receipt - method not found'],
    ['a malformed receipt', json(200, { jsonrpc: '2.0', id: 1, result: { success: 'yes' } }), 'Failed to fetch user operation receipt - the receipt is malformed'],
    ['no JSON', (res: import('node:http').ServerResponse) => res.end('<html>'), 'Failed to fetch user operation receipt - the answer is not JSON-RPC'],
  ])('says what failed on %s', async (_name, respond, message) => {
    answer = respond
    await expect(getUserOperationReceipt(url, `0x${'ab'.repeat(32)}`, fetchFn)).rejects.toThrow(message)
  })

  it('an unreachable bundler', async () => {
    await expect(getUserOperationReceipt('http://127.0.0.1:9/rpc', `0x${'ab'.repeat(32)}`, fetchFn)).rejects.toThrow('Failed to fetch user operation receipt - fetch failed')
  })
})
