import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { FaultStore, parseFaultSpec } from './faults.ts'
import { startTestApi, type TestApi } from './test-support.ts'

describe('FaultStore', () => {
  it('matches method and path patterns (* within a segment, ** across), newest first', () => {
    const store = new FaultStore()
    store.add({ route: '/v1/account/*/balance', status: 500 })
    store.add({ route: 'GET /getWallets', latencyMs: 10 })
    store.add({ route: '/v1/**', status: 503 })
    expect(store.take('GET', '/getWallets')?.latencyMs).toBe(10)
    expect(store.take('POST', '/getWallets')).toBeUndefined()
    expect(store.take('GET', '/v1/account/0xabc/balance')?.status).toBe(503)
    expect(store.take('GET', '/v2/account/0xabc/balance')).toBeUndefined()
    store.clear()
    store.add({ route: '/v1/account/*/balance', status: 500 })
    expect(store.take('GET', '/v1/account/0xabc/balance')?.status).toBe(500)
    expect(store.take('GET', '/v1/account/0xabc/x/balance')).toBeUndefined()
  })

  it('removes a fault once its times are used up', () => {
    const store = new FaultStore()
    store.add({ route: '/e', status: 429, times: 2 })
    expect(store.take('POST', '/e')).toBeDefined()
    expect(store.take('POST', '/e')).toBeDefined()
    expect(store.take('POST', '/e')).toBeUndefined()
  })

  it('validates specs, naming the field', () => {
    expect(() => parseFaultSpec({ route: 'getWallets', status: 500 })).toThrow(/route/)
    expect(() => parseFaultSpec({ route: '/x', status: 404 })).toThrow(/403, 408, 429 or a 5xx/)
    expect(() => parseFaultSpec({ route: '/x', drop: true, status: 500 })).toThrow(/either drops/)
    expect(() => parseFaultSpec({ route: '/x' })).toThrow(/latencyMs, status or drop/)
    expect(() => parseFaultSpec({ route: '/x', retryAfter: 3 })).toThrow(/needs a status/)
    expect(parseFaultSpec({ route: ' GET /x ', status: 429, retryAfter: 2, times: 1 })).toEqual({ route: 'GET /x', status: 429, retryAfter: 2, times: 1 })
  })
})

describe('fault injection through the admin API', () => {
  let t: TestApi
  beforeAll(async () => (t = await startTestApi()))
  afterAll(() => t.stop())
  beforeEach(async () => void (await t.admin('DELETE', '/__admin/faults')))

  it('delays a route by latencyMs', async () => {
    expect((await t.admin('POST', '/__admin/faults', { route: 'GET /getAnalyticsConfig', latencyMs: 1000 })).status).toBe(201)
    const started = Date.now()
    const response = await t.get('/getAnalyticsConfig')
    expect(response.status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(990)
    // another route is not delayed (well under the 1000 ms, with room for a loaded machine)
    const other = Date.now()
    await t.get('/v1/supported-chains')
    expect(Date.now() - other).toBeLessThan(900)
  })

  it('answers a status with a JSON error body and Retry-After, for `times` requests', async () => {
    await t.admin('POST', '/__admin/faults', { route: '/getWallets', status: 429, retryAfter: 3, times: 1 })
    const limited = await t.get('/getWallets', {}, { headers: { origin: 'http://127.0.0.1:5173' } })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('3')
    expect(limited.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    expect(await limited.json()).toEqual({ status: 'FAILED', reasons: [{ field: 'fault', description: 'Injected fault: HTTP 429 for GET /getWallets' }] })
    expect((await t.get('/getWallets')).status).toBe(200)

    for (const status of [403, 408, 500, 503]) {
      await t.admin('POST', '/__admin/faults', { route: '/v1/supported-chains', status, times: 1 })
      expect((await t.get('/v1/supported-chains')).status).toBe(status)
    }
  })

  it('drops the connection', async () => {
    await t.admin('POST', '/__admin/faults', { route: 'POST /e', drop: true })
    await expect(t.post('/e', {})).rejects.toThrow(/fetch failed/)
    const { faults } = await (await t.admin('GET', '/__admin/faults')).json()
    expect(faults).toEqual([expect.objectContaining({ route: 'POST /e', drop: true, hits: 1 })])
  })

  it('clears all faults or one by id', async () => {
    const { fault } = await (await t.admin('POST', '/__admin/faults', { route: '/getWallets', status: 500 })).json()
    await t.admin('POST', '/__admin/faults', { route: '/v1/supported-chains', status: 500 })
    expect((await t.admin('DELETE', `/__admin/faults/${fault.id}`)).status).toBe(200)
    expect((await t.get('/getWallets')).status).toBe(200)
    expect((await t.get('/v1/supported-chains')).status).toBe(500)
    expect(await (await t.admin('DELETE', '/__admin/faults')).json()).toEqual({ cleared: 1 })
    expect((await t.get('/v1/supported-chains')).status).toBe(200)
    expect((await t.admin('DELETE', `/__admin/faults/${fault.id}`)).status).toBe(404)
  })

  it('rejects an invalid fault with a 400 naming the field', async () => {
    const response = await t.admin('POST', '/__admin/faults', { route: '/getWallets', status: 404 })
    expect(response.status).toBe(400)
    expect((await response.json()).reasons[0].field).toBe('status')
  })
})
