// The route in front of a bundler, over HTTP: forwarding checked against a local recorder (the real
// bundler behind it is sandbox/bundler/start-bundler.test.ts's), refusals without one.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getFreePort } from '../../../testing/port.ts'
import { startAnvil, type AnvilInstance } from '../../../testing/anvil.ts'
import { startApiServer, type ApiServer } from '../index.ts'
import { startTestApi, withQuery, type TestApi } from '../test-support.ts'

const query = { chainId: 'eip155:1337', bundler: 'pimlico' }
const call = (method: string, params: unknown[] = [], id = 1) => ({ jsonrpc: '2.0', id, method, params })

describe('bundler POST /v1/bundler, forwarding to the chain\'s bundler', () => {
  let anvil: AnvilInstance
  let api: ApiServer
  let recorder: Server
  const received: string[] = []
  const post = (body: unknown, q: Record<string, string> = query) =>
    fetch(withQuery(api.url, '/v1/bundler', q), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  beforeAll(async () => {
    recorder = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        received.push(body)
        const calls = JSON.parse(body) as { id: number; method: string }[] | { id: number; method: string }
        const answer = (c: { id: number; method: string }) =>
          c.method === 'eth_sendUserOperation' ? { jsonrpc: '2.0', id: c.id, error: { code: -32602, message: "AA21 didn't pay prefund" } } : { jsonrpc: '2.0', id: c.id, result: `${c.method} answered` }
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify(Array.isArray(calls) ? calls.map(answer) : answer(calls)))
      })
    })
    await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve))
    anvil = await startAnvil({ chainId: 1337 })
    const closedPort = await getFreePort()
    api = await startApiServer({
      chains: [
        { chainId: 1337, rpcUrl: anvil.rpcUrl, bundlerUrl: `http://127.0.0.1:${(recorder.address() as AddressInfo).port}` },
        { chainId: 8453, rpcUrl: anvil.rpcUrl, bundlerUrl: `http://127.0.0.1:${closedPort}` },
      ],
    })
  })
  afterAll(async () => {
    await api?.stop()
    await anvil?.stop()
    await new Promise((resolve) => recorder?.close(resolve))
  })

  it('sends each call as it came (a batch call by call, as alto takes them) and answers what the bundler answers, errors included', async () => {
    const single = await post(call('eth_getUserOperationReceipt', [`0x${'ab'.repeat(32)}`]))
    expect(single.status).toBe(200)
    expect(await single.json()).toEqual({ jsonrpc: '2.0', id: 1, result: 'eth_getUserOperationReceipt answered' })
    expect(JSON.parse(received.at(-1)!)).toEqual(call('eth_getUserOperationReceipt', [`0x${'ab'.repeat(32)}`]))

    const batch = await (await post([call('eth_supportedEntryPoints', [], 1), call('eth_sendUserOperation', [{}], 2)])).json()
    expect(received.slice(-2).map((body) => JSON.parse(body).method).sort()).toEqual(['eth_sendUserOperation', 'eth_supportedEntryPoints'])
    expect(batch).toEqual([
      { jsonrpc: '2.0', id: 1, result: 'eth_supportedEntryPoints answered' },
      { jsonrpc: '2.0', id: 2, error: { code: -32602, message: "AA21 didn't pay prefund" } },
    ])
  })

  it('rejects another bundler name and an unknown chain with 400', async () => {
    const other = await post(call('eth_chainId'), { ...query, bundler: 'alchemy' })
    expect(other.status).toBe(400)
    expect((await other.json()).reasons[0].field).toBe('bundler_name')
    expect((await post(call('eth_chainId'), { ...query, chainId: 'eip155:5' })).status).toBe(400)
  })

  it('says with 502 which chain\'s bundler cannot be reached', async () => {
    const response = await post(call('eth_chainId'), { ...query, chainId: 'eip155:8453' })
    expect(response.status).toBe(502)
    expect(JSON.stringify(await response.json())).toContain('The bundler of chain 8453 cannot be reached')
  })
})

describe('bundler POST /v1/bundler, a chain without a bundler or with one out of reach', () => {
  let t: TestApi
  beforeAll(async () => (t = await startTestApi({ chainIds: [1337] })))
  afterAll(() => t.stop())

  it('answers every call with an error naming the chain, never a made-up result', async () => {
    const answers = await (await t.post('/v1/bundler', [call('eth_getUserOperationReceipt', ['0x01'], 1), call('eth_chainId', [], 2)], query)).json()
    expect(answers).toEqual([1, 2].map((id) => ({ jsonrpc: '2.0', id, error: { code: -32603, message: 'The sandbox has no bundler for chain 1337' } })))
  })
})
