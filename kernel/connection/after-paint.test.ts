// Work after the next paint: after the frame's callback and one task, in order, never stuck.
import { describe, expect, it, vi } from 'vitest'
import { AFTER_PAINT_MAX_MS, createPaintQueue, nextPaint } from './after-paint.ts'

describe('after the next paint', () => {
  it('waits for the next animation frame, then one task', async () => {
    let frame: (() => void) | undefined
    let done = false
    void nextPaint({ requestAnimationFrame: (callback) => (frame = callback), document: { visibilityState: 'visible' } }).then(() => (done = true))
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(done).toBe(false)
    frame!()
    expect(done).toBe(false)
    await vi.waitFor(() => expect(done).toBe(true))
  })

  it('a hidden page paints no frame: one task later', async () => {
    const requestAnimationFrame = vi.fn()
    await nextPaint({ requestAnimationFrame, document: { visibilityState: 'hidden' } })
    expect(requestAnimationFrame).not.toHaveBeenCalled()
  })

  it(`a frame that never comes (the page hidden meanwhile) waits ${AFTER_PAINT_MAX_MS} ms at most`, async () => {
    const started = performance.now()
    await nextPaint({ requestAnimationFrame: () => 0, document: { visibilityState: 'visible' } })
    expect(performance.now() - started).toBeGreaterThanOrEqual(AFTER_PAINT_MAX_MS - 5)
  })

  it('runs the works in order, one throwing does not stop the next, and drained() waits for works queued by works', async () => {
    const ran: string[] = []
    const errors: unknown[] = []
    const queue = createPaintQueue({ onError: (error) => errors.push(error) })
    queue.later(() => ran.push('a'))
    queue.later(() => {
      throw new Error('boom')
    })
    queue.later(() => {
      ran.push('b')
      queue.later(() => ran.push('c'))
    })
    expect(ran).toEqual([])
    await queue.drained()
    expect(ran).toEqual(['a', 'b', 'c'])
    expect(errors).toHaveLength(1)
  })

  it('drops what is queued once its owner stopped', async () => {
    let stopped = false
    const ran: string[] = []
    const queue = createPaintQueue({ onError: () => {}, stopped: () => stopped })
    queue.later(() => ran.push('a'))
    stopped = true
    await queue.drained()
    expect(ran).toEqual([])
  })
})
