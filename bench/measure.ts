import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type Page, type Request, type Response } from 'playwright-core'
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
  /** Also time the wallet listing (AllWallets, search); off unless given. */
  listing?: ListingOptions
  /** Also count the JS that picking WalletConnect adds, up to its pairing QR code; off unless given. */
  walletConnect?: WalletConnectOptions
}

/** What to pick and wait for to count the WalletConnect path's JS (defaults: Portico's modal). */
export type WalletConnectOptions = {
  /** Accessible name of the WalletConnect button in the open modal; default 'WalletConnect'. */
  trigger?: string
  /**
   * What shows once the pairing URI is there (CSS, through open shadow roots); default Portico's
   * QR code carrying a `wc:` URI.
   */
  ready?: string
}

/** What to click, wait for and type to time the wallet listing (defaults: Portico's modal). */
export type ListingOptions = {
  /** Fresh page loads; default 5. */
  runs?: number
  /** The start of the name of the button that opens the listing; default 'All Wallets'. */
  trigger?: string
  /** A listing item (CSS, looked up through open shadow roots). */
  item?: string
  /** The search field. */
  input?: string
  /** The text typed; default 'Rain' (Rainbow, a registry wallet). */
  query?: string
  /** A search result (must not match the listing's own items). */
  result?: string
}

export type ListingResult = {
  query: string
  /** Click on 'All Wallets' → first frame with a visible wallet in the grid (median over fresh loads). */
  allWalletsMedianMs: number
  allWalletsRunsMs: number[]
  /** Typing the query → first frame with a visible result; includes SPEC §9's 300 ms minimum loading state. */
  searchMedianMs: number
  searchRunsMs: number[]
}

/** The options with their defaults (the listing and WalletConnect stay optional). */
type Resolved = Required<Omit<MeasureOptions, 'listing' | 'walletConnect'>> & Pick<MeasureOptions, 'listing' | 'walletConnect'>

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
  /**
   * With `walletConnect`: gzip -9 bytes of the scripts requested from the click on WalletConnect
   * (the modal open, its first scripts settled) until its QR code shows the pairing URI.
   */
  walletConnectJsGzipBytes?: number
  walletConnectJsFiles?: JsFile[]
  /** With `listing`: the wallet listing timings. */
  listing?: ListingResult
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

type Phase = 'initial' | 'firstOpen' | 'walletConnect' | 'after'

/**
 * The bytes: the scripts fetched before the modal opens, those the first open fetches and, with
 * `walletConnect`, those that picking WalletConnect fetches until its QR code shows. A script
 * belongs to the phase in which it was requested; each URL counts once (what the page already
 * has is not fetched again).
 */
async function measureBytes(browser: Browser, options: Resolved) {
  const context = await browser.newContext()
  const page = await context.newPage()
  let phase = 'initial' as Phase
  const requestedIn = new Map<Request, Phase>()
  const seen = new Set<string>()
  const files: Promise<JsFile & { phase: Phase }>[] = []
  page.on('request', (request) => requestedIn.set(request, phase))
  page.on('response', (response) => {
    const url = response.url()
    if (!isScript(response) || response.status() !== 200 || seen.has(url)) return
    if (options.excludeOrigins.includes(new URL(url).origin)) return
    seen.add(url)
    const at = requestedIn.get(response.request()) ?? phase
    files.push(response.body().then((body) => ({ url, gzipBytes: gzipSync(body, { level: 9 }).length, phase: at })))
  })
  await page.goto(options.url, { waitUntil: 'networkidle' })
  phase = 'firstOpen'
  await page.getByRole('button', { name: options.buttonName, exact: true }).click()
  const dialog = page.getByRole('dialog').first()
  await dialog.waitFor({ state: 'visible' })
  await networkQuiet(page)
  if (options.walletConnect) {
    const { trigger = 'WalletConnect', ready = PORTICO_WC_READY } = options.walletConnect
    // The visitor reads the settled Connect view, then picks WalletConnect.
    const button = dialog.getByRole('button', { name: trigger, exact: true })
    await button.waitFor({ state: 'visible', timeout: 10_000 }).catch((error: Error) => {
      throw new Error(`no "${trigger}" button in the open modal: ${error.message}`)
    })
    await networkQuiet(page)
    phase = 'walletConnect'
    await button.click()
    await page
      .locator(ready)
      .first()
      .waitFor({ state: 'visible', timeout: 20_000 })
      .catch((error: Error) => {
        throw new Error(`nothing matching ${ready} showed within 20 s of picking "${trigger}": ${error.message}`)
      })
    phase = 'after'
    await networkQuiet(page)
  }
  const all = await Promise.all(files)
  await context.close()
  const pick = (p: Phase) => all.filter((f) => f.phase === p).map(({ url, gzipBytes }) => ({ url, gzipBytes }))
  return { initial: pick('initial'), firstOpen: pick('firstOpen'), walletConnect: pick('walletConnect') }
}

/** Portico's pairing QR code (plugins/walletconnect/views/pairing.tsx) once it carries a URI. */
const PORTICO_WC_READY = '[data-testid="wc-qr"][data-uri^="wc:"]'

// The in-page timer (see dialog-timer.js). Kept as a plain script file: a function passed to
// addInitScript would be serialized after tsx's transform, which adds helpers the page lacks.
const dialogTimer = fileURLToPath(new URL('./dialog-timer.js', import.meta.url))

/** (d): click → dialog visible, on a fresh context (cold cache) and page load each run. */
async function measureOpen(browser: Browser, options: Resolved): Promise<number> {
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

const listingTimer = fileURLToPath(new URL('./listing-timer.js', import.meta.url))

type ListingTimer = {
  open(o: { trigger: string; item: string }): Promise<number>
  search(o: { input: string; query: string; result: string }): Promise<number>
}

/**
 * The wallet listing, on a fresh context (cold cache) and page load: open the modal, let the
 * Connect view settle (its listing request and image prefetch, as while a visitor reads it), then
 * time 'All Wallets' → first wallet visible; let that settle, then time typing → first result.
 */
async function measureListingRun(browser: Browser, options: Resolved, listing: Required<ListingOptions>) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript({ path: listingTimer })
  await page.goto(options.url, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: options.buttonName, exact: true }).click()
  await page.getByRole('dialog').first().getByRole('button', { name: listing.trigger }).first().waitFor({ state: 'visible' })
  await networkQuiet(page)
  const timer = (fn: 'open' | 'search', arg: object) =>
    page.evaluate(
      ([fn, arg]) => (window as unknown as { __porticoListingBench: ListingTimer }).__porticoListingBench[fn as 'open'](arg as never),
      [fn, arg] as const,
    )
  const allWallets = await timer('open', { trigger: listing.trigger, item: listing.item })
  await networkQuiet(page)
  const search = await timer('search', { input: listing.input, query: listing.query, result: listing.result })
  await context.close()
  return { allWallets: Math.round(allWallets * 10) / 10, search: Math.round(search * 10) / 10 }
}

async function measureListing(browser: Browser, options: Resolved): Promise<ListingResult> {
  const listing: Required<ListingOptions> = {
    runs: 5,
    trigger: 'All Wallets',
    item: '[aria-label="Wallets"] [data-testid^="all-wallets-item-"]',
    input: 'input[aria-label="Search wallet"]',
    query: 'Rain',
    result: '[aria-label="Search results"] [data-testid^="all-wallets-item-"]',
    ...options.listing,
  }
  const allWalletsRunsMs: number[] = []
  const searchRunsMs: number[] = []
  for (let i = 0; i < listing.runs; i++) {
    const run = await measureListingRun(browser, options, listing)
    allWalletsRunsMs.push(run.allWallets)
    searchRunsMs.push(run.search)
  }
  return {
    query: listing.query,
    allWalletsMedianMs: Math.round(median(allWalletsRunsMs) * 10) / 10,
    allWalletsRunsMs,
    searchMedianMs: Math.round(median(searchRunsMs) * 10) / 10,
    searchRunsMs,
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const sum = (files: JsFile[]) => files.reduce((total, file) => total + file.gzipBytes, 0)

/** Measures a page's modal in headless Chromium: initial JS, first-open JS, (WalletConnect JS,) click → dialog time. */
export async function measureModal(options: MeasureOptions): Promise<BenchResult> {
  const resolved: Resolved = { excludeOrigins: [], runs: 20, buttonName: 'Connect Wallet', ...options }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true })
  try {
    const bytes = await measureBytes(browser, resolved)
    const runs: number[] = []
    for (let i = 0; i < resolved.runs; i++) runs.push(Math.round((await measureOpen(browser, resolved)) * 10) / 10)
    const listing = options.listing ? await measureListing(browser, resolved) : undefined
    return {
      url: resolved.url,
      excludedOrigins: resolved.excludeOrigins,
      initialJsGzipBytes: sum(bytes.initial),
      firstOpenJsGzipBytes: sum(bytes.firstOpen),
      clickToDialogMedianMs: Math.round(median(runs) * 10) / 10,
      clickToDialogRunsMs: runs,
      initialJsFiles: bytes.initial,
      firstOpenJsFiles: bytes.firstOpen,
      ...(options.walletConnect ? { walletConnectJsGzipBytes: sum(bytes.walletConnect), walletConnectJsFiles: bytes.walletConnect } : {}),
      ...(listing ? { listing } : {}),
    }
  } finally {
    await browser.close()
  }
}
