import { describe, expect, it, vi } from 'vitest'
import type { FetchLike } from '../api/http.ts'
import { DEFAULT_FEATURES } from '../config/features.ts'
import { DEFAULT_ENDPOINTS } from '../config/resolve-options.ts'
import { createLogger } from '../logger/logger.ts'
import { createAnalytics, FLUSH_INTERVAL_MS, type AnalyticsDeps } from './analytics-service.ts'

type Sent = { via: 'beacon' | 'fetch'; url: URL; body: any; init?: RequestInit }

interface SetupOptions {
  analyticsFeature?: boolean
  config?: () => Promise<{ isAnalyticsEnabled: boolean }>
  beacon?: boolean
  status?: number
  deps?: Partial<AnalyticsDeps>
}

/** A page with a beacon (or not), a manual 10 s ticker, a clock, and every request recorded. */
function setup(o: SetupOptions = {}) {
  const sent: Sent[] = []
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState })
  const navigator = o.beacon === false ? {} : { sendBeacon: (url: string, body: string) => (sent.push({ via: 'beacon', url: new URL(url), body: JSON.parse(body) }), true) }
  const win = Object.assign(new EventTarget(), { document: doc, navigator, location: new URL('https://shop.example.com/swap?x=1') }) as unknown as Window
  const fetch: FetchLike = async (url, init) => {
    sent.push({ via: 'fetch', url: new URL(url), body: JSON.parse(String(init?.body)), init })
    return new Response('{}', { status: o.status ?? 200 })
  }
  const timer = { ms: 0, tick: () => {}, stopped: false }
  let time = 1_763_790_000_000
  let id = 0
  const explorer = { getAnalyticsConfig: vi.fn(o.config ?? (async () => ({ isAnalyticsEnabled: true }))) }
  const alerts = { show: vi.fn(() => true) }
  const context = { address: '0xactive' as string | undefined, caipNetworkId: 'eip155:1' }
  const analytics = createAnalytics({
    options: {
      projectId: 'test-project',
      sdkType: 'appkit',
      sdkVersion: 'html-portico-0.1.0',
      endpoints: { ...DEFAULT_ENDPOINTS, pulse: 'https://pulse.example' },
      features: { ...DEFAULT_FEATURES, analytics: o.analyticsFeature ?? true },
    },
    window: win,
    explorer,
    logger: createLogger({ level: 'silent' }),
    alerts,
    context: () => ({ ...context }),
    fetch,
    now: () => time,
    eventId: () => `id-${++id}`,
    every: (ms, fn) => {
      timer.ms = ms
      timer.tick = fn
      return () => void (timer.stopped = true)
    },
    ...o.deps,
  })
  const batches = () => sent.filter((s) => s.url.pathname === '/batch')
  const events = () => batches().flatMap((s) => s.body.map((e: any) => e.props.event))
  return { analytics, sent, batches, events, win, doc, timer, explorer, alerts, context, advance: (ms: number) => (time += ms) }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('analytics: track events', () => {
  it('queues events and sends them every 10 s as one JSON array to {pulse}/batch?projectId&st&sv', async () => {
    const t = setup()
    t.analytics.track('INITIALIZE', { projectId: 'test-project' })
    t.advance(5)
    t.analytics.track('DISCONNECT_ERROR', { message: 'wallet went away' }, { address: '0xown' })
    await settle()
    expect(t.sent).toEqual([])
    expect(t.timer.ms).toBe(FLUSH_INTERVAL_MS)

    t.timer.tick()
    expect(t.batches()).toHaveLength(1)
    const [batch] = t.batches()
    expect(batch!.via).toBe('fetch')
    expect(batch!.init).toMatchObject({ method: 'POST', keepalive: true })
    expect(batch!.init!.headers).toBeUndefined() // text/plain: no CORS preflight
    expect(batch!.url.toString()).toBe('https://pulse.example/batch?projectId=test-project&st=appkit&sv=html-portico-0.1.0')
    expect(batch!.body).toEqual([
      {
        eventId: 'id-1',
        url: 'https://shop.example.com/swap?x=1',
        domain: 'shop.example.com',
        timestamp: 1_763_790_000_000,
        props: { type: 'track', event: 'INITIALIZE', address: '0xactive', properties: { projectId: 'test-project', caipNetworkId: 'eip155:1' } },
      },
      {
        eventId: 'id-2',
        url: 'https://shop.example.com/swap?x=1',
        domain: 'shop.example.com',
        timestamp: 1_763_790_000_005,
        props: { type: 'track', event: 'DISCONNECT_ERROR', address: '0xown', properties: { message: 'wallet went away', caipNetworkId: 'eip155:1' } },
      },
    ])
    t.timer.tick()
    expect(t.batches()).toHaveLength(1) // an empty queue sends nothing
  })

  it('reads the page, account and network when the event happens', () => {
    const t = setup()
    t.context.address = undefined
    t.analytics.track('INITIALIZE')
    t.context.address = '0xlater'
    t.context.caipNetworkId = 'eip155:8453'
    ;(t.win as unknown as { location: URL }).location = new URL('https://shop.example.com/account')
    t.analytics.track('CONNECT_SUCCESS')
    t.timer.tick()
    const [first, second] = t.batches()[0]!.body
    expect(first.props).toEqual({ type: 'track', event: 'INITIALIZE', properties: { caipNetworkId: 'eip155:1' } })
    expect(second).toMatchObject({ url: 'https://shop.example.com/account', props: { address: '0xlater', properties: { caipNetworkId: 'eip155:8453' } } })
  })

  it('flushes by beacon when the page is hidden (visibilitychange, freeze, pagehide)', () => {
    const t = setup()
    t.analytics.track('INITIALIZE')
    t.doc.dispatchEvent(new Event('visibilitychange'))
    expect(t.sent).toEqual([])
    t.doc.visibilityState = 'hidden'
    t.doc.dispatchEvent(new Event('visibilitychange'))
    expect(t.events()).toEqual(['INITIALIZE'])
    t.analytics.track('CONNECT_SUCCESS')
    t.win.dispatchEvent(new Event('pagehide'))
    t.analytics.track('CONNECT_SUCCESS')
    t.doc.dispatchEvent(new Event('freeze'))
    expect(t.events()).toEqual(['INITIALIZE', 'CONNECT_SUCCESS', 'CONNECT_SUCCESS'])
    expect(t.batches().map((b) => b.via)).toEqual(['beacon', 'beacon', 'beacon'])
  })

  it('flushes at once when the queue passes the batch size, each body under it', () => {
    const t = setup({ deps: { maxBatchBytes: 2_000 } })
    let tracked = 0
    while (t.sent.length === 0 && tracked < 20) {
      t.analytics.track('CONNECT_SUCCESS', { pad: 'x'.repeat(300) })
      tracked++
    }
    const one = JSON.stringify(t.batches()[0]!.body[0]).length
    expect(tracked).toBeGreaterThan(2)
    expect((tracked - 1) * (one + 1) + 1).toBeLessThanOrEqual(2_000) // not sent before it passed the limit
    expect(tracked * (one + 1) + 1).toBeGreaterThan(2_000)
    expect(t.events()).toHaveLength(tracked)
    expect(t.batches()).toHaveLength(2)
    for (const b of t.batches()) expect(JSON.stringify(b.body).length).toBeLessThanOrEqual(2_000)
  })

  it('on page hide, uses fetch with keepalive and a text body where there is no beacon', () => {
    const t = setup({ beacon: false })
    t.analytics.track('INITIALIZE')
    t.win.dispatchEvent(new Event('pagehide'))
    expect(t.sent).toEqual([expect.objectContaining({ via: 'fetch', init: expect.objectContaining({ method: 'POST', keepalive: true, body: expect.any(String) }) })])
    expect(t.sent[0]!.init!.headers).toBeUndefined()
  })
})

describe('analytics: gating', () => {
  it('with features.analytics off: no request at all (no event, no error telemetry, no config request)', async () => {
    const t = setup({ analyticsFeature: false })
    for (const e of ['INITIALIZE', 'MODAL_CREATED', 'MODAL_OPEN', 'CONNECT_SUCCESS', 'SOCIAL_LOGIN_SUCCESS', 'CONNECT_ERROR', 'DISCONNECT_ERROR', 'MODAL_CLOSE']) t.analytics.track(e)
    t.analytics.reportError('INTERNAL_SDK_ERROR', new Error('boom'))
    t.timer.tick()
    t.doc.visibilityState = 'hidden'
    t.doc.dispatchEvent(new Event('visibilitychange'))
    await t.analytics.flush()
    t.analytics.dispose()
    await t.analytics.flush()
    expect(t.sent).toEqual([])
    expect(t.explorer.getAnalyticsConfig).not.toHaveBeenCalled()
  })

  it('asks for the config once, on the first event that needs it, and follows it', async () => {
    const t = setup({ config: async () => ({ isAnalyticsEnabled: false }) })
    t.analytics.track('INITIALIZE')
    expect(t.explorer.getAnalyticsConfig).not.toHaveBeenCalled()
    t.analytics.track('MODAL_OPEN')
    t.analytics.track('MODAL_CLOSE')
    expect(t.explorer.getAnalyticsConfig).toHaveBeenCalledTimes(1)
    await t.analytics.flush()
    t.analytics.track('DISCONNECT_ERROR')
    t.analytics.track('CONNECT_SUCCESS')
    await t.analytics.flush()
    expect(t.events()).toEqual(['INITIALIZE', 'CONNECT_SUCCESS'])
    expect(t.explorer.getAnalyticsConfig).toHaveBeenCalledTimes(1)
  })

  it('a failed config fetch turns analytics off', async () => {
    const t = setup({ config: async () => Promise.reject(new Error('HTTP status code: 500')) })
    t.analytics.track('MODAL_OPEN')
    t.analytics.track('CONNECT_SUCCESS')
    await t.analytics.flush()
    expect(t.events()).toEqual(['CONNECT_SUCCESS'])
  })

  it('never sends MODAL_CREATED', async () => {
    const t = setup()
    t.analytics.track('MODAL_CREATED')
    await t.analytics.flush()
    expect(t.sent).toEqual([])
  })

  it('keeps a consent event queued while the config is pending, and sends it once the config says on', async () => {
    let answer!: (config: { isAnalyticsEnabled: boolean }) => void
    const t = setup({ config: () => new Promise((resolve) => (answer = resolve)) })
    t.analytics.track('INITIALIZE')
    t.analytics.track('DISCONNECT_ERROR', { message: 'wallet went away' })
    t.timer.tick() // the config has not answered: only the event that is always sent goes
    expect(t.events()).toEqual(['INITIALIZE'])
    answer({ isAnalyticsEnabled: true })
    await settle()
    t.timer.tick()
    expect(t.events()).toEqual(['INITIALIZE', 'DISCONNECT_ERROR'])
    expect(t.batches()[1]!.body[0].props).toMatchObject({ type: 'track', event: 'DISCONNECT_ERROR', properties: { message: 'wallet went away' } })
  })
})

describe('analytics: dispose', () => {
  it('sends the queue (waiting for the config), stops the timer and the page listeners, then ignores events', async () => {
    let answer!: (config: { isAnalyticsEnabled: boolean }) => void
    const t = setup({ config: () => new Promise((resolve) => (answer = resolve)) })
    t.analytics.track('INITIALIZE')
    t.analytics.track('DISCONNECT_ERROR', { message: 'wallet went away' })
    t.analytics.dispose()
    expect(t.timer.stopped).toBe(true)
    await settle()
    expect(t.sent).toEqual([]) // waiting for the config, to send everything in order
    answer({ isAnalyticsEnabled: true })
    await t.analytics.flush()
    expect(t.batches().map((b) => b.body.map((e: any) => e.props.event))).toEqual([['INITIALIZE', 'DISCONNECT_ERROR']])

    t.analytics.track('CONNECT_SUCCESS')
    t.analytics.reportError('API_ERROR', new Error('late'))
    t.doc.visibilityState = 'hidden'
    t.doc.dispatchEvent(new Event('visibilitychange'))
    t.analytics.dispose()
    await t.analytics.flush()
    await settle()
    expect(t.sent).toHaveLength(1)
  })

  it('keeps nothing between instances', async () => {
    const a = setup()
    const b = setup()
    a.analytics.track('INITIALIZE')
    a.analytics.dispose()
    await a.analytics.flush()
    b.timer.tick()
    await b.analytics.flush()
    expect(a.events()).toEqual(['INITIALIZE'])
    expect(b.sent).toEqual([])
  })
})

describe('analytics: never throws into the app', () => {
  it('swallows a failing context, unserializable properties, a throwing logger, explorer or fetch', async () => {
    const failingFetch: FetchLike = () => {
      throw new Error('fetch exploded')
    }
    const t = setup({
      beacon: false,
      config: () => {
        throw new Error('explorer exploded')
      },
      deps: {
        fetch: failingFetch,
        context: () => {
          throw new Error('no account')
        },
        logger: {
          debug: () => {
            throw new Error('logger exploded')
          },
        },
      },
    })
    expect(() => t.analytics.track('INITIALIZE', { big: 1n })).not.toThrow()
    expect(() => t.analytics.track('CONNECT_SUCCESS')).not.toThrow()
    expect(() => t.analytics.track('MODAL_OPEN')).not.toThrow()
    expect(() => t.timer.tick()).not.toThrow()
    expect(() => t.analytics.reportError('API_ERROR', new Error('x'))).not.toThrow()
    await expect(t.analytics.flush()).resolves.toBeUndefined()
    expect(() => t.analytics.dispose()).not.toThrow()
    await expect(t.analytics.flush()).resolves.toBeUndefined()
  })

  it('starts switched off when it cannot start (no timer)', async () => {
    const fetch = vi.fn<FetchLike>()
    const win = { location: new URL('https://a.example/') } as unknown as Window
    const options = { projectId: 'p', sdkType: 'appkit', sdkVersion: 'v', endpoints: DEFAULT_ENDPOINTS, features: DEFAULT_FEATURES }
    const every = () => {
      throw new Error('no timers here')
    }
    const analytics = createAnalytics({ options, window: win, explorer: { getAnalyticsConfig: async () => ({ isAnalyticsEnabled: true }) }, logger: createLogger({ level: 'silent' }), fetch, every })
    analytics.track('INITIALIZE')
    analytics.dispose()
    await analytics.flush()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('is a silent no-op without a page (server rendering) or without a project id', async () => {
    const fetch = vi.fn<FetchLike>()
    const base = { explorer: { getAnalyticsConfig: async () => ({ isAnalyticsEnabled: true }) }, logger: createLogger({ level: 'silent' }), fetch }
    const options = { projectId: 'p', sdkType: 'appkit', sdkVersion: 'v', endpoints: DEFAULT_ENDPOINTS, features: DEFAULT_FEATURES }
    for (const analytics of [
      createAnalytics({ ...base, options, window: undefined }),
      createAnalytics({ ...base, options: { ...options, projectId: undefined }, window: { location: new URL('https://a.example/') } as unknown as Window }),
    ]) {
      analytics.track('INITIALIZE')
      analytics.reportError('API_ERROR', new Error('x'))
      await analytics.flush()
      analytics.dispose()
    }
    expect(fetch).not.toHaveBeenCalled()
  })
})

describe('analytics: error telemetry', () => {
  it('posts each error to {pulse}/e by fetch, at most 5 per rolling minute', async () => {
    const t = setup()
    const error = new TypeError('Failed to fetch')
    for (let i = 0; i < 7; i++) t.analytics.reportError('API_ERROR', error)
    await settle()
    const posted = t.sent.filter((s) => s.url.pathname === '/e')
    expect(posted).toHaveLength(5)
    expect(posted[0]!.via).toBe('fetch')
    expect(posted[0]!.url.searchParams.toString()).toBe('projectId=test-project&st=appkit&sv=html-portico-0.1.0')
    expect(posted[0]!.body).toEqual({
      eventId: 'id-1',
      url: 'https://shop.example.com/swap?x=1',
      domain: 'shop.example.com',
      timestamp: new Date(1_763_790_000_000).toISOString(),
      props: { type: 'error', event: 'API_ERROR', errorType: 'TypeError', errorMessage: 'Failed to fetch', stackTrace: error.stack },
    })
    t.advance(60_000)
    t.analytics.reportError('INTERNAL_SDK_ERROR', new Error('a minute later'))
    await settle()
    expect(t.sent.filter((s) => s.url.pathname === '/e')).toHaveLength(6)
  })

  it('sends no error telemetry with features.analytics off', async () => {
    const t = setup({ analyticsFeature: false })
    t.analytics.reportError('API_ERROR', new Error('x'))
    await settle()
    expect(t.sent).toEqual([])
  })

  it("raises 'Invalid App Configuration' when the collector answers 403", async () => {
    const t = setup({ status: 403 })
    t.analytics.reportError('API_ERROR', new Error('x'))
    t.analytics.track('INITIALIZE')
    await t.analytics.flush()
    await settle()
    expect(t.alerts.show).toHaveBeenCalledWith('INVALID_APP_CONFIGURATION')
  })
})
