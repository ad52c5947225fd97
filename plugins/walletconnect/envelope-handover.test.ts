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
