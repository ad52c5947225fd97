import { describe, expect, it } from 'vitest'
import { Mailbox } from './mailbox.ts'

function clock(start = 1_000_000) {
  const state = { now: start }
  return { state, now: () => state.now }
}

describe('Mailbox', () => {
  it('keeps a message until its TTL and delivers it once per socket, never to its publisher', () => {
    const { state, now } = clock()
    const mailbox = new Mailbox({}, now)
    const stored = mailbox.put({ topic: 't', message: 'm1', ttlSeconds: 10, tag: 1100, publisher: 'did:key:A' })
    expect(stored).toMatchObject({ topic: 't', message: 'm1', tag: 1100, publishedAt: 1_000_000, expiresAt: 1_010_000 })
    const socket1 = {}
    const socket2 = {}
    expect(mailbox.takeUndelivered('t', socket1, 'did:key:B').map((m) => m.message)).toEqual(['m1'])
    expect(mailbox.takeUndelivered('t', socket1, 'did:key:B')).toEqual([])
    expect(mailbox.takeUndelivered('t', socket2, 'did:key:B').map((m) => m.message)).toEqual(['m1']) // a new socket of the same client
    expect(mailbox.takeUndelivered('t', {}, 'did:key:A')).toEqual([]) // the publisher

    state.now += 9_999
    expect(mailbox.peek('t')).toHaveLength(1)
    state.now += 1
    expect(mailbox.peek('t')).toEqual([])
    expect(mailbox.takeUndelivered('t', {}, 'did:key:C')).toEqual([])
    expect(mailbox.sweep()).toBe(1)
    expect(mailbox.stats()).toEqual({ topics: 0, messages: 0, bytes: 0, expired: 1, evicted: 0 })
  })

  it('caps the TTL', () => {
    const { now } = clock()
    const mailbox = new Mailbox({ maxTtlSeconds: 60 }, now)
    expect(mailbox.put({ topic: 't', message: 'm', ttlSeconds: 3600, tag: 0, publisher: 'A' }).expiresAt).toBe(1_000_000 + 60_000)
  })

  it('over the per-topic cap, drops expired messages first, then the oldest', () => {
    const { state, now } = clock()
    const mailbox = new Mailbox({ maxMessagesPerTopic: 3 }, now)
    mailbox.put({ topic: 't', message: 'long-1', ttlSeconds: 100, tag: 0, publisher: 'A' })
    mailbox.put({ topic: 't', message: 'short', ttlSeconds: 1, tag: 0, publisher: 'A' })
    mailbox.put({ topic: 't', message: 'long-2', ttlSeconds: 100, tag: 0, publisher: 'A' })
    state.now += 2_000
    mailbox.put({ topic: 't', message: 'long-3', ttlSeconds: 100, tag: 0, publisher: 'A' })
    expect(mailbox.peek('t').map((m) => m.message)).toEqual(['long-1', 'long-2', 'long-3'])
    expect(mailbox.stats()).toMatchObject({ messages: 3, expired: 1, evicted: 0 })
    mailbox.put({ topic: 't', message: 'long-4', ttlSeconds: 100, tag: 0, publisher: 'A' })
    expect(mailbox.peek('t').map((m) => m.message)).toEqual(['long-2', 'long-3', 'long-4'])
    expect(mailbox.stats()).toMatchObject({ messages: 3, expired: 1, evicted: 1 })
  })

  it('over the byte cap, drops expired messages of any topic first, then the oldest of any topic', () => {
    const { state, now } = clock()
    // Each message below is 1 (topic) + 9 (message) = 10 bytes.
    const mailbox = new Mailbox({ maxTotalBytes: 30 }, now)
    mailbox.put({ topic: 'a', message: 'a-oldest1', ttlSeconds: 100, tag: 0, publisher: 'A' })
    mailbox.put({ topic: 'b', message: 'b-expires', ttlSeconds: 1, tag: 0, publisher: 'A' })
    mailbox.put({ topic: 'c', message: 'c-third-1', ttlSeconds: 100, tag: 0, publisher: 'A' })
    state.now += 1_000
    mailbox.put({ topic: 'd', message: 'd-fourth1', ttlSeconds: 100, tag: 0, publisher: 'A' })
    expect(mailbox.stats()).toEqual({ topics: 3, messages: 3, bytes: 30, expired: 1, evicted: 0 })
    mailbox.put({ topic: 'e', message: 'e-fifth-1', ttlSeconds: 100, tag: 0, publisher: 'A' })
    expect(mailbox.peek('a')).toEqual([])
    expect(['c', 'd', 'e'].map((topic) => mailbox.peek(topic).length)).toEqual([1, 1, 1])
    expect(mailbox.stats()).toEqual({ topics: 3, messages: 3, bytes: 30, expired: 1, evicted: 1 })
  })
})
