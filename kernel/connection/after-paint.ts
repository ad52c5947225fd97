// What the visitor does not need to see in the frame after the wallet's answer (storage writes, the
// balance and name reads, the modal's close) waits until that frame is painted: the account shows
// first, everything else follows.

/** The longest a queued work waits for a frame: a page hidden meanwhile paints none. */
export const AFTER_PAINT_MAX_MS = 100

type Frames = {
  requestAnimationFrame?: (callback: () => void) => unknown
  document?: { visibilityState?: string }
}

/** One task later: a message to a channel, which fake timers leave alone (a test's clock never holds it). */
function nextTask(run: () => void): void {
  const channel = new MessageChannel()
  channel.port1.onmessage = () => {
    channel.port1.close()
    run()
  }
  channel.port2.postMessage(undefined)
}

/**
 * Resolves once the frame that shows what was just published is painted: the next animation frame,
 * then a task (a task queued from a frame's callback runs after that frame's paint). Without frames
 * (a server, a test, a hidden page) one task later; never later than AFTER_PAINT_MAX_MS.
 */
export function nextPaint(env: Frames = globalThis as Frames): Promise<void> {
  return new Promise((resolve) => {
    const raf = env.requestAnimationFrame
    if (typeof raf !== 'function' || env.document?.visibilityState === 'hidden') return nextTask(resolve)
    const timer = setTimeout(resolve, AFTER_PAINT_MAX_MS)
    raf(() =>
      nextTask(() => {
        clearTimeout(timer)
        resolve()
      }),
    )
  })
}

/** Work that follows the next paint, in the order it was queued. */
export interface PaintQueue {
  /** Runs `work` after the next paint, after every work queued before it. */
  later(work: () => void): void
  /** Resolves once every work queued so far has run. */
  drained(): Promise<void>
}

export interface PaintQueueOptions {
  /** A work that throws is reported here; the works after it still run. */
  onError(error: unknown): void
  /** True once the owner was disposed: queued works are dropped then. */
  stopped?(): boolean
  waitForPaint?(): Promise<void>
}

export function createPaintQueue({ onError, stopped = () => false, waitForPaint = nextPaint }: PaintQueueOptions): PaintQueue {
  let queued: (() => void)[] = []
  let flushing: Promise<void> | undefined
  const flush = async () => {
    await waitForPaint()
    const works = queued
    queued = []
    flushing = undefined
    if (stopped()) return
    for (const work of works) {
      try {
        work()
      } catch (error) {
        onError(error)
      }
    }
  }
  return {
    later(work) {
      queued.push(work)
      flushing ??= flush()
    },
    async drained() {
      // a work may queue more: wait until none is left
      while (flushing) await flushing
    },
  }
}
