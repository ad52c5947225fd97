import { describe, expect, it, vi } from 'vitest'
import type { FetchLike } from '../api/http.ts'
import { createLogger } from '../logger/logger.ts'
import { createPulseTransport, pulseUrl } from './transport.ts'

const logger = createLogger({ level: 'silent' })
const query = { projectId: 'p 1', st: 'appkit', sv: 'portico-0.1.0' }

function recordingFetch(answer: () => Promise<Response> = async () => new Response('{"accepted":1}')) {
  const calls: { url: string; init?: RequestInit }[] = []
  const fetch: FetchLike = (url, init) => {
    calls.push({ url, init })
    return answer()
  }
  return { fetch, calls }
}

describe('pulseUrl', () => {
  it('puts projectId, st and sv in the query', () => {
    expect(pulseUrl('https://pulse.example/', '/batch', query)).toBe('https://pulse.example/batch?projectId=p+1&st=appkit&sv=portico-0.1.0')
    expect(pulseUrl('http://127.0.0.1:4000', '/e', query)).toBe('http://127.0.0.1:4000/e?projectId=p+1&st=appkit&sv=portico-0.1.0')
  })
})

describe('pulse transport', () => {
  it('sends a page-hide batch with navigator.sendBeacon when the page has it', async () => {
    const sendBeacon = vi.fn(() => true)
    const { fetch, calls } = recordingFetch()
    const t = createPulseTransport({ navigator: () => ({ sendBeacon }), fetch, logger })
    expect(await t.sendBatch('https://pulse.example/batch', '[]', { beacon: true })).toBe('beacon')
    expect(sendBeacon).toHaveBeenCalledWith('https://pulse.example/batch', '[]')
    expect(calls).toEqual([])
  })

  it('sends other batches by fetch with keepalive, so the answer can be read', async () => {
    const sendBeacon = vi.fn(() => true)
    const { fetch, calls } = recordingFetch(async () => new Response('no', { status: 403 }))
    const t = createPulseTransport({ navigator: () => ({ sendBeacon }), fetch, logger })
    expect(await t.sendBatch('https://pulse.example/batch', '[]')).toBe(403)
    expect(sendBeacon).not.toHaveBeenCalled()
    expect(calls).toEqual([{ url: 'https://pulse.example/batch', init: { method: 'POST', body: '[]', keepalive: true } }])
  })

  it('calls sendBeacon on the navigator (a detached call throws in browsers)', async () => {
    const nav = {
      sendBeacon(this: unknown) {
        if (this !== nav) throw new TypeError('Illegal invocation')
        return true
      },
    }
    const t = createPulseTransport({ navigator: () => nav, fetch: recordingFetch().fetch, logger })
    expect(await t.sendBatch('https://pulse.example/batch', '[]', { beacon: true })).toBe('beacon')
  })

  it('a page-hide batch falls back to fetch with keepalive when there is no beacon, or it refuses or throws', async () => {
    for (const navigator of [() => undefined, () => ({}), () => ({ sendBeacon: () => false }), () => ({ sendBeacon: (): boolean => { throw new Error('x') } })]) {
      const { fetch, calls } = recordingFetch()
      const t = createPulseTransport({ navigator, fetch, logger })
      expect(await t.sendBatch('https://pulse.example/batch', '[{"a":1}]', { beacon: true })).toBe(200)
      expect(calls).toEqual([{ url: 'https://pulse.example/batch', init: { method: 'POST', body: '[{"a":1}]', keepalive: true } }])
    }
  })

  it('never rejects: a network failure or an error status is logged at debug level and answered', async () => {
    const debug = vi.fn()
    const failing = createPulseTransport({ navigator: () => undefined, fetch: async () => Promise.reject(new TypeError('Failed to fetch')), logger: { debug } })
    expect(await failing.post('https://pulse.example/e', '{}')).toBe('failed')
    expect(debug).toHaveBeenCalledWith('pulse request failed', expect.any(TypeError))
    const throwing = createPulseTransport({
      navigator: () => undefined,
      fetch: () => {
        throw new Error('sync')
      },
      logger: { debug },
    })
    expect(await throwing.sendBatch('https://pulse.example/batch', '[]', { beacon: true })).toBe('failed')
    const forbidden = createPulseTransport({ navigator: () => undefined, fetch: async () => new Response('no', { status: 403 }), logger: { debug } })
    expect(await forbidden.post('https://pulse.example/e', '{}')).toBe(403)
  })
})
