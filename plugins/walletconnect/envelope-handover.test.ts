import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEnvelopeHandover, type EnvelopeHandover } from './envelope-handover.ts'

const envelope = { topic: 'a'.repeat(64), message: 'AQID' }
const opened: EnvelopeHandover[] = []
let name = 0

// Real BroadcastChannels (Node's), one per tab, on one channel name.
function tabs(count: number, claimMs = 300) {
  const channel = `handover-test-${++name}`
  return Array.from({ length: count }, () => {
    const receive = vi.fn()
    const handover = createEnvelopeHandover(new BroadcastChannel(channel) as never, receive, claimMs)
    opened.push(handover)
    return { handover, receive }
  })
}

afterEach(() => opened.splice(0).forEach((h) => h.close()))

describe('an envelope that arrived in a new tab', () => {
  it('goes to the tab waiting for a link-mode answer, and only there', async () => {
    const [arrived, waiting, idle] = tabs(3)
    waiting!.handover.awaiting()
    await expect(arrived!.handover.offer(envelope)).resolves.toBe(true)
    await vi.waitFor(() => expect(waiting!.receive).toHaveBeenCalledWith(envelope))
    expect(idle!.receive).not.toHaveBeenCalled()
    expect(arrived!.receive).not.toHaveBeenCalled()
  })

  it('is granted to one tab when two wait', async () => {
    const [arrived, first, second] = tabs(3)
    first!.handover.awaiting()
    second!.handover.awaiting()
    await expect(arrived!.handover.offer(envelope)).resolves.toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(first!.receive.mock.calls.length + second!.receive.mock.calls.length).toBe(1)
  })

  it('stays with the tab that received it when no tab waits (or the waiting one was answered)', async () => {
    const [arrived, answered] = tabs(2)
    answered!.handover.awaiting()()
    const start = Date.now()
    await expect(arrived!.handover.offer(envelope)).resolves.toBe(false)
    expect(Date.now() - start).toBeGreaterThanOrEqual(290)
    expect(answered!.receive).not.toHaveBeenCalled()
  })
})

describe('a tab that asked and was suspended meanwhile (the visitor in the wallet app)', () => {
  it('still gets an envelope no tab claimed in time when it claims it late', async () => {
    const channel = `handover-test-${++name}`
    const arrived = createEnvelopeHandover(new BroadcastChannel(channel) as never, vi.fn(), 100)
    opened.push(arrived)
    // the asking tab's messages run only once it is back: it reads the offer late
    const late: MessageEvent[] = []
    const asking = new BroadcastChannel(channel)
    asking.onmessage = (event) => void late.push(event)
    await expect(arrived.offer(envelope)).resolves.toBe(false)
    const receive = vi.fn()
    const back = createEnvelopeHandover(asking as never, receive, 100)
    opened.push(back)
    back.awaiting()
    late.forEach((event) => (asking.onmessage as (event: MessageEvent) => void)(event))
    await vi.waitFor(() => expect(receive).toHaveBeenCalledWith(envelope))
  })

  it('asks for it again when it shows, and gets it once', async () => {
    const [arrived, asking] = tabs(2, 100)
    await expect(arrived!.handover.offer(envelope)).resolves.toBe(false)
    // it missed the offer (not waiting then, as a tab whose messages were dropped); it waits now and returns
    asking!.handover.awaiting()
    asking!.handover.returned()
    await vi.waitFor(() => expect(asking!.receive).toHaveBeenCalledWith(envelope))
    asking!.handover.returned()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(asking!.receive).toHaveBeenCalledTimes(1)
  })

  it('is not offered again after the late-claim time', async () => {
    const channel = `handover-test-${++name}`
    const arrived = createEnvelopeHandover(new BroadcastChannel(channel) as never, vi.fn(), 50, 150)
    const receive = vi.fn()
    const asking = createEnvelopeHandover(new BroadcastChannel(channel) as never, receive, 50, 150)
    opened.push(arrived, asking)
    await expect(arrived.offer(envelope)).resolves.toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 200))
    asking.awaiting()
    asking.returned()
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(receive).not.toHaveBeenCalled()
  })
})
