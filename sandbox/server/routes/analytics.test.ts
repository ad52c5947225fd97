import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from '../test-support.ts'

let t: TestApi
beforeAll(async () => (t = await startTestApi({ server: { analyticsCap: 5 } })))
afterAll(() => t.stop())
beforeEach(async () => void (await t.admin('DELETE', '/__admin/analytics/events')))

const track = (event: string, extra: Record<string, unknown> = {}) => ({
  eventId: crypto.randomUUID(),
  url: 'http://127.0.0.1:5173/',
  domain: '127.0.0.1',
  timestamp: Date.now(),
  props: { type: 'track', event, properties: { caipNetworkId: 'eip155:1337' }, ...extra },
})

const events = async (query = '') => (await (await t.admin('GET', `/__admin/analytics/events${query}`)).json()).events

describe('analytics', () => {
  it('GET /getAnalyticsConfig enables analytics for known projects', async () => {
    expect(await t.getJson('/getAnalyticsConfig')).toEqual({ isAnalyticsEnabled: true })
    expect((await t.get('/getAnalyticsConfig', { projectId: 'unknown' })).status).toBe(403)
  })

  it('POST /e stores one track event with projectId, st and sv', async () => {
    const event = track('MODAL_OPEN', { properties: { connected: false } })
    const response = await t.post('/e', event, { st: 'appkit', sv: 'react-portico-0.1.0' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ accepted: 1 })
    const [stored] = await events()
    expect(stored).toMatchObject({ endpoint: '/e', projectId: 'test-project', st: 'appkit', sv: 'react-portico-0.1.0', origin: null, event })
    expect(Date.parse(stored.receivedAt)).not.toBeNaN()
  })

  it('POST /e takes error telemetry: ISO timestamp, text/plain body, `project` in the query', async () => {
    const error = {
      eventId: crypto.randomUUID(),
      url: 'http://127.0.0.1:5173/',
      domain: '127.0.0.1',
      timestamp: new Date().toISOString(),
      props: { type: 'error', event: 'API_ERROR', errorType: 'TypeError', errorMessage: 'Failed to fetch', stackTrace: 'at x' },
    }
    const response = await t.post('/e', JSON.stringify(error), { projectId: null, project: 'test-project' }, { headers: { 'content-type': 'text/plain;charset=UTF-8' } })
    expect(response.status).toBe(200)
    expect(await events('?type=error')).toEqual([expect.objectContaining({ event: error })])
  })

  it('POST /batch takes an array (sendBeacon) and the read endpoint filters by event', async () => {
    const batch = [track('MODAL_OPEN'), track('CONNECT_SUCCESS'), track('MODAL_CLOSE')]
    const response = await t.post('/batch', JSON.stringify(batch), {}, { headers: { 'content-type': 'text/plain;charset=UTF-8' } })
    expect(await response.json()).toEqual({ accepted: 3 })
    expect((await events()).map((e: any) => e.event.props.event)).toEqual(['MODAL_OPEN', 'CONNECT_SUCCESS', 'MODAL_CLOSE'])
    expect(await events('?event=CONNECT_SUCCESS')).toHaveLength(1)
  })

  it('keeps at most the cap, dropping the oldest', async () => {
    await t.post('/batch', Array.from({ length: 7 }, (_, i) => track(`E${i}`)))
    expect((await events()).map((e: any) => e.event.props.event)).toEqual(['E2', 'E3', 'E4', 'E5', 'E6'])
  })

  it('rejects malformed events with a 400 naming the field, and bad JSON with a 422', async () => {
    const { eventId: _, ...noId } = track('X')
    let response = await t.post('/e', noId)
    expect(response.status).toBe(400)
    expect((await response.json()).reasons[0].field).toBe('eventId')
    response = await t.post('/batch', [track('A'), { ...track('B'), props: { type: 'track' } }])
    expect((await response.json()).reasons[0].field).toBe('[1].props.event')
    expect((await t.post('/e', '{not json')).status).toBe(422)
    expect(await events()).toEqual([])
  })

  it("answers 403 'Invalid App Configuration' for an origin the project does not allow", async () => {
    const response = await t.post('/e', track('MODAL_OPEN'), {}, { headers: { 'content-type': 'application/json', origin: 'https://evil.example' } })
    expect(response.status).toBe(403)
    expect((await response.json()).reasons[0].description).toContain('Invalid App Configuration')
    const allowed = await t.post('/e', track('MODAL_OPEN'), {}, { headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' } })
    expect(allowed.status).toBe(200)
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
  })
})
