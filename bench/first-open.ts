// The first open at any moment: a fresh visitor (cold cache) opens the modal either once the page
// went idle or 150 ms after the load event, either with a Playwright tap (touch and pointer events)
// or with a programmatic element.click() (no pointer event at all: a keyboard's Enter, or a tap that
// gives no head start). Each open is followed by bench/settle-timer.js: click → the real first view's
// first frame, click → settled; and, read in the page, the bytes fetched between the click and the
// settled frame and the long tasks of the open. Beside them, the JS heap once the idle page has
// collected its garbage. The same measure runs on Portico and on the anchors (bench/anchors), so the
// ratio is measured in one run.
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { Browser, BrowserContextOptions, Page, Response } from 'playwright-core'
import { isScript, median, networkQuiet } from './measure.ts'

export type Moment = 'idle' | 'load+150'
export type Input = 'tap' | 'click()'

export const MOMENTS: readonly Moment[] = ['idle', 'load+150']
export const INPUTS: readonly Input[] = ['tap', 'click()']

/** The time after the load event at which 'load+150' opens, ms. */
export const AFTER_LOAD_MS = 150

export type FirstOpenTarget = {
  /** Portico, RainbowKit, ConnectKit, AppKit. */
  name: string
  url: string
  /** The trigger's accessible name. */
  buttonName: string
  /** What shows once the real first view rendered, inside the dialog (CSS). */
  ready: string
  /** The dialog (CSS); default '[role="dialog"], dialog[open]'. */
  dialog?: string
  /** Whether `ready` lies in open shadow roots below the dialog (a kit made of web components). */
  deep?: boolean
}

export type FirstOpenRun = {
  readyMs: number
  settledMs: number
  /** gzip -9 bytes of the scripts requested from the click to the settled frame (each URL once). */
  jsGzipBytes: number
  /** Bytes on the wire (transferSize) of every request started from the click to the settled frame. */
  transferBytes: number
  /** Long tasks (≥ 50 ms) that started between the click and the settled frame, and their total ms. */
  longTasks: number
  longTaskMs: number
  /** The same, during the second watched after the settled frame (work the open left for later). */
  laterLongTasks: number
  laterLongTaskMs: number
  /** The settle timer's layout jumps from the first dialog frame to settled. */
  jumpFrames: number
  /** Navigation → the page's load event (its end), and → the click (the settle timer's start). */
  loadEventMs: number
  clickMs: number
}

export type FirstOpenCell = {
  moment: Moment
  input: Input
  readyMedianMs: number
  settledMedianMs: number
  jsGzipMedianBytes: number
  jsGzipMaxBytes: number
  transferMedianBytes: number
  longTasksMedian: number
  longTaskMedianMs: number
  laterLongTaskMedianMs: number
  jumpRuns: number
  /** Medians: navigation → load event, the click after it (150 asked at 'load+150'), navigation → the real view. */
  loadEventMedianMs: number
  clickAfterLoadMedianMs: number
  navigationToReadyMedianMs: number
  runs: FirstOpenRun[]
}

export type FirstOpenResult = {
  target: string
  url: string
  cells: FirstOpenCell[]
  /** JS heap used once the page is idle after load and garbage-collected, median over the idle runs. */
  heapAfterLoadMedianBytes: number
  heapAfterLoadRunsBytes: number[]
}

const settleTimer = fileURLToPath(new URL('./settle-timer.js', import.meta.url))
const benchWallet = fileURLToPath(new URL('./bench-wallet.js', import.meta.url))

/** Desktop size with touch, so a tap and a click() reach the same layout (no hover either way). */
const CONTEXT: BrowserContextOptions = { hasTouch: true, viewport: { width: 1280, height: 720 } }

/** Long tasks recorded from before the page's scripts. */
const LONG_TASKS = `(() => {
  window.__benchLongTasks = []
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__benchLongTasks.push([e.startTime, e.duration]) }).observe({ type: 'longtask', buffered: true })
  } catch {}
})()`

/** The JS heap in use after a full garbage collection (Chromium's DevTools protocol). */
async function heapUsed(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    return usedSize
  } finally {
    await cdp.detach()
  }
}

type SettleState = { startAt?: number; readyAt?: number; settledAt?: number; watchedUntil?: number; jumpFrames: number; done: boolean }
type ProbeWindow = {
  __porticoSettle: { state: SettleState; dialogNow(): boolean; arm(o: { ready: string; dialog?: string; deep?: boolean }): void }
  __benchLongTasks: [number, number][]
}

/** One fresh visitor: load, wait for the moment, open with `input`, follow the open until settled. */
async function firstOpenRun(browser: Browser, target: FirstOpenTarget, moment: Moment, input: Input, timeoutMs: number): Promise<FirstOpenRun & { heap?: number }> {
  const context = await browser.newContext(CONTEXT)
  const page = await context.newPage()
  try {
    await page.addInitScript({ path: benchWallet })
    await page.addInitScript({ content: LONG_TASKS })
    await page.addInitScript({ path: settleTimer })
    const scripts = new Map<string, Response>()
    page.on('response', (response) => {
      if (isScript(response) && response.status() === 200 && !scripts.has(response.url())) scripts.set(response.url(), response)
    })
    // 'load+150': the button is found and the timer armed while the page loads, so that Playwright's
    // round trips (slow on a loaded machine) are over before the moment, not added to it
    await page.goto(target.url, { waitUntil: moment === 'idle' ? 'load' : 'commit' })
    const button = page.getByRole('button', { name: target.buttonName, exact: true }).first()
    await button.waitFor({ state: 'visible', timeout: timeoutMs })
    let heap: number | undefined
    if (moment === 'idle') {
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
      await networkQuiet(page)
      heap = await heapUsed(page)
    }
    const open = await page.evaluate((o) => {
      const w = window as unknown as ProbeWindow
      w.__porticoSettle.arm(o)
      return w.__porticoSettle.dialogNow()
    }, { ready: target.ready, dialog: target.dialog, deep: target.deep })
    if (open) throw new Error(`${target.name}: a dialog is visible before the click: nothing to time`)
    const handle = await button.elementHandle()
    if (!handle) throw new Error(`${target.name}: the "${target.buttonName}" button left the page`)
    if (input === 'click()') {
      // in the page: the click at the moment itself, with no round trip between the wait and the click
      await handle.evaluate(
        (el, after) =>
          // no named function in here: tsx's transform would wrap it in a helper the page lacks
          new Promise<void>((loaded) => {
            // before the load event has ended: from its end (a task after the load event's)
            if ((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd > 0) loaded()
            else addEventListener('load', () => setTimeout(loaded), { once: true })
          }).then(
            () =>
              new Promise<void>((resolve) => {
                const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
                const wait = after === undefined ? 0 : Math.max(0, nav.loadEventEnd + after - performance.now())
                setTimeout(() => {
                  ;(el as HTMLElement).click()
                  resolve()
                }, wait)
              }),
          ),
        moment === 'idle' ? undefined : AFTER_LOAD_MS,
      )
    } else {
      if (moment === 'load+150')
        await page.waitForFunction(
          (after) => {
            const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
            return nav.loadEventEnd > 0 && performance.now() >= nav.loadEventEnd + after
          },
          AFTER_LOAD_MS,
          { polling: 'raf', timeout: timeoutMs },
        )
      await handle.tap()
    }
    const read = () => page.evaluate(() => (window as unknown as ProbeWindow).__porticoSettle.state)
    await page.waitForFunction(() => (window as unknown as ProbeWindow).__porticoSettle.state.done, null, { timeout: timeoutMs + 1000 }).catch(async (error: Error) => {
      throw new Error(`${target.name}: the dialog showing ${target.ready} did not settle (timer state ${JSON.stringify(await read())}): ${error.message}`)
    })
    const probe = await page.evaluate(() => {
      const w = window as unknown as ProbeWindow
      const { startAt, settledAt, watchedUntil } = w.__porticoSettle.state
      const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.startTime >= startAt! && r.startTime <= settledAt!)
      return {
        state: w.__porticoSettle.state,
        urls: resources.map((r) => r.name),
        transfer: resources.reduce((total, r) => total + r.transferSize, 0),
        loadEventEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
        tasks: w.__benchLongTasks.filter(([at]) => at >= startAt! && at <= settledAt!),
        later: w.__benchLongTasks.filter(([at]) => at > settledAt! && at <= watchedUntil!),
      }
    })
    let jsGzipBytes = 0
    for (const url of new Set(probe.urls)) {
      const response = scripts.get(url)
      if (response) jsGzipBytes += gzipSync(await response.body(), { level: 9 }).length
    }
    const { startAt, readyAt, settledAt, jumpFrames } = probe.state
    const total = (tasks: [number, number][]) => Math.round(tasks.reduce((t, [, d]) => t + d, 0))
    return {
      readyMs: round(readyAt! - startAt!),
      settledMs: round(settledAt! - startAt!),
      jsGzipBytes,
      transferBytes: probe.transfer,
      longTasks: probe.tasks.length,
      longTaskMs: total(probe.tasks),
      laterLongTasks: probe.later.length,
      laterLongTaskMs: total(probe.later),
      jumpFrames,
      loadEventMs: round(probe.loadEventEnd),
      clickMs: round(startAt!),
      ...(heap !== undefined ? { heap } : {}),
    }
  } finally {
    await context.close()
  }
}

const round = (ms: number) => Math.round(ms * 10) / 10

/**
 * Every moment × input, `runs` fresh visitors each, interleaved (one run of each cell in turn) so
 * that a slow stretch of a loaded machine falls on every cell alike.
 */
export async function measureFirstOpen(browser: Browser, target: FirstOpenTarget, runs: number, timeoutMs = 10_000): Promise<FirstOpenResult> {
  return (await measureFirstOpenSideBySide(browser, [target], runs, timeoutMs))[0]!
}

/**
 * The same for several targets (Portico and the anchors) in one run, interleaved target by target
 * and cell by cell, so that a slow stretch of a loaded machine falls on every target alike.
 */
export async function measureFirstOpenSideBySide(browser: Browser, targets: readonly FirstOpenTarget[], runs: number, timeoutMs = 10_000): Promise<FirstOpenResult[]> {
  const all = targets.map((target) => ({
    target,
    cells: MOMENTS.flatMap((moment) => INPUTS.map((input) => ({ moment, input, runs: [] as (FirstOpenRun & { heap?: number })[] }))),
  }))
  for (let i = 0; i < runs; i++)
    for (const { target, cells } of all) for (const cell of cells) cell.runs.push(await firstOpenRun(browser, target, cell.moment, cell.input, timeoutMs))
  return all.map(({ target, cells }) => summarize(target, cells))
}

function summarize(target: FirstOpenTarget, cells: { moment: Moment; input: Input; runs: (FirstOpenRun & { heap?: number })[] }[]): FirstOpenResult {
  const heaps = cells.flatMap((c) => c.runs.flatMap((r) => (r.heap !== undefined ? [r.heap] : [])))
  return {
    target: target.name,
    url: target.url,
    cells: cells.map(({ moment, input, runs: rs }) => ({
      moment,
      input,
      readyMedianMs: round(median(rs.map((r) => r.readyMs))),
      settledMedianMs: round(median(rs.map((r) => r.settledMs))),
      jsGzipMedianBytes: median(rs.map((r) => r.jsGzipBytes)),
      jsGzipMaxBytes: Math.max(...rs.map((r) => r.jsGzipBytes)),
      transferMedianBytes: median(rs.map((r) => r.transferBytes)),
      longTasksMedian: median(rs.map((r) => r.longTasks)),
      longTaskMedianMs: median(rs.map((r) => r.longTaskMs)),
      laterLongTaskMedianMs: median(rs.map((r) => r.laterLongTaskMs)),
      jumpRuns: rs.filter((r) => r.jumpFrames > 0).length,
      loadEventMedianMs: round(median(rs.map((r) => r.loadEventMs))),
      clickAfterLoadMedianMs: round(median(rs.map((r) => r.clickMs - r.loadEventMs))),
      navigationToReadyMedianMs: round(median(rs.map((r) => r.clickMs + r.readyMs))),
      runs: rs.map(({ heap: _heap, ...run }) => run),
    })),
    heapAfterLoadMedianBytes: median(heaps),
    heapAfterLoadRunsBytes: heaps,
  }
}
