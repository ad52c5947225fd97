// The RPC retry rules, against a real local HTTP server that fails on purpose: 3 retries
// with a 150 ms exponential base (150, 300, 600 ms), Retry-After honoured, retries on a dropped
// connection and on 403, 408, 413, 429, 500, 502, 503, 504; no retry on another 4xx. Every call
// settles: answered, or rejected once the retries are spent.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createBalanceClient, readNativeBalance } from './read-balance.ts'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
type Reply = { status: number; retryAfter?: string } | 'drop' | 'ok'

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** An RPC node answering each request with the next reply of `script` (then 'ok'); records when each came. */
async function node(script: Reply[]): Promise<{ url: string; times: number[] }> {
  const times: number[] = []
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      times.push(performance.now())
      const reply = script.shift() ?? 'ok'
      if (reply === 'drop') return void request.socket.destroy()
      const { id } = JSON.parse(body) as { id: number }
      if (reply === 'ok') {
        response.writeHead(200, { 'content-type': 'application/json' })
        return void response.end(JSON.stringify({ jsonrpc: '2.0', id, result: '0x2a' }))
      }
      response.writeHead(reply.status, { 'content-type': 'application/json', ...(reply.retryAfter ? { 'retry-after': reply.retryAfter } : {}) })
      response.end(JSON.stringify({ error: 'injected' }))
    })
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, times }
}

const gaps = (times: number[]) => times.slice(1).map((t, i) => t - times[i]!)

describe('the EVM RPC client (3 retries, 150 ms exponential base)', () => {
  it('retries a 503 three times, 150 / 300 / 600 ms apart, and answers with the fourth try', async () => {
    const { url, times } = await node([{ status: 503 }, { status: 503 }, { status: 503 }])
    expect(await readNativeBalance(createBalanceClient(url), ADDRESS)).toBe(42n)
    expect(times).toHaveLength(4)
    const [a, b, c] = gaps(times)
    expect(a).toBeGreaterThanOrEqual(140)
    expect(b).toBeGreaterThanOrEqual(290)
    expect(c).toBeGreaterThanOrEqual(590)
    // exponential, not fixed: each wait about twice the one before (loose upper bounds for a loaded machine)
    expect(a!).toBeLessThan(b!)
    expect(b!).toBeLessThan(c!)
  })

  it('gives up after the third retry: the call is rejected, not left pending', async () => {
    const { url, times } = await node([{ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }])
    await expect(readNativeBalance(createBalanceClient(url), ADDRESS)).rejects.toThrow(/HTTP request failed|Status: 500/)
    expect(times).toHaveLength(4)
  })

  it('honours Retry-After (seconds) on a 429 instead of the 150 ms base', async () => {
    const { url, times } = await node([{ status: 429, retryAfter: '1' }])
    expect(await readNativeBalance(createBalanceClient(url), ADDRESS)).toBe(42n)
    expect(times).toHaveLength(2)
    expect(gaps(times)[0]).toBeGreaterThanOrEqual(990)
  })

  it.each([403, 408, 413, 429, 500, 502, 503, 504])('retries HTTP %i', async (status) => {
    const { url, times } = await node([{ status }])
    expect(await readNativeBalance(createBalanceClient(url), ADDRESS)).toBe(42n)
    expect(times).toHaveLength(2)
  })

  it.each([400, 401, 404, 405, 410, 422])('does not retry HTTP %i: one request, rejected', async (status) => {
    const { url, times } = await node([{ status }, 'ok'])
    await expect(readNativeBalance(createBalanceClient(url), ADDRESS)).rejects.toThrow(`Status: ${status}`)
    expect(times).toHaveLength(1)
  })

  it('retries a dropped connection (a network error), then answers', async () => {
    const { url, times } = await node(['drop', 'drop'])
    expect(await readNativeBalance(createBalanceClient(url), ADDRESS)).toBe(42n)
    expect(times).toHaveLength(3)
  })

  it('a node that is down (connection refused) is tried four times in all, then the call is rejected', async () => {
    const { url } = await node([])
    await new Promise<void>((resolve) => server!.close(() => resolve()))
    server = undefined
    const started = performance.now()
    await expect(readNativeBalance(createBalanceClient(url), ADDRESS)).rejects.toThrow(/HTTP request failed/)
    // 150 + 300 + 600 ms of back-off between the four refused attempts
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_000)
  })
})
