// Analytics inside a real kernel against the real sandbox API server: the events reach its pulse
// collector (POST /batch, POST /e) and are read back from the admin port.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PorticoOptions } from '../config/options.ts'
import { createKernel, type Kernel } from '../container/create-kernel.ts'
import type { Plugin } from '../plugin/plugin.ts'
import { startTestApi, TEST_PROJECT_ID, type TestApi } from '../../testing/test-support/kernel-api-server.ts'
import { createFakeAdapter } from '../test-support/fake-adapter.ts'
import { chainA } from '../test-support/networks.ts'
import { TOKENS } from '../tokens.ts'

const ADDRESS = '0x1111111111111111111111111111111111111111'

interface Collected {
  endpoint: string
  projectId: string
  st: string | null
  sv: string | null
  event: { eventId: string; url: string; domain: string; timestamp: number | string; props: Record<string, any> }
}

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
}, 30_000)
afterAll(() => api.stop())

async function admin(method: 'GET' | 'DELETE', path: string) {
  const response = await fetch(`${api.adminUrl}${path}`, { method })
  if (!response.ok) throw new Error(`admin ${method} ${path}: ${response.status}`)
  return response.json() as Promise<any>
}
const collected = async (query = ''): Promise<Collected[]> => (await admin('GET', `/__admin/analytics/events?projectId=${TEST_PROJECT_ID}${query}`)).events
const collectedNames = async () => (await collected()).map((c) => c.event.props.event)

const made: Kernel[] = []
beforeEach(() => admin('DELETE', '/__admin/analytics/events'))
afterEach(async () => {
  made.splice(0).forEach((k) => k.dispose())
  vi.restoreAllMocks()
  await api.clearFaults()
})

/** A page at `url` that can be hidden; it has no navigator.sendBeacon (Node), so batches go by fetch with keepalive. */
function fakePage(url: string) {
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState })
  const window = Object.assign(new EventTarget(), { document, location: new URL(url) }) as unknown as Window
  const hide = () => {
    document.visibilityState = 'hidden'
    document.dispatchEvent(new Event('visibilitychange'))
  }
  return { window, hide }
}

function setup(options: Partial<PorticoOptions> = {}, url = 'http://127.0.0.1:5173/shop') {
  const fake = createFakeAdapter()
  const plugin: Plugin = { id: 'fake', adapters: () => [fake.adapter] }
  const page = fakePage(url)
  const kernel = createKernel(
    {
      projectId: TEST_PROJECT_ID,
      networks: [chainA],
      storage: 'memory',
      logLevel: 'silent',
      window: page.window,
      endpoints: { api: api.url, blockchainApi: api.url, pulse: api.url },
      ...options,
    },
    [plugin],
  )
  made.push(kernel)
  return { kernel, fake, page, connection: kernel.get(TOKENS.connection), modal: kernel.get(TOKENS.modal), analytics: kernel.get(TOKENS.analytics) }
}

/** Connects the fake wallet, then disconnects while the wallet throws. */
async function failedDisconnect(t: ReturnType<typeof setup>) {
  await t.connection.connect('fake')
  t.fake.state.disconnectError = new Error('wallet went away')
  await expect(t.connection.disconnect()).rejects.toThrow('Failed to disconnect')
}

describe('analytics → the sandbox collector', () => {
  it('A failed disconnect reaches the collector as DISCONNECT_ERROR with its message (flushed on dispose)', async () => {
    const t = setup()
    const other = setup({}, 'http://127.0.0.1:5173/other')
    await failedDisconnect(t)
    expect(await collected()).toEqual([]) // queued, not sent yet
    t.kernel.dispose()
    await t.analytics.flush() // the final flush dispose started

    const [error] = await collected('&event=DISCONNECT_ERROR')
    expect(error).toMatchObject({ endpoint: '/batch', projectId: TEST_PROJECT_ID, st: 'appkit', sv: 'portico-0.1.0' })
    expect(error!.event).toEqual({
      eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: 'http://127.0.0.1:5173/shop',
      domain: '127.0.0.1',
      timestamp: expect.any(Number),
      props: { type: 'track', event: 'DISCONNECT_ERROR', address: ADDRESS, properties: { message: 'wallet went away', caipNetworkId: 'eip155:1337' } },
    })
    expect(Math.abs((error!.event.timestamp as number) - Date.now())).toBeLessThan(30_000)
    expect((await collected()).filter((c) => c.event.url.endsWith('/shop')).map((c) => c.event.props.event)).toEqual([
      'INITIALIZE',
      'CONNECT_SUCCESS',
      'DISCONNECT_ERROR',
    ])
    // The other kernel sent nothing: its queue is its own.
    expect((await collected()).filter((c) => c.event.url.endsWith('/other'))).toEqual([])
    other.kernel.dispose()
    await other.analytics.flush()
    expect((await collected()).filter((c) => c.event.url.endsWith('/other')).map((c) => c.event.props.event)).toEqual(['INITIALIZE'])
  })

  it('sends the queue when the page is hidden, without waiting for the 10 s tick', async () => {
    const t = setup()
    await failedDisconnect(t)
    // The first page hide may come before the analytics config has answered; hiding again sends the rest.
    await vi.waitFor(
      async () => {
        t.page.hide()
        expect(await collectedNames()).toEqual(['INITIALIZE', 'CONNECT_SUCCESS', 'DISCONNECT_ERROR'])
      },
      { timeout: 5_000, interval: 100 },
    )
  })

  it('with features.analytics false, nothing reaches the collector: no event, no error telemetry, no config request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const t = setup({ features: { analytics: false } })
    t.modal.open()
    t.modal.close()
    await failedDisconnect(t)
    t.kernel.get(TOKENS.analytics).reportError('API_ERROR', new Error('not sent'))
    t.kernel.dispose()
    await t.analytics.flush()
    await new Promise((resolve) => setTimeout(resolve, 100))

    expect(await collected()).toEqual([])
    const paths = fetchSpy.mock.calls.map(([input]) => new URL(String(input)).pathname)
    expect(paths).not.toContain('/getAnalyticsConfig')
    expect(paths).not.toContain('/e')
    expect(paths).not.toContain('/batch')
  })

  it('a failing analytics config turns analytics off: only the events that are always sent', async () => {
    await api.fault({ route: 'GET /getAnalyticsConfig', status: 500 })
    const t = setup()
    t.modal.open()
    await failedDisconnect(t)
    t.kernel.dispose()
    await t.analytics.flush()
    expect(await collectedNames()).toEqual(['INITIALIZE', 'CONNECT_SUCCESS'])
  })

  it('with analytics on, the modal and connection events all arrive, in order', async () => {
    const t = setup()
    t.modal.open()
    await t.connection.connect('fake')
    t.modal.close()
    await t.connection.disconnect()
    t.kernel.dispose()
    await t.analytics.flush()
    const events = await collected()
    expect(events.map((c) => c.event.props.event)).toEqual(['INITIALIZE', 'MODAL_OPEN', 'CONNECT_SUCCESS', 'MODAL_CLOSE', 'DISCONNECT_SUCCESS'])
    expect(events.map((c) => c.event.props.properties)).toEqual([
      expect.objectContaining({ projectId: TEST_PROJECT_ID }),
      { connected: false, caipNetworkId: 'eip155:1337' },
      { method: 'browser', name: 'Fake Wallet', view: 'Connect', caipNetworkId: 'eip155:1337' },
      { connected: true, caipNetworkId: 'eip155:1337' },
      { namespace: 'eip155', caipNetworkId: 'eip155:1337' },
    ])
    expect(new Set(events.map((c) => c.event.eventId)).size).toBe(5)
  })

  it('error telemetry reaches POST /e with an ISO timestamp, 5 per minute at most', async () => {
    const t = setup()
    for (let i = 0; i < 7; i++) t.analytics.reportError('API_ERROR', new TypeError(`Failed to fetch ${i}`))
    await vi.waitFor(async () => expect(await collected('&type=error')).toHaveLength(5))
    await new Promise((resolve) => setTimeout(resolve, 100))
    const errors = await collected('&type=error')
    expect(errors).toHaveLength(5)
    expect(errors[0]).toMatchObject({ endpoint: '/e', projectId: TEST_PROJECT_ID, st: 'appkit', sv: 'portico-0.1.0' })
    expect(errors[0]!.event).toMatchObject({
      url: 'http://127.0.0.1:5173/shop',
      domain: '127.0.0.1',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      props: { type: 'error', event: 'API_ERROR', errorType: 'TypeError', errorMessage: expect.stringMatching(/^Failed to fetch \d$/), stackTrace: expect.stringContaining('TypeError') },
    })
  })
})
