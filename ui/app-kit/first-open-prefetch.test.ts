import { describe, expect, it, vi } from 'vitest'
import { PREFETCH_FACE_WAIT_MS, prefetchWhenInteractive } from './first-open-prefetch.ts'

/** A window whose parsing, face, frames and timers the test runs by hand. */
function fakeWindow({ readyState = 'loading', saveData, face = 'pending' }: { readyState?: DocumentReadyState; saveData?: boolean; face?: 'pending' | 'none' } = {}) {
  const listeners = new Map<string, () => void>()
  const frames: (() => void)[] = []
  const timers: { run: () => void; ms?: number }[] = []
  let loadFace: () => void = () => {}
  const fonts = { load: () => new Promise<void>((resolve) => (loadFace = resolve)), check: () => false, [Symbol.iterator]: [][Symbol.iterator] }
  const document = {
    readyState,
    ...(face === 'pending' ? { fonts } : {}),
    addEventListener: vi.fn((type: string, fn: () => void) => void listeners.set(type, fn)),
  }
  const win = {
    document,
    navigator: saveData === undefined ? {} : { connection: { saveData } },
    setTimeout: vi.fn((run: () => void, ms?: number) => timers.push({ run, ms })),
    requestAnimationFrame: vi.fn((run: () => void) => frames.push(run)),
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
  return {
    win: win as unknown as Parameters<typeof prefetchWhenInteractive>[0],
    parse: () => listeners.get('DOMContentLoaded')?.(),
    loadFace: () => loadFace(),
    /** Runs the timers set so far with this delay (undefined: the task after a frame). */
    runTimers: (ms: number | undefined) => timers.splice(0).forEach((t) => (t.ms === ms ? t.run() : timers.push(t))),
    paint: () => frames.splice(0).forEach((run) => run()),
    frames,
    timers,
    flush,
  }
}

describe('prefetchWhenInteractive', () => {
  it('waits for the document parsed and the face loaded, then a painted frame, and prefetches once, in the task after it', async () => {
    const w = fakeWindow()
    const prefetch = vi.fn()
    prefetchWhenInteractive(w.win, prefetch)
    w.loadFace()
    await w.flush()
    expect(w.frames).toHaveLength(0) // still parsing
    w.parse()
    await w.flush()
    expect(w.frames).toHaveLength(1)
    expect(prefetch).not.toHaveBeenCalled()
    w.paint()
    expect(prefetch).not.toHaveBeenCalled()
    w.runTimers(undefined)
    expect(prefetch).toHaveBeenCalledOnce()
  })

  it('a face that never loads waits PREFETCH_FACE_WAIT_MS at most; a page without the Font Loading API does not wait for it', async () => {
    const slow = fakeWindow({ readyState: 'interactive' })
    const prefetch = vi.fn()
    prefetchWhenInteractive(slow.win, prefetch)
    await slow.flush()
    expect(slow.frames).toHaveLength(0)
    expect(slow.timers.map((t) => t.ms)).toEqual([PREFETCH_FACE_WAIT_MS])
    slow.runTimers(PREFETCH_FACE_WAIT_MS)
    await slow.flush()
    slow.paint()
    slow.runTimers(undefined)
    expect(prefetch).toHaveBeenCalledOnce()

    const noFonts = fakeWindow({ readyState: 'complete', face: 'none' })
    const other = vi.fn()
    prefetchWhenInteractive(noFonts.win, other)
    await noFonts.flush()
    noFonts.paint()
    noFonts.runTimers(undefined)
    expect(other).toHaveBeenCalledOnce()
  })

  it('no frame painted (a hidden tab): nothing is fetched yet', async () => {
    const w = fakeWindow({ readyState: 'complete' })
    const prefetch = vi.fn()
    prefetchWhenInteractive(w.win, prefetch)
    w.loadFace()
    await w.flush()
    w.runTimers(undefined)
    expect(prefetch).not.toHaveBeenCalled()
  })

  it('Save-Data: nothing is fetched ahead; intent (hover, focus, press) and the open still load it', async () => {
    const w = fakeWindow({ readyState: 'complete', saveData: true })
    const prefetch = vi.fn()
    prefetchWhenInteractive(w.win, prefetch)
    w.loadFace()
    await w.flush()
    expect(w.frames.length + w.timers.length).toBe(0)
    expect(prefetch).not.toHaveBeenCalled()
  })

  it('saveData false is an ordinary visitor', async () => {
    const w = fakeWindow({ readyState: 'complete', saveData: false })
    const prefetch = vi.fn()
    prefetchWhenInteractive(w.win, prefetch)
    w.loadFace()
    await w.flush()
    w.paint()
    w.runTimers(undefined)
    expect(prefetch).toHaveBeenCalledOnce()
  })

  it('the cancel (a disposed instance) stops it at any step before the fetch', async () => {
    for (const step of ['before the face', 'before the frame', 'before the task'] as const) {
      const w = fakeWindow({ readyState: 'complete' })
      const prefetch = vi.fn()
      const cancel = prefetchWhenInteractive(w.win, prefetch)
      if (step === 'before the face') cancel()
      w.loadFace()
      await w.flush()
      if (step === 'before the frame') cancel()
      w.paint()
      if (step === 'before the task') cancel()
      w.runTimers(undefined)
      expect(prefetch, step).not.toHaveBeenCalled()
    }
  })
})
