import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getFreePort } from '../../../testing/port.ts'
import { startApiServer } from '../index.ts'
import { startTestApi, type TestApi } from '../test-support.ts'

let t: TestApi
beforeAll(async () => (t = await startTestApi({ chainIds: [1337, 8453] })))
afterAll(() => t.stop())

const call = (method: string, params: unknown[] = [], id: number | string = 1) => ({ jsonrpc: '2.0', id, method, params })

describe('JSON-RPC proxy POST /v1?chainId=…', () => {
  it('forwards one call to the chain the CAIP-2 id names', async () => {
    const a = await t.post('/v1', call('eth_chainId', [], '1'), { chainId: 'eip155:1337' })
    expect(await a.json()).toEqual({ jsonrpc: '2.0', id: '1', result: '0x539' })
    const b = await t.post('/v1/', call('eth_chainId'), { chainId: 'eip155:8453' })
    expect((await b.json()).result).toBe('0x2105')
  })

  it('forwards a batch and answers every call', async () => {
    const response = await t.post('/v1', [call('eth_chainId', [], 1), call('eth_blockNumber', [], 2), call('eth_getBalance', ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'latest'], 3)], { chainId: 'eip155:1337' })
    const answers = await response.json()
    expect(answers.map((a: { id: number }) => a.id).sort()).toEqual([1, 2, 3])
    expect(answers.find((a: { id: number }) => a.id === 3).result).toBe('0x21e19e0c9bab2400000')
  })

  it("passes the node's JSON-RPC errors through", async () => {
    const answer = await (await t.post('/v1', call('no_such_method'), { chainId: 'eip155:1337' })).json()
    expect(answer.error.code).toBe(-32601)
  })

  it('answers 400 for a chain the sandbox does not serve, 426 for GET, 403 without a project', async () => {
    const response = await t.post('/v1', call('eth_chainId'), { chainId: 'eip155:1' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ status: 'FAILED', reasons: [{ field: 'chainId', description: "We don't support the chainId you provided: eip155:1" }] })
    expect((await t.get('/v1', { chainId: 'eip155:1337' })).status).toBe(426)
    expect((await t.post('/v1', call('eth_chainId'), { chainId: 'eip155:1337', projectId: null })).status).toBe(403)
  })

  it('answers 503 when the node is down', async () => {
    const api = await startApiServer({ chains: [{ chainId: 1337, rpcUrl: `http://127.0.0.1:${await getFreePort()}` }] })
    try {
      const response = await fetch(`${api.url}/v1?chainId=eip155:1337&projectId=test-project`, { method: 'POST', body: JSON.stringify(call('eth_chainId')) })
      expect(response.status).toBe(503)
      expect((await response.json()).reasons[0].field).toBe('transport')
    } finally {
      await api.stop()
    }
  })
})
