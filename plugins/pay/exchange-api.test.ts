import { describe, expect, it, vi } from 'vitest'
import { createExchangeApi } from './exchange-api.ts'

function fakeFetch(answer: (body: any) => { status?: number; json: unknown } | Error) {
  const calls: { url: string; body: any }[] = []
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body))
    calls.push({ url, body })
    const reply = answer(body)
    if (reply instanceof Error) throw reply
    return new Response(JSON.stringify(reply.json), { status: reply.status ?? 200 })
  })
  return { fetch, calls }
}

const api = (fetch: ReturnType<typeof fakeFetch>['fetch']) => createExchangeApi({ baseUrl: 'http://api.test/', projectId: 'p1', sdkType: 'appkit', sdkVersion: 'portico-0.1.0', fetch })

describe('the exchanges API', () => {
  it('posts JSON-RPC 2.0 to /v1/json-rpc with the project id in the query and st, sv, projectId in params', async () => {
    const { fetch, calls } = fakeFetch(() => ({ json: { jsonrpc: '2.0', id: 1, result: { exchanges: [{ id: 'x', name: 'X', imageUrl: 'http://x/logo.svg' }, { bogus: true }], total: 1 } } }))
    expect(await api(fetch).getExchanges({ page: 0, asset: 'eip155:1/slip44:60', amount: '5' })).toEqual({ exchanges: [{ id: 'x', name: 'X', imageUrl: 'http://x/logo.svg' }], total: 1 })
    expect(calls[0].url).toBe('http://api.test/v1/json-rpc?projectId=p1')
    expect(calls[0].body).toEqual({
      jsonrpc: '2.0',
      id: 1,
      method: 'reown_getExchanges',
      params: { page: 0, asset: 'eip155:1/slip44:60', amount: '5', st: 'appkit', sv: 'portico-0.1.0', projectId: 'p1' },
    })
  })

  it('gives the pay URL and session, and a session status (with its transaction or reason)', async () => {
    const { fetch, calls } = fakeFetch((body) =>
      body.method === 'reown_getExchangePayUrl'
        ? { json: { jsonrpc: '2.0', id: body.id, result: { url: 'http://exchange.test/pay/s1', sessionId: 's1' } } }
        : { json: { jsonrpc: '2.0', id: body.id, result: { status: body.params.sessionId === 's1' ? 'SUCCESS' : 'FAILED', txHash: body.params.sessionId === 's1' ? '0xabc' : '', reason: 'no' } } },
    )
    const exchanges = api(fetch)
    expect(await exchanges.getPayUrl({ exchangeId: 'x', asset: 'a', amount: '5', recipient: 'eip155:1:0x1' })).toEqual({ url: 'http://exchange.test/pay/s1', sessionId: 's1' })
    expect(calls[0].body.params).toMatchObject({ exchangeId: 'x', asset: 'a', amount: '5', recipient: 'eip155:1:0x1' })
    expect(await exchanges.getBuyStatus({ exchangeId: 'x', sessionId: 's1' })).toEqual({ status: 'SUCCESS', txHash: '0xabc', reason: 'no' })
    expect(await exchanges.getBuyStatus({ exchangeId: 'x', sessionId: 's2' })).toEqual({ status: 'FAILED', reason: 'no' })
  })

  it('reads an unknown status as UNKNOWN', async () => {
    const { fetch } = fakeFetch(() => ({ json: { jsonrpc: '2.0', id: 1, result: { status: 'WHATEVER' } } }))
    expect(await api(fetch).getBuyStatus({ exchangeId: 'x', sessionId: 's' })).toEqual({ status: 'UNKNOWN' })
  })

  it.each([
    ['a JSON-RPC error', () => ({ json: { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Unknown exchangeId "y"' } } }), 'Unknown exchangeId "y"'],
    ['an HTTP error', () => ({ status: 503, json: {} }), 'HTTP status code: 503'],
    ['a network failure', () => new TypeError('Failed to fetch'), 'Failed to fetch'],
    ['no result', () => ({ json: { jsonrpc: '2.0', id: 1 } }), 'reown_getExchangePayUrl answered no result'],
    ['a result without a URL', () => ({ json: { jsonrpc: '2.0', id: 1, result: { url: 'javascript:alert(1)', sessionId: 's' } } }), 'reown_getExchangePayUrl answered no url and sessionId'],
  ])('turns %s into PayError EXCHANGE_UNAVAILABLE with the reason', async (_, answer, details) => {
    const { fetch } = fakeFetch(answer as never)
    await expect(api(fetch).getPayUrl({ exchangeId: 'y', asset: 'a', amount: '1', recipient: 'r' })).rejects.toMatchObject({
      name: 'PayError',
      code: 'EXCHANGE_UNAVAILABLE',
      message: 'The exchange is unavailable',
      details,
    })
  })
})
