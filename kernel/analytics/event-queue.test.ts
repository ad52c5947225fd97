import { describe, expect, it } from 'vitest'
import { createEventQueue } from './event-queue.ts'

const event = (name: string, pad = 0) => JSON.stringify({ event: name, pad: 'x'.repeat(pad) })
const names = (bodies: string[]) => bodies.map((b) => (JSON.parse(b) as { event: string }[]).map((e) => e.event))

describe('event queue', () => {
  it('takes everything as one JSON array when analytics is on', () => {
    const q = createEventQueue()
    q.push(event('INITIALIZE'), 'always')
    q.push(event('MODAL_OPEN'), 'consent')
    const bodies = q.take('on')
    expect(names(bodies)).toEqual([['INITIALIZE', 'MODAL_OPEN']])
    expect(q.size()).toBe(0)
    expect(q.take('on')).toEqual([])
  })

  it('drops consent events when analytics is off, and keeps them while the config is pending', () => {
    const off = createEventQueue()
    off.push(event('INITIALIZE'), 'always')
    off.push(event('DISCONNECT_ERROR'), 'consent')
    expect(names(off.take('off'))).toEqual([['INITIALIZE']])
    expect(off.size()).toBe(0)

    const pending = createEventQueue()
    pending.push(event('INITIALIZE'), 'always')
    pending.push(event('DISCONNECT_ERROR'), 'consent')
    pending.push(event('CONNECT_SUCCESS'), 'always')
    expect(pending.held()).toBe(1)
    expect(names(pending.take('pending'))).toEqual([['INITIALIZE', 'CONNECT_SUCCESS']])
    expect(pending.held()).toBe(1)
    expect(names(pending.take('on'))).toEqual([['DISCONNECT_ERROR']])
    expect(pending.held()).toBe(0)
  })

  it('counts the bytes a flush would send, body brackets and commas included', () => {
    const q = createEventQueue()
    expect(q.readyBytes('on')).toBe(0)
    q.push(event('A'), 'always')
    q.push(event('B'), 'consent')
    expect(q.readyBytes('on')).toBe(`[${event('A')},${event('B')}]`.length)
    expect(q.readyBytes('pending')).toBe(`[${event('A')}]`.length)
    q.push(JSON.stringify({ event: 'é' }), 'always') // bytes, not characters
    expect(q.readyBytes('off')).toBe(new TextEncoder().encode(`[${event('A')},${JSON.stringify({ event: 'é' })}]`).byteLength)
  })

  it('splits into bodies of at most the batch limit; an oversized event goes alone', () => {
    const q = createEventQueue(200)
    for (const name of ['A', 'B', 'C', 'D']) q.push(event(name, 60), 'always')
    q.push(event('BIG', 500), 'always')
    q.push(event('E', 10), 'always')
    const bodies = q.take('on')
    expect(names(bodies)).toEqual([['A', 'B'], ['C', 'D'], ['BIG'], ['E']])
    for (const body of bodies.filter((b) => !b.includes('BIG'))) expect(body.length).toBeLessThanOrEqual(200)
  })
})
