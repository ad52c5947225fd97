import { describe, expect, it } from 'vitest'
import { createEventsService, EVENT_HISTORY_SIZE } from './events-service.ts'

const clock = () => {
  let t = 1000
  return () => ++t
}

describe('events service', () => {
  it("delivers AppKit's shape: a timestamp and { type: 'track', event, address, properties }", () => {
    let address: string | undefined = '0xabc'
    const events = createEventsService({ now: clock(), activeAddress: () => address })
    const seen: unknown[] = []
    events.events$.subscribe((e) => seen.push(e))
    events.emit('MODAL_OPEN', { connected: true })
    events.emit('DISCONNECT_SUCCESS', { namespace: 'eip155' }, { address: '0xdef' })
    address = undefined
    events.emit('CLICK_ALL_WALLETS')
    expect(seen).toEqual([
      { timestamp: 1001, data: { type: 'track', event: 'MODAL_OPEN', address: '0xabc', properties: { connected: true } } },
      { timestamp: 1002, data: { type: 'track', event: 'DISCONNECT_SUCCESS', address: '0xdef', properties: { namespace: 'eip155' } } },
      { timestamp: 1003, data: { type: 'track', event: 'CLICK_ALL_WALLETS' } },
    ])
    expect(events.latest()?.data.event).toBe('CLICK_ALL_WALLETS')
  })

  it('delivers an event raised by a listener after every subscriber has heard the current one', () => {
    const events = createEventsService({ now: clock() })
    const first: string[] = []
    const second: string[] = []
    events.events$.subscribe((e) => {
      first.push(e.data.event)
      if (e.data.event === 'CONNECT_SUCCESS') events.emit('MODAL_CLOSE')
    })
    events.events$.subscribe((e) => second.push(e.data.event))
    events.emit('CONNECT_SUCCESS')
    expect(first).toEqual(['CONNECT_SUCCESS', 'MODAL_CLOSE'])
    // With a plain Subject the second subscriber would hear MODAL_CLOSE first.
    expect(second).toEqual(['CONNECT_SUCCESS', 'MODAL_CLOSE'])
  })

  it('never delivers to a subscriber after it unsubscribed, even an event already queued', () => {
    const events = createEventsService({ now: clock() })
    const heard: string[] = []
    const late = events.events$.subscribe((e) => heard.push(e.data.event))
    events.events$.subscribe((e) => {
      if (e.data.event === 'A') {
        events.emit('B') // queued behind A
        late.unsubscribe()
      }
    })
    // `late` subscribed first, so it hears A before the second subscriber removes it
    events.emit('A')
    events.emit('C')
    expect(heard).toEqual(['A'])
  })

  it('each event once per subscriber, and nothing after dispose', () => {
    const events = createEventsService({ now: clock() })
    const heard: string[] = []
    events.events$.subscribe((e) => heard.push(e.data.event))
    events.emit('A')
    events.emit('B')
    events.dispose()
    events.emit('C')
    expect(heard).toEqual(['A', 'B'])
  })

  it('keeps the latest events for a listener that arrives with the kernel', () => {
    const events = createEventsService({ now: clock() })
    for (let i = 0; i < EVENT_HISTORY_SIZE + 5; i++) events.emit(`E${i}`)
    const history = events.history()
    expect(history).toHaveLength(EVENT_HISTORY_SIZE)
    expect(history[0]!.data.event).toBe('E5')
    expect(history.at(-1)!.data.event).toBe(`E${EVENT_HISTORY_SIZE + 4}`)
  })

  it('an address that cannot be read leaves the event without one', () => {
    const events = createEventsService({
      now: clock(),
      activeAddress: () => {
        throw new Error('no account yet')
      },
    })
    events.emit('INITIALIZE')
    expect(events.latest()!.data).toEqual({ type: 'track', event: 'INITIALIZE' })
  })
})
