import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type Page, type Response } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts'

export type MeasureOptions = {
  /** The page with the modal's trigger button. */
  url: string
  /** Origins whose scripts are not counted (the Sandbox Wallet plays a browser extension). */
  excludeOrigins?: string[]
  /** Fresh page loads for the click → dialog timing; default 20. */
  runs?: number
  /** Accessible name of the trigger button; default 'Connect Wallet'. */
  buttonName?: string
}

export type JsFile = { url: string; gzipBytes: number }

export type BenchResult = {
  url: string
  excludedOrigins: string[]
  /** gzip -9 bytes of every script fetched before the modal opens. */
  initialJsGzipBytes: number
  /** gzip -9 bytes of the scripts fetched by the first open. */
  firstOpenJsGzipBytes: number
  /** Median over fresh page loads of click → first frame with a visible dialog. */
  clickToDialogMedianMs: number
  clickToDialogRunsMs: number[]
  initialJsFiles: JsFile[]
  firstOpenJsFiles: JsFile[]
}

const isScript = (response: Response) =>
  response.request().resourceType() === 'script' || /javascript|ecmascript/.test(response.headers()['content-type'] ?? '')

/** Resolves once no request has been in flight for `quietMs`. */
async function networkQuiet(page: Page, quietMs = 500): Promise<void> {
  let inFlight = 0
  let lastChange = Date.now()
  const up = () => ((inFlight += 1), (lastChange = Date.now()))
  const down = () => ((inFlight = Math.max(0, inFlight - 1)), (lastChange = Date.now()))
  page.on('request', up)
  page.on('requestfinished', down)
  page.on('requestfailed', down)
  try {
    while (inFlight > 0 || Date.now() - lastChange < quietMs) await new Promise((resolve) => setTimeout(resolve, 50))
  } finally {
    page.off('request', up)
    page.off('requestfinished', down)
    page.off('requestfailed', down)
  }
}

/** (a) and (b): the scripts fetched before the modal opens, and those the first open fetches. */
async function measureBytes(browser: Browser, options: Required<MeasureOptions>) {
  const context = await browser.newContext()
  const page = await context.newPage()
  type Phase = 'initial' | 'firstOpen'
  let phase = 'initial' as Phase
  const seen = new Set<string>()
  const files: Promise<JsFile & { phase: Phase }>[] = []
  page.on('response', (response) => {
    const url = response.url()
    if (!isScript(response) || response.status() !== 200 || seen.has(url)) return
    if (options.excludeOrigins.includes(new URL(url).origin)) return
    seen.add(url)
    const at = phase
    files.push(response.body().then((body) => ({ url, gzipBytes: gzipSync(body, { level: 9 }).length, phase: at })))
  })
  await page.goto(options.url, { waitUntil: 'networkidle' })
  phase = 'firstOpen'
  await page.getByRole('button', { name: options.buttonName, exact: true }).click()
  await page.getByRole('dialog').first().waitFor({ state: 'visible' })
  await networkQuiet(page)
  const all = await Promise.all(files)
  await context.close()
  const pick = (p: Phase) => all.filter((f) => f.phase === p).map(({ url, gzipBytes }) => ({ url, gzipBytes }))
  return { initial: pick('initial'), firstOpen: pick('firstOpen') }
}

// The in-page timer (see dialog-timer.js). Kept as a plain script file: a function passed to
// addInitScript would be serialized after tsx's transform, which adds helpers the page lacks.
const dialogTimer = fileURLToPath(new URL('./dialog-timer.js', import.meta.url))

/** (c): click → dialog visible, on a fresh context (cold cache) and page load each run. */
async function measureOpen(browser: Browser, options: Required<MeasureOptions>): Promise<number> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript({ path: dialogTimer })
  await page.goto(options.url, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: options.buttonName, exact: true }).click()
  await page
    .waitForFunction(() => (window as unknown as { __porticoBench: { visibleAt?: number } }).__porticoBench.visibleAt !== undefined, null, { timeout: 10_000 })
    .catch(async (error: Error) => {
      const state = await page.evaluate(() => JSON.stringify((window as unknown as { __porticoBench: unknown }).__porticoBench))
      throw new Error(`no visible dialog within 10 s of the click (timer state ${state}): ${error.message}`)
    })
  const { clickAt, visibleAt } = await page.evaluate(() => (window as unknown as { __porticoBench: { clickAt: number; visibleAt: number } }).__porticoBench)
  await context.close()
  return visibleAt - clickAt
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const sum = (files: JsFile[]) => files.reduce((total, file) => total + file.gzipBytes, 0)

/** Measures a page's modal in headless Chromium: initial JS, first-open JS, click → dialog time. */
export async function measureModal(options: MeasureOptions): Promise<BenchResult> {
  const resolved: Required<MeasureOptions> = { excludeOrigins: [], runs: 20, buttonName: 'Connect Wallet', ...options }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true })
  try {
    const bytes = await measureBytes(browser, resolved)
    const runs: number[] = []
    for (let i = 0; i < resolved.runs; i++) runs.push(Math.round((await measureOpen(browser, resolved)) * 10) / 10)
    return {
      url: resolved.url,
      excludedOrigins: resolved.excludeOrigins,
      initialJsGzipBytes: sum(bytes.initial),
      firstOpenJsGzipBytes: sum(bytes.firstOpen),
      clickToDialogMedianMs: Math.round(median(runs) * 10) / 10,
      clickToDialogRunsMs: runs,
      initialJsFiles: bytes.initial,
      firstOpenJsFiles: bytes.firstOpen,
    }
  } finally {
    await browser.close()
  }
}
