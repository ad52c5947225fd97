// The JSON-RPC client against a real local anvil node and a local server's refusals.
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilInstance } from '../../testing/anvil.ts'
import { createJsonRpcClient, JsonRpcError } from './json-rpc-client.ts'

let anvil: AnvilInstance
let server: Server
let url: string
let answer: (res: ServerResponse) => void = () => {}
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1337 })
  server = createServer((_req, res) => answer(res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
}, 60_000)
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await anvil?.stop()
})

const failureOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => (error instanceof JsonRpcError ? error.failure : error))

describe('createJsonRpcClient', () => {
  it("answers a node's result, ids counting from 1", async () => {
    const client = createJsonRpcClient({ timeoutMs: 5_000 })
    expect(await client.request(anvil.rpcUrl, 'eth_chainId', [])).toBe('0x539')
    expect(await failureOf(client.request(anvil.rpcUrl, 'no_such_method', []))).toMatchObject({ kind: 'answer', code: -32601 })
  })

  it('says which kind of failure it was', async () => {
    const client = createJsonRpcClient({ timeoutMs: 500 })
    answer = (res) => res.writeHead(503).end('{}')
    expect(await failureOf(client.request(url, 'm', []))).toEqual({ kind: 'http', status: 503, message: '503' })
    answer = (res) => res.end('<html>')
    expect(await failureOf(client.request(url, 'm', []))).toEqual({ kind: 'invalid', message: 'the answer is not JSON-RPC' })
    answer = () => {}
    expect(await failureOf(client.request(url, 'm', []))).toEqual({ kind: 'unreachable', message: 'no answer within 500 ms' })
    expect(await failureOf(client.request('http://127.0.0.1:9/', 'm', []))).toMatchObject({ kind: 'unreachable' })
  })
})
