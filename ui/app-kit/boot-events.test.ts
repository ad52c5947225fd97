import { Subject } from 'rxjs'
import { describe, expect, it, vi } from 'vitest'
import type { AppKitEvent } from '../../kernel/events/app-kit-event.ts'
import { createBootEvents } from './boot-events.ts'

const event = (name: string, timestamp = 1): AppKitEvent => ({ timestamp, data: { type: 'track', event: name } })

function kernelSource(history: AppKitEvent[] = []) {
  const subject = new Subject<AppKitEvent>()
  return { source: { history: () => history, events$: subject }, raise: (name: string) => subject.next(event(name)) }
}

describe('boot events', () => {
  it("answers AppKit's MODAL_CREATED before anything happened", () => {
    const events = createBootEvents({ now: () => 42, onListenerError() {} })
    expect(events.latest.get()).toEqual({ timestamp: 42, data: { type: 'track', event: 'MODAL_CREATED' } })
  })

  it('a listener added before the kernel hears what it raised while starting, then each new event, once, in order', () => {
    const events = createBootEvents({ onListenerError() {} })
    const heard: string[] = []
    events.listen((e) => heard.push(e.data.event))
    const k = kernelSource([event('INITIALIZE')])
    events.attach(k.source)
    k.raise('MODAL_OPEN')
    k.raise('MODAL_CLOSE')
    expect(heard).toEqual(['INITIALIZE', 'MODAL_OPEN', 'MODAL_CLOSE'])
    expect(events.latest.get().data.event).toBe('MODAL_CLOSE')
  })

  it('a listener added after the kernel hears only new events', () => {
    const events = createBootEvents({ onListenerError() {} })
    const k = kernelSource([event('INITIALIZE')])
    events.attach(k.source)
    const heard: string[] = []
    events.listen((e) => heard.push(e.data.event))
    k.raise('MODAL_OPEN')
    expect(heard).toEqual(['MODAL_OPEN'])
  })

  it('a removed listener hears nothing more, even an event raised while another was delivered', () => {
    const events = createBootEvents({ onListenerError() {} })
    const k = kernelSource()
    events.attach(k.source)
    const heard: string[] = []
    let stop = () => {}
    events.listen((e) => {
      if (e.data.event === 'A') {
        k.raise('B') // raised during A's delivery: waits behind it
        stop()
      }
    })
    stop = events.listen((e) => heard.push(e.data.event))
    k.raise('A')
    expect(heard).toEqual([])
    k.raise('C')
    expect(heard).toEqual([])
  })

  it('an event raised by a listener reaches every listener after the current one', () => {
    const events = createBootEvents({ onListenerError() {} })
    const k = kernelSource()
    events.attach(k.source)
    const first: string[] = []
    const second: string[] = []
    events.listen((e) => {
      first.push(e.data.event)
      if (e.data.event === 'CONNECT_SUCCESS') k.raise('MODAL_CLOSE')
    })
    events.listen((e) => second.push(e.data.event))
    k.raise('CONNECT_SUCCESS')
    expect(first).toEqual(['CONNECT_SUCCESS', 'MODAL_CLOSE'])
    expect(second).toEqual(['CONNECT_SUCCESS', 'MODAL_CLOSE'])
  })

  it("a listener that throws is reported and the others still hear the event", () => {
    const onListenerError = vi.fn()
    const events = createBootEvents({ onListenerError })
    const k = kernelSource()
    events.attach(k.source)
    const heard: string[] = []
    events.listen(() => {
      throw new Error('app bug')
    })
    events.listen((e) => heard.push(e.data.event))
    k.raise('MODAL_OPEN')
    expect(heard).toEqual(['MODAL_OPEN'])
    expect(onListenerError).toHaveBeenCalledWith(new Error('app bug'))
  })

  it('after dispose nothing is delivered', () => {
    const events = createBootEvents({ onListenerError() {} })
    const k = kernelSource()
    events.attach(k.source)
    const heard: string[] = []
    events.listen((e) => heard.push(e.data.event))
    events.dispose()
    k.raise('MODAL_OPEN')
    expect(heard).toEqual([])
  })
})
