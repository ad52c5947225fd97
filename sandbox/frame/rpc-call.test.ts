import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callRpc, RpcError } from './rpc-call.ts'

// a node that answers eth_chainId and refuses anything else as a JSON-RPC error, echoing the params it got
let server: Server
let url: string
const received: unknown[] = []
beforeAll(async () => {
  server = createServer(async (request, response) => {
    let text = ''
    for await (const chunk of request) text += String(chunk)
    const call = JSON.parse(text) as { jsonrpc: string; id: number; method: string; params: unknown }
    received.push(call)
    const body = call.method === 'eth_chainId' ? { jsonrpc: '2.0', id: call.id, result: '0x539' } : { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: `Method ${call.method} not found` } }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('callRpc', () => {
  it('posts a JSON-RPC 2.0 call (no params: []) and gives its result', async () => {
    expect(await callRpc(url, 'eth_chainId', undefined)).toBe('0x539')
    expect(received.at(-1)).toEqual({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] })
  })

  it("gives the node's error as an RpcError with its code and message", async () => {
    const error = await callRpc(url, 'getBalance', ['addr']).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcError)
    expect(error).toMatchObject({ code: -32601, message: 'Method getBalance not found' })
    expect(received.at(-1)).toMatchObject({ params: ['addr'] })
  })
})
