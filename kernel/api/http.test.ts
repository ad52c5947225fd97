import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { PorticoError } from '../errors/portico-error.ts'
import { startTestApi, TEST_PROJECT_ID, type TestApi } from '../../testing/test-support/kernel-api-server.ts'
import { createHttpClient, HttpError } from './http.ts'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(() => api.stop())
afterEach(async () => {
  await api.reset()
  vi.restoreAllMocks()
})

const client = (over: Partial<Parameters<typeof createHttpClient>[0]> = {}) =>
  createHttpClient({
    baseUrl: `${api.url}/`,
    commonQuery: { projectId: TEST_PROJECT_ID, st: 'appkit', sv: 'html-portico-0.1.0' },
    fetch: api.fetch,
    ...over,
  })

describe('createHttpClient', () => {
  it('sends base URL + path + the common query + the given query; absent values are not sent, lists go as CSV', async () => {
    const body = await client().get<{ count: number }>('getWallets', {
      query: { page: 1, entries: 4, include: ['a', 'b'], exclude: [], search: '', chains: undefined, badge_type: null },
    })
    expect(body.count).toBeTypeOf('number')
    const [sent] = api.requests
    expect(sent!.method).toBe('GET')
    expect(`${sent!.url.origin}${sent!.url.pathname}`).toBe(`${api.url}/getWallets`)
    expect(Object.fromEntries(sent!.url.searchParams)).toEqual({
      projectId: TEST_PROJECT_ID,
      st: 'appkit',
      sv: 'html-portico-0.1.0',
      page: '1',
      entries: '4',
      include: 'a,b',
    })
  })

  it('leaves the common query off a POST unless asked, and sends the body as JSON', async () => {
    const answer = await client().post<{ fungibles: unknown[] }>('/v1/fungible/price', { projectId: TEST_PROJECT_ID, currency: 'usd', addresses: [] })
    expect(answer).toEqual({ fungibles: [] })
    const [sent] = api.requests
    expect(sent!.method).toBe('POST')
    expect([...sent!.url.searchParams]).toEqual([])
    expect(sent!.body).toEqual({ projectId: TEST_PROJECT_ID, currency: 'usd', addresses: [] })
    expect(client().url('/x', { a: 1 }, false)).toBe(`${api.url}/x?a=1`)
  })

  it("turns a non-2xx answer into HttpError 'HTTP status code: N' with the status, the Response and the server's reason", async () => {
    await api.fault({ route: 'GET /v1/supported-chains', status: 500, times: 1 })
    const error = await client().get('/v1/supported-chains').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toBeInstanceOf(PorticoError)
    expect(error).toMatchObject({ message: 'HTTP status code: 500', code: 'HTTP_ERROR', status: 500, details: 'Injected fault: HTTP 500 for GET /v1/supported-chains' })
    expect((error as HttpError).cause).toBeInstanceOf(Response)
    expect((error as HttpError).body).toMatchObject({ status: 'FAILED', reasons: [{ field: 'fault' }] })

    // the real server's own 403 for an unknown project
    const forbidden = await client({ commonQuery: { projectId: 'nobody' } }).get('/v1/supported-chains').catch((e: unknown) => e)
    expect(forbidden).toMatchObject({ message: 'HTTP status code: 403', status: 403 })
    expect((forbidden as HttpError).details).toContain('Unknown projectId "nobody"')
  })

  it('gives up after the timeout', async () => {
    await api.fault({ route: 'GET /v1/supported-chains', latencyMs: 1000 })
    const started = Date.now()
    const error = await client({ timeoutMs: 100 }).get('/v1/supported-chains').catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'HTTP_TIMEOUT', message: 'Request timed out after 100 ms' })
    expect(Date.now() - started).toBeLessThan(900)
  })

  it('reports a dropped connection as a network error, and a caller abort as Request was aborted', async () => {
    await api.fault({ route: 'GET /v1/supported-chains', drop: true })
    await expect(client().get('/v1/supported-chains')).rejects.toMatchObject({ code: 'NETWORK_ERROR' })

    await api.fault({ route: 'GET /v1/supported-chains', latencyMs: 1000 })
    const controller = new AbortController()
    const pending = client().get('/v1/supported-chains', { signal: controller.signal })
    setTimeout(() => controller.abort(), 20)
    await expect(pending).rejects.toMatchObject({ code: 'ABORTED', message: 'Request was aborted' })
  })

  it('uses the global fetch at call time by default', async () => {
    const spy = vi.spyOn(globalThis, 'fetch')
    const body = await createHttpClient({ baseUrl: api.url, commonQuery: { projectId: TEST_PROJECT_ID } }).get('/v1/supported-chains')
    expect(body).toEqual({ http: [], ws: [] })
    expect(spy).toHaveBeenCalledTimes(1)
  })
})
