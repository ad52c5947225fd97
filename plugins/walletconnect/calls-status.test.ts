// wallet_getCallsStatus over WalletConnect (UniversalProvider's order): the bundler the session names
// (through the `bundlerUrls` option, else the Blockchain API's route), the wallet's own bundler_url,
// the wallet when it approved the method, else the refusal. The session is a double (what the
// wallet settled, the requests it got); a local HTTP server plays the bundlers and records where
// each receipt was asked. The receipt of a real bundler (alto): kernel/api/bundler.test.ts.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { resolveOptions } from 'portico'
import { chainA } from '../../kernel/test-support/networks.ts'
import { CALL_STATUS_NOT_APPROVED, createCallsStatus } from './calls-status.ts'
import type { WalletConnectSession } from './session.ts'

const OP = `0x${'cd'.repeat(32)}`
const RECEIPT = { userOpHash: OP, success: true, receipt: { transactionHash: `0x${'01'.repeat(32)}`, blockHash: `0x${'02'.repeat(32)}`, blockNumber: '0x5', gasUsed: '0x100', logs: [] } }

let server: Server
let base: string
/** Each receipt request: path with query, and the JSON-RPC body. */
const asked: { url: string; body: { method: string; params: unknown[] } }[] = []
beforeAll(async () => {
  server = createServer((req, res) => {
    let text = ''
    req.on('data', (chunk) => (text += chunk))
    req.on('end', () => {
      asked.push({ url: req.url!, body: JSON.parse(text) })
      if (req.url!.startsWith('/down')) {
        res.writeHead(502).end()
        return
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: req.url!.startsWith('/pending') ? null : RECEIPT }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** What the wallet settled, and the requests it got (each answered { fromWallet: true }). */
function session(settled: { properties: Record<string, string>; methods: string[] } | null) {
  const requests: unknown[] = []
  const request = (async (asked: unknown) => {
    requests.push(asked)
    return { fromWallet: true }
  }) as WalletConnectSession['request']
  return { settled: () => settled, request, requests }
}
const options = (bundlerUrls?: Record<string, string>) => resolveOptions({ networks: [chainA], projectId: 'p1', endpoints: { blockchainApi: `${base}/api` }, ...(bundlerUrls ? { bundlerUrls } : {}) })

describe('wallet_getCallsStatus over WalletConnect', () => {
  it("a session naming a bundler: the receipt from the Blockchain API's route for the chain, as EIP-5792 status; the wallet is not asked", async () => {
    asked.length = 0
    const s = session({ properties: { bundler_name: 'pimlico' }, methods: ['wallet_getCallsStatus'] })
    const status = await createCallsStatus({ session: s, bundler: options() })([OP], 8453)
    expect(status).toMatchObject({ id: OP, chainId: '0x2105', atomic: true, status: 200, receipts: [{ status: '0x1', transactionHash: RECEIPT.receipt.transactionHash }] })
    expect(asked).toEqual([{ url: '/api/v1/bundler?projectId=p1&chainId=eip155%3A8453&bundler=pimlico', body: { jsonrpc: '2.0', id: 1, method: 'eth_getUserOperationReceipt', params: [OP] } }])
    expect(s.requests).toEqual([])
  })

  it("the bundlerUrls option replaces the route for its chain; a receipt not there yet is pending (100)", async () => {
    asked.length = 0
    const s = session({ properties: { bundler_name: 'pimlico' }, methods: [] })
    expect(await createCallsStatus({ session: s, bundler: options({ 8453: `${base}/pending/base` }) })([OP], 8453)).toMatchObject({ status: 100, receipts: [] })
    expect(asked.map((a) => a.url)).toEqual(['/pending/base'])
  })

  it("the wallet's own bundler_url when it names no bundler (or the named one fails, logged)", async () => {
    asked.length = 0
    const logger = { warn: vi.fn() }
    const s = session({ properties: { bundler_name: 'pimlico', bundler_url: `${base}/own` }, methods: [] })
    expect(await createCallsStatus({ session: s, bundler: options({ 8453: `${base}/down` }), logger })([OP], 8453)).toMatchObject({ status: 200 })
    expect(asked.map((a) => a.url)).toEqual(['/down', '/own'])
    expect(logger.warn).toHaveBeenCalledWith(`Failed to fetch call status from the bundler at ${base}`, expect.objectContaining({ message: 'Failed to fetch user operation receipt - 502' }))
    // no bundler option: a bundler_name cannot be followed, the wallet's own URL still is
    asked.length = 0
    expect(await createCallsStatus({ session: session({ properties: { bundler_name: 'pimlico', bundler_url: `${base}/own` }, methods: [] }) })([OP], 1)).toMatchObject({ status: 200, chainId: '0x1' })
    expect(asked.map((a) => a.url)).toEqual(['/own'])
  })

  it('no bundler named: the wallet answers when it approved the method; a restored session not yet checked is asked too', async () => {
    const s = session({ properties: {}, methods: ['wallet_getCallsStatus'] })
    expect(await createCallsStatus({ session: s, bundler: options() })([OP], 1)).toEqual({ fromWallet: true })
    expect(s.requests).toEqual([{ method: 'wallet_getCallsStatus', params: [OP] }])
    const restoring = session(null)
    expect(await createCallsStatus({ session: restoring, bundler: options() })([OP], 1)).toEqual({ fromWallet: true })
  })

  it("refuses with the words when no bundler answered and the wallet did not approve the method", async () => {
    const s = session({ properties: { bundler_url: `${base}/down` }, methods: ['personal_sign'] })
    await expect(createCallsStatus({ session: s, logger: { warn: () => {} } })([OP], 1)).rejects.toMatchObject({ message: CALL_STATUS_NOT_APPROVED, code: 4100 })
    expect(CALL_STATUS_NOT_APPROVED).toBe('Fetching call status not approved by the wallet.')
    expect(s.requests).toEqual([])
  })
})
