import { describe, expect, it, vi } from 'vitest'
import type { Analytics } from '../analytics/analytics.ts'
import { analyticsOverEvents } from './analytics-over-events.ts'
import { createEventsService } from './events-service.ts'

function sender() {
  return { track: vi.fn(), reportError: vi.fn(), flush: vi.fn(async () => {}), dispose: vi.fn() } satisfies Analytics
}

describe('analytics over the events stream', () => {
  it('track raises the event; the sender reads it from the stream with its address', () => {
    const events = createEventsService({ now: () => 5, activeAddress: () => '0xactive' })
    const s = sender()
    const app: string[] = []
    const { analytics } = analyticsOverEvents(s, events)
    events.events$.subscribe((e) => app.push(e.data.event))
    analytics.track('SWITCH_NETWORK', { network: 'eip155:10' })
    analytics.track('DISCONNECT_SUCCESS', { namespace: 'eip155' }, { address: '0xold' })
    expect(app).toEqual(['SWITCH_NETWORK', 'DISCONNECT_SUCCESS'])
    expect(s.track.mock.calls).toEqual([
      ['SWITCH_NETWORK', { network: 'eip155:10' }, { address: '0xactive' }],
      ['DISCONNECT_SUCCESS', { namespace: 'eip155' }, { address: '0xold' }],
    ])
  })

  it('an event the app raises while one is delivered reaches the sender in order too', () => {
    const events = createEventsService({ now: () => 5 })
    const s = sender()
    const { analytics } = analyticsOverEvents(s, events)
    events.events$.subscribe((e) => {
      if (e.data.event === 'MODAL_OPEN') analytics.track('CLICK_ALL_WALLETS')
    })
    analytics.track('MODAL_OPEN', { connected: false })
    analytics.track('MODAL_CLOSE', { connected: false })
    expect(s.track.mock.calls.map((c) => c[0])).toEqual(['MODAL_OPEN', 'CLICK_ALL_WALLETS', 'MODAL_CLOSE'])
  })

  it('after the subscription ends the sender hears nothing; the rest goes to the sender', async () => {
    const events = createEventsService({ now: () => 5 })
    const s = sender()
    const { analytics, subscription } = analyticsOverEvents(s, events)
    subscription.unsubscribe()
    analytics.track('MODAL_OPEN')
    expect(s.track).not.toHaveBeenCalled()
    analytics.reportError('API_ERROR', new Error('x'))
    await analytics.flush()
    analytics.dispose()
    expect(s.reportError).toHaveBeenCalledOnce()
    expect(s.flush).toHaveBeenCalledOnce()
    expect(s.dispose).toHaveBeenCalledOnce()
  })

  it('a sender that throws does not stop the app hearing the event', () => {
    const events = createEventsService({ now: () => 5 })
    const s = sender()
    s.track.mockImplementation(() => {
      throw new Error('broken double')
    })
    const { analytics } = analyticsOverEvents(s, events)
    const app: string[] = []
    events.events$.subscribe((e) => app.push(e.data.event))
    analytics.track('MODAL_OPEN')
    expect(app).toEqual(['MODAL_OPEN'])
  })
})
