import { describe, expect, it, vi } from 'vitest'
import { IDLE_PRELOAD_TIMEOUT_MS, preloadWhenIdle } from './idle-preload.ts'

/** A window whose load event, idle callbacks and timers the test runs by hand. */
function fakeWindow({ readyState = 'loading', idleCallbacks = true, saveData }: { readyState?: DocumentReadyState; idleCallbacks?: boolean; saveData?: boolean } = {}) {
  const listeners = new Map<string, () => void>()
  const idle = new Map<number, { run: () => void; timeout?: number }>()
  const timers = new Map<number, { run: () => void; ms?: number }>()
  let next = 1
  const win = {
    document: { readyState },
    navigator: saveData === undefined ? {} : { connection: { saveData } },
    addEventListener: vi.fn((type: string, fn: () => void) => void listeners.set(type, fn)),
    removeEventListener: vi.fn((type: string, fn: () => void) => void (listeners.get(type) === fn && listeners.delete(type))),
    setTimeout: vi.fn((run: () => void, ms?: number) => (timers.set(next, { run, ms }), next++)),
    clearTimeout: vi.fn((id: number) => void timers.delete(id)),
    ...(idleCallbacks
      ? {
          requestIdleCallback: vi.fn((run: () => void, o?: { timeout?: number }) => (idle.set(next, { run, timeout: o?.timeout }), next++)),
          cancelIdleCallback: vi.fn((id: number) => void idle.delete(id)),
        }
      : {}),
  }
  return {
    win: win as unknown as Parameters<typeof preloadWhenIdle>[0],
    load: () => listeners.get('load')?.(),
    hasLoadListener: () => listeners.has('load'),
    idle,
    timers,
    runIdle: () => [...idle.values()].forEach((c) => c.run()),
  }
}

describe('preloadWhenIdle', () => {
  it('waits for the load event, then for an idle period (at most IDLE_PRELOAD_TIMEOUT_MS), and preloads once', () => {
    const w = fakeWindow()
    const preload = vi.fn()
    preloadWhenIdle(w.win, preload)
    expect(w.idle.size).toBe(0)
    w.load()
    expect(preload).not.toHaveBeenCalled()
    expect([...w.idle.values()]).toEqual([expect.objectContaining({ timeout: IDLE_PRELOAD_TIMEOUT_MS })])
    w.runIdle()
    expect(preload).toHaveBeenCalledOnce()
  })

  it('a page that has loaded already: the next idle period', () => {
    const w = fakeWindow({ readyState: 'complete' })
    const preload = vi.fn()
    preloadWhenIdle(w.win, preload)
    expect(w.hasLoadListener()).toBe(false)
    w.runIdle()
    expect(preload).toHaveBeenCalledOnce()
  })

  it('Save-Data: nothing is fetched ahead; intent (hover, focus, press) and the open still load it', () => {
    const w = fakeWindow({ readyState: 'complete', saveData: true })
    const preload = vi.fn()
    preloadWhenIdle(w.win, preload)
    w.load()
    w.runIdle()
    expect(w.idle.size + w.timers.size).toBe(0)
    expect(preload).not.toHaveBeenCalled()
  })

  it('saveData false is an ordinary visitor', () => {
    const w = fakeWindow({ readyState: 'complete', saveData: false })
    const preload = vi.fn()
    preloadWhenIdle(w.win, preload)
    w.runIdle()
    expect(preload).toHaveBeenCalledOnce()
  })

  it('without requestIdleCallback (Safari): a timer soon after load', () => {
    const w = fakeWindow({ idleCallbacks: false })
    const preload = vi.fn()
    preloadWhenIdle(w.win, preload)
    w.load()
    expect(w.timers.size).toBe(1)
    ;[...w.timers.values()][0]!.run()
    expect(preload).toHaveBeenCalledOnce()
  })

  it('the cancel (a disposed instance) stops it before the load event and before the idle period', () => {
    const before = fakeWindow()
    const preload = vi.fn()
    preloadWhenIdle(before.win, preload)()
    expect(before.hasLoadListener()).toBe(false)
    before.load()
    expect(before.idle.size).toBe(0)

    const after = fakeWindow()
    const cancel = preloadWhenIdle(after.win, preload)
    after.load()
    cancel()
    expect(after.idle.size).toBe(0)
    expect(preload).not.toHaveBeenCalled()
  })
})
