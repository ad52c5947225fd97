// The retry rules of the RPC transport, against a real local HTTP server that fails on purpose:
// 3 retries with a 150 ms exponential base (150, 300, 600 ms), Retry-After honoured, retries on a
// dropped connection and on 403, 408, 413, 429, 500, 502, 503, 504; no retry on another 4xx. Every
// call settles: answered, or rejected with RPC_UNAVAILABLE once the retries are spent.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createLogger } from '../logger/logger.ts'
import { defineNetwork } from '../network/network.ts'
import { createRpcService, type RpcService } from './rpc-service.ts'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
type Reply = { status: number; retryAfter?: string } | 'drop' | 'ok'

let server: Server | undefined
let rpc: RpcService | undefined
afterEach(async () => {
  rpc?.dispose()
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = undefined
})

/** An RPC node answering each eth_getBalance with the next reply of `script` (then 'ok'), and any other call at once; records when each eth_getBalance came. */
async function node(script: Reply[]): Promise<{ url: string; times: number[] }> {
  const times: number[] = []
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const parsed = JSON.parse(body) as { id: number; method: string } | { id: number; method: string }[]
      const calls = Array.isArray(parsed) ? parsed : [parsed]
      const answer = (result: string) => {
        const replies = calls.map(({ id }) => ({ jsonrpc: '2.0', id, result }))
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify(Array.isArray(parsed) ? replies : replies[0]))
      }
      if (!calls.some((c) => c.method === 'eth_getBalance')) return answer('0x1')
      times.push(performance.now())
      const reply = script.shift() ?? 'ok'
      if (reply === 'drop') return void request.socket.destroy()
      if (reply === 'ok') return answer('0x2a')
      response.writeHead(reply.status, { 'content-type': 'application/json', ...(reply.retryAfter ? { 'retry-after': reply.retryAfter } : {}) })
      response.end(JSON.stringify({ error: 'injected' }))
    })
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, times }
}

async function balance(url: string): Promise<bigint> {
  rpc = createRpcService({ options: { disableProviderPing: true, endpoints: { blockchainApi: 'http://127.0.0.1:9' } }, logger: createLogger({ level: 'silent' }) })
  const network = defineNetwork({ id: 31337, name: 'Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [url] } } })
  // the transport made and its code warm first, so the timings below are the retries' alone
  await rpc.request(network, 'eth_chainId')
  return BigInt(await rpc.request<string>(network, 'eth_getBalance', [ADDRESS, 'latest']))
}

const gaps = (times: number[]) => times.slice(1).map((t, i) => t - times[i]!)

describe('the RPC transport retries (3 retries, 150 ms exponential base)', () => {
  it('retries a 503 three times, 150 / 300 / 600 ms apart, and answers with the fourth try', async () => {
    const { url, times } = await node([{ status: 503 }, { status: 503 }, { status: 503 }])
    expect(await balance(url)).toBe(42n)
    expect(times).toHaveLength(4)
    const [a, b, c] = gaps(times)
    expect(a).toBeGreaterThanOrEqual(140)
    expect(b).toBeGreaterThanOrEqual(290)
    expect(c).toBeGreaterThanOrEqual(590)
    // exponential, not fixed: each wait about twice the one before (loose upper bounds for a loaded machine)
    expect(a!).toBeLessThan(b!)
    expect(b!).toBeLessThan(c!)
  })

  it('gives up after the third retry: the call is rejected with RPC_UNAVAILABLE, not left pending', async () => {
    const { url, times } = await node([{ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }])
    await expect(balance(url)).rejects.toMatchObject({ code: 'RPC_UNAVAILABLE', details: 'HTTP request failed.' })
    expect(times).toHaveLength(4)
  })

  it('honours Retry-After (seconds) on a 429 instead of the 150 ms base', async () => {
    const { url, times } = await node([{ status: 429, retryAfter: '1' }])
    expect(await balance(url)).toBe(42n)
    expect(times).toHaveLength(2)
    expect(gaps(times)[0]).toBeGreaterThanOrEqual(990)
  })

  it.each([403, 408, 413, 429, 500, 502, 503, 504])('retries HTTP %i', async (status) => {
    const { url, times } = await node([{ status }])
    expect(await balance(url)).toBe(42n)
    expect(times).toHaveLength(2)
  })

  it.each([400, 401, 404, 405, 410, 422])('does not retry HTTP %i: one request, rejected', async (status) => {
    const { url, times } = await node([{ status }, 'ok'])
    await expect(balance(url)).rejects.toMatchObject({ code: 'RPC_UNAVAILABLE' })
    expect(times).toHaveLength(1)
  })

  it('retries a dropped connection (a network error), then answers', async () => {
    const { url, times } = await node(['drop', 'drop'])
    expect(await balance(url)).toBe(42n)
    expect(times).toHaveLength(3)
  })

  it('a node that is down (connection refused) is tried four times in all, then the call is rejected', async () => {
    const { url } = await node([])
    await new Promise<void>((resolve) => server!.close(() => resolve()))
    server = undefined
    const started = performance.now()
    await expect(balance(url)).rejects.toMatchObject({ code: 'RPC_UNAVAILABLE' })
    // 150 + 300 + 600 ms of back-off between the four refused attempts
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_000)
  })
})
