import { describe, expect, it } from 'vitest'
import { createErrorTelemetry, type ErrorTelemetryDeps } from './error-telemetry.ts'

function setup(over: Partial<ErrorTelemetryDeps> = {}) {
  let time = Date.UTC(2026, 10, 22, 5)
  const bodies: { url: string; body: unknown }[] = []
  let id = 0
  const telemetry = createErrorTelemetry({
    url: 'https://pulse.example/e?projectId=p&st=appkit&sv=v',
    transport: {
      async post(url, body) {
        bodies.push({ url, body: JSON.parse(body) })
        return 200
      },
    },
    page: () => ({ url: 'https://shop.example.com/', domain: 'shop.example.com' }),
    now: () => time,
    eventId: () => `id-${++id}`,
    ...over,
  })
  return { telemetry, bodies, advance: (ms: number) => (time += ms) }
}

describe('error telemetry', () => {
  it('posts the error-telemetry body to /e', async () => {
    const { telemetry, bodies } = setup()
    const error = new TypeError('Failed to fetch')
    expect(await telemetry.report('API_ERROR', error)).toBe(200)
    expect(bodies).toEqual([
      {
        url: 'https://pulse.example/e?projectId=p&st=appkit&sv=v',
        body: {
          eventId: 'id-1',
          url: 'https://shop.example.com/',
          domain: 'shop.example.com',
          timestamp: '2026-11-22T05:00:00.000Z',
          props: { type: 'error', event: 'API_ERROR', errorType: 'TypeError', errorMessage: 'Failed to fetch', stackTrace: error.stack },
        },
      },
    ])
  })

  it('sends at most 5 in any rolling minute', async () => {
    const { telemetry, bodies, advance } = setup()
    const results = []
    for (let i = 0; i < 7; i++) {
      results.push(await telemetry.report('INTERNAL_SDK_ERROR', new Error(`e${i}`)))
      advance(5_000)
    }
    expect(results).toEqual([200, 200, 200, 200, 200, 'rate-limited', 'rate-limited'])
    // 60 s after the first one, one slot frees up; the second frees the next 5 s later.
    advance(60_000 - 35_000)
    expect(await telemetry.report('INTERNAL_SDK_ERROR', new Error('e7'))).toBe(200)
    expect(await telemetry.report('INTERNAL_SDK_ERROR', new Error('e8'))).toBe('rate-limited')
    advance(5_000)
    expect(await telemetry.report('INTERNAL_SDK_ERROR', new Error('e9'))).toBe(200)
    expect(bodies.map((b) => (b.body as { props: { errorMessage: string } }).props.errorMessage)).toEqual(['e0', 'e1', 'e2', 'e3', 'e4', 'e7', 'e9'])
  })

  it('sends nothing without a page, and never rejects', async () => {
    expect(await setup({ page: () => undefined }).telemetry.report('API_ERROR', new Error('x'))).toBe('no-page')
    const failing = setup({
      transport: {
        post: () => {
          throw new Error('boom')
        },
      },
    })
    expect(await failing.telemetry.report('API_ERROR', new Error('x'))).toBe('failed')
  })
})
