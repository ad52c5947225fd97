import { describe, expect, it } from 'vitest'
import { PorticoError } from '../errors/portico-error.ts'
import { errorEvent, pageOf, trackEvent } from './pulse-event.ts'

const page = { url: 'https://shop.example.com/swap?x=1', domain: 'shop.example.com' }

describe('pageOf', () => {
  it('reads location.href and location.hostname', () => {
    const win = { location: new URL('https://shop.example.com/swap?x=1') } as unknown as Window
    expect(pageOf(win)).toEqual(page)
  })

  it('falls back to the origin, and to nothing without a page', () => {
    expect(pageOf({ location: { origin: 'https://a.example' } } as unknown as Window)).toEqual({ url: 'https://a.example', domain: 'a.example' })
    expect(pageOf(undefined)).toBeUndefined()
    expect(pageOf({} as Window)).toBeUndefined()
    expect(pageOf({ location: {} } as unknown as Window)).toBeUndefined()
  })
})

describe('trackEvent', () => {
  it('is the /batch element: epoch-ms timestamp, props.type track, caipNetworkId added', () => {
    expect(
      trackEvent({ eventId: 'id-1', page, time: 1_763_790_000_000, event: 'CONNECT_SUCCESS', properties: { name: 'Fake' }, address: '0xabc', caipNetworkId: 'eip155:1' }),
    ).toEqual({
      eventId: 'id-1',
      url: page.url,
      domain: page.domain,
      timestamp: 1_763_790_000_000,
      props: { type: 'track', event: 'CONNECT_SUCCESS', address: '0xabc', properties: { name: 'Fake', caipNetworkId: 'eip155:1' } },
    })
  })

  it('leaves out an absent address and keeps properties an object', () => {
    const e = trackEvent({ eventId: 'id', page, time: 1, event: 'MODAL_OPEN' })
    expect(e.props).toEqual({ type: 'track', event: 'MODAL_OPEN', properties: {} })
    expect('address' in e.props).toBe(false)
  })

  it('the active network wins over a caipNetworkId in the properties', () => {
    const e = trackEvent({ eventId: 'id', page, time: 1, event: 'X', properties: { caipNetworkId: 'eip155:5' }, caipNetworkId: 'eip155:1' })
    expect(e.props.properties.caipNetworkId).toBe('eip155:1')
  })
})

describe('errorEvent', () => {
  it('carries an ISO timestamp and the error flat in props', () => {
    const error = new TypeError('Failed to fetch')
    const e = errorEvent({ eventId: 'id', page, time: Date.UTC(2026, 10, 22, 5), category: 'API_ERROR', error })
    expect(e).toEqual({
      eventId: 'id',
      url: page.url,
      domain: page.domain,
      timestamp: '2026-11-22T05:00:00.000Z',
      props: { type: 'error', event: 'API_ERROR', errorType: 'TypeError', errorMessage: 'Failed to fetch', stackTrace: error.stack },
    })
  })

  it('describes errors that are not Error instances', () => {
    expect(errorEvent({ eventId: 'id', page, time: 0, category: 'INTERNAL_SDK_ERROR', error: 'boom' }).props).toMatchObject({
      errorType: 'Error',
      errorMessage: 'boom',
      stackTrace: '',
    })
    expect(errorEvent({ eventId: 'id', page, time: 0, category: 'INTERNAL_SDK_ERROR', error: new PorticoError('X', 'Failed to disconnect') }).props).toMatchObject({
      errorType: 'PorticoError',
      errorMessage: 'Failed to disconnect',
    })
  })
})
