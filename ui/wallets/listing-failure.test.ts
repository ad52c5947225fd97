import { describe, expect, it } from 'vitest'
import { HttpError, PorticoError } from '../../kernel/index.ts'
import { listingFailureOf, retryAfterSeconds } from './listing-failure.ts'

describe('listingFailureOf', () => {
  it('reads a refused or dropped connection (fetch rejects) as the server not reached', () => {
    expect(listingFailureOf(new PorticoError('NETWORK_ERROR', 'Failed to fetch'))).toEqual({ kind: 'unreachable' })
    expect(listingFailureOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'unreachable' })
  })

  it('reads the HTTP client timeout as no answer in time', () => {
    expect(listingFailureOf(new PorticoError('HTTP_TIMEOUT', 'Request timed out after 10000 ms'))).toEqual({ kind: 'timeout' })
  })

  it('keeps the status of an error answer, and Retry-After on a 429', () => {
    expect(listingFailureOf(new HttpError(503, { cause: new Response('{}', { status: 503, headers: { 'retry-after': '9' } }) }))).toEqual({ kind: 'status', status: 503 })
    expect(listingFailureOf(new HttpError(429, { cause: new Response('{}', { status: 429, headers: { 'retry-after': '7' } }) }))).toEqual({
      kind: 'status',
      status: 429,
      retryAfterSeconds: 7,
    })
    expect(listingFailureOf(new HttpError(429))).toEqual({ kind: 'status', status: 429 })
  })
})

describe('retryAfterSeconds', () => {
  it('reads delta-seconds and HTTP dates; refuses anything else', () => {
    const now = Date.parse('2026-11-27T10:00:00Z')
    expect(retryAfterSeconds('3', now)).toBe(3)
    expect(retryAfterSeconds(' 0 ', now)).toBe(0)
    expect(retryAfterSeconds('Fri, 27 Nov 2026 10:00:05 GMT', now)).toBe(5)
    expect(retryAfterSeconds('Fri, 27 Nov 2026 09:00:00 GMT', now)).toBe(0)
    expect(retryAfterSeconds('-1', now)).toBeUndefined()
    expect(retryAfterSeconds('soon', now)).toBeUndefined()
    expect(retryAfterSeconds(null, now)).toBeUndefined()
  })
})
