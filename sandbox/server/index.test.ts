import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isPortFree, PortInUseError } from '../../testing/port.ts'
import { startApiServer } from './index.ts'
import { startTestApi, type TestApi } from './test-support.ts'

let t: TestApi
beforeAll(async () => (t = await startTestApi()))
afterAll(() => t.stop())

describe('startApiServer', () => {
  it('listens on 127.0.0.1 with a free port and a separate loopback admin port', () => {
    expect(t.api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(t.api.adminUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(t.api.adminUrl).not.toBe(t.api.url)
  })

  it('answers 403 with a JSON body naming the problem for a missing or unknown projectId', async () => {
    const unknown = await t.get('/getWallets', { projectId: 'who-knows' })
    expect(unknown.status).toBe(403)
    expect(unknown.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await unknown.json()).toEqual({
      status: 'FAILED',
      reasons: [{ field: 'projectId', description: 'Unknown projectId "who-knows": this sandbox API knows portico-sandbox, test-project (StartApiServerOptions.projects)' }],
    })
    const missing = await t.get('/v1/supported-chains', { projectId: null })
    expect(missing.status).toBe(403)
    expect((await missing.json()).reasons[0].description).toMatch(/^Missing projectId/)
    expect((await t.get('/getWallets', { projectId: 'portico-sandbox' })).status).toBe(200)
  })

  it('answers CORS preflights for allowed origins and refuses others', async () => {
    const preflight = await fetch(`${t.api.url}/v1/fungible/price`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type')
    const refused = await fetch(`${t.api.url}/getWallets`, { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' } })
    expect(refused.status).toBe(403)
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('sends CORS headers on answers and on errors, so the page can read both', async () => {
    const headers = { origin: 'http://localhost:5173' }
    const ok = await t.get('/getAnalyticsConfig', {}, { headers })
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    const denied = await t.get('/getAnalyticsConfig', { projectId: 'nope' }, { headers })
    expect(denied.status).toBe(403)
    expect(denied.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
  })

  it('answers 404 for unknown paths and 405 for a wrong method, in JSON', async () => {
    const missing = await t.get('/v2/nothing')
    expect(missing.status).toBe(404)
    expect((await missing.json()).reasons[0].field).toBe('path')
    expect((await t.post('/getWallets', {})).status).toBe(405)
  })

  it('rejects with a PortInUseError when the port is taken, and frees its ports on stop', async () => {
    const port = Number(new URL(t.api.url).port)
    await expect(startApiServer({ port, chains: [] })).rejects.toThrow(PortInUseError)
    const other = await startApiServer({ chains: [] })
    const ports = [other.url, other.adminUrl].map((url) => Number(new URL(url).port))
    await other.stop()
    expect(await Promise.all(ports.map(isPortFree))).toEqual([true, true])
  })
})
