import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type BrowserContextOptions, type Frame, type Page, type Request, type Response } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_2 } from '../testing/accounts.ts'
import { truncateAddress } from '../ui/format/truncate-address.ts'

/** The Bench Wallet's default account: anvil's first dev account (it has a balance on the sandbox chains). */
export const BENCH_WALLET_ADDRESS = ANVIL_ACCOUNT_0.address

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
  /** Also count the JS that picking WalletConnect adds, up to its pairing QR code, and time it; off unless given. */
  walletConnect?: WalletConnectOptions
  /**
   * The Bench Wallet (bench/bench-wallet.js): an EIP-6963 wallet that answers at once, injected into
   * every page the bench opens; `false` leaves it out. Default: anvil's first account on chain 1337.
   */
  wallet?: BenchWalletOptions | false
  /** Also time picking the Bench Wallet in the open modal → its address visible; off unless given. */
  connect?: ConnectOptions
  /** Also time a returning visitor's reload → its address visible; off unless given. */
  returning?: ReturningOptions
  /**
   * Also count the JS each Account-view feature adds when it first loads (its button in the
   * 'Wallet features' list, "Choose a name", or its tab), after connecting the Bench Wallet; off unless given.
   */
  accountFeatures?: AccountFeaturesOptions
  /**
   * Also count the JS the Solana path adds: connecting the Bench Wallet (with its Solana side) on
   * `multichainUrl`, against the same connect on `url`; off unless given.
   */
  solanaPath?: SolanaPathOptions
  /**
   * Also count the JS the embedded wallet's email path adds: a full email login (open, email, the
   * code from the sandbox inbox, connected) against a wallet connect on the same app; off unless given.
   */
  embeddedPath?: EmbeddedPathOptions
  /**
   * Also time a user operation: an email login (the embedded wallet's smart account, SPEC §1), then
   * sends from the Send view, each from the press on Approve in the secure frame's card to the first
   * frame showing the transaction's hash (the operation mined: the frame answers with its receipt's
   * transaction); off unless given.
   */
  userOperation?: UserOperationOptions
  /**
   * Also time the same sends with the app sponsoring the gas (the page with `?sponsor`: the playground's
   * embeddedWallet({ paymasterUrls })), so the paymaster's round trips show against the unsponsored
   * sends; off unless given.
   */
  sponsoredUserOperation?: UserOperationOptions
  /**
   * Also time a TAP on the trigger (a touch context: no hover, no mouse move before it) → the real
   * first view's first frame, tapped soon after the load event and after the page went idle; off
   * unless given.
   */
  tap?: TapOptions
  /**
   * Also measure Swap (issue 20): the JS its first open adds (the Account view's Swap button after a
   * connect of the Bench Wallet), and typing an amount → the quote shown; off unless given. A page
   * whose Account view offers no Swap reports why instead.
   */
  swap?: SwapMeasureOptions
  /**
   * What shows once the REAL first view has rendered, not a loading card (CSS, inside the dialog):
   * (d)'s and (m)'s end, and the first row whose place (p) follows; default a wallet row or the
   * email field of Portico's Connect view.
   */
  ready?: string
  /** How still (p)'s settled view is: frames unchanged, then a watch for later sections. */
  settle?: SettleOptions
  /** An element that is the loading card (counted when it showed); default Portico's. */
  card?: string
  /** How long to wait for a button or a timed target to show before failing; default 10 s (20 s for the QR code). */
  timeoutMs?: number
}

/** When (p) calls the opened view settled (bench/settle-timer.js). */
export type SettleOptions = {
  /** Frames in which the dialog's box, its title's and its first row's stay unchanged; default 8 (as testing/e2e/view-checks.ts). */
  frames?: number
  /** ms the watch goes on after those frames, so a section that arrives later still counts as a jump; default 1000. */
  holdMs?: number
}

/** One open followed to its settled frame: ms from the click or tap, and the jumps on the way. */
export type SettleRun = {
  /** The first frame with a visible dialog (a loading card counts). */
  firstDialogMs: number
  /** The first frame of the real view (`ready` shows in the dialog). */
  readyMs: number
  /** The first frame of the final unchanged run: the view in its final layout. */
  settledMs: number
  /** Frames, from the first dialog frame to settled, in which the dialog, its title or its first row moved or changed size. */
  jumpFrames: number
  /** The largest of those moves or size changes, px. */
  maxShiftPx: number
  /** Chromium's layout-shift score (the CLS metric's) of the entries with a source in the dialog, over the same frames. */
  layoutShift: number
  /** The largest of the jumps (what moved, from where to where), to tell what to fix. */
  largestJump?: Jump
}

/** One part's layout box (x, y, width, height, px) in the frame before a jump and in the jump's frame; ms from the click or tap. */
export type Jump = {
  part: 'dialog' | 'title' | 'row'
  atMs: number
  from: number[]
  to: number[]
  px: number
  /** The dialog's marked parts ([data-section] 'section <name>', else [data-testid]) that came in the jump's frame (the first 8). */
  added: string[]
}

/** Settle runs in short: the settled median, and the worst jumps of any run. */
export type SettleSummary = {
  settledMedianMs: number
  settledRunsMs: number[]
  /** Runs with at least one jump frame. */
  jumpRuns: number
  jumpFramesMax: number
  maxShiftPx: number
  layoutShiftMax: number
  /** The largest jump of any run. */
  largestJump?: Jump
}

export type BenchWalletOptions = {
  /** The account it grants; default anvil's first dev account. */
  address?: string
  /** The chain it is on; default 1337 (Sandbox Ethereum). */
  chainId?: number
  /** Also a Wallet Standard Solana side of the same name, granting this account on these chains. */
  solana?: { address: string; publicKey: number[]; chains: string[] }
}

/** What to load to count the Solana path: the same app composing solana() (e.g. the playground's `?multichain`). */
export type SolanaPathOptions = {
  /** The page composing solana() beside evm(); `url` is the same app without it. */
  multichainUrl: string
  /** The (start of the) wallet button's accessible name; default 'Bench Wallet'. */
  walletName?: string
}

/** Where the email login's one-time code arrives (the sandbox inbox), and the frame's origin (its JS is the frame's, not the app's). */
export type EmbeddedPathOptions = {
  /** The sandbox mail inbox (sandbox/mail/): the code is read from its JSON. */
  mailUrl: string
  /** The secure frame's origin: its own scripts are not counted. */
  frameOrigin: string
  /** The plugin's module names (file names without extension): a bundler names a lazy chunk after its module. */
  pluginModules: readonly string[]
}

/** Where the email login's code arrives, and what each timed send moves. */
export type UserOperationOptions = {
  /** The sandbox mail inbox (sandbox/mail/): the code is read from its JSON. */
  mailUrl: string
  /** Sends timed after the first (which also deploys the account, reported apart); default 5. */
  runs?: number
  /** The receiver of each send; default anvil's third dev account. */
  to?: string
  /** ETH per send; default '0.001'. */
  amount?: string
  /** Open the page with `?sponsor` added: the app's paymaster pays the gas. */
  sponsored?: boolean
}

export type UserOperationResult = {
  /** The first send: its operation also deploys the account (initCode). */
  firstMs: number
  /** Approve → the hash shown, for the sends after the first (median). */
  medianMs: number
  runsMs: number[]
  /**
   * Review's Send click → the hash shown, less the person's time on the card: (the click → the
   * card's Approve shown, where a sponsored send asks the paymaster service) + (Approve → the hash
   * shown), for the sends after the first (median); the first apart.
   */
  clickMedianMs: number
  clickRunsMs: number[]
  firstClickMs: number
}

/** What to click and wait for to time a connect (defaults: Portico's modal and the Bench Wallet). */
export type ConnectOptions = {
  /** Fresh page loads; default `runs`. */
  runs?: number
  /** The (start of the) accessible name of the wallet's button in the open modal; default 'Bench Wallet'. */
  walletName?: string
  /** The text that shows the account; default the address shortened as Portico shows it (`0xf39F…2266`). */
  text?: string
}

export type AccountFeaturesOptions = {
  /** The (start of the) wallet button's accessible name; default 'Bench Wallet'. */
  walletName?: string
}

/** What one Account-view feature fetched when first opened, after the ones before it in the list. */
export type AccountFeatureBytes = { feature: string; jsGzipBytes: number; files: JsFile[] }

export type ReturningOptions = {
  /** Fresh visitors, each connecting once and then reloading; default `runs`. */
  runs?: number
}

/** What a tap on the trigger waits for (defaults: Portico's Connect view). */
export type TapOptions = {
  /** Fresh page loads per moment (soon after load, after idle); default `runs`. */
  runs?: number
  /**
   * What shows once the REAL first view has rendered, not a loading card (CSS, through open shadow
   * roots); default a wallet row or the email field of Portico's Connect view.
   */
  ready?: string
  /** An element that is the loading card (counted when it showed); default Portico's. */
  card?: string
}

export type TapTimes = {
  medianMs: number
  runsMs: number[]
  /** Runs in which the loading card showed. */
  cardRuns: number
  /** (p): the same taps followed until the view settled. */
  settle: SettleSummary
}

export type TapResult = {
  ready: string
  /** Tapped as soon as the button shows after the load event. */
  soonAfterLoad: TapTimes
  /** Tapped once the page went idle after load (an idle callback ran, then no request for 500 ms). */
  afterIdle: TapTimes
}

/** What Swap's measure picks and types (defaults: Portico's Swap view, ETH → sUSDC). */
export type SwapMeasureOptions = {
  /** Amounts typed, one timing each (each different, so no answer is reused); default 5 (2 with --quick). */
  runs?: number
  /** The (start of the) wallet button's accessible name; default 'Bench Wallet'. */
  walletName?: string
  /** The token to receive, picked by its symbol; default 'sUSDC' (the pay side is the native coin). */
  toSymbol?: string
}

export type SwapMeasureResult =
  | {
      /** gzip -9 bytes of the scripts first requested from the click on Swap in the Account view until the network is quiet. */
      jsGzipBytes: number
      files: JsFile[]
      /** Typing an amount (one input event) → the first frame showing the quote's figures (its 400 ms debounce included), median. */
      typeToQuoteMedianMs: number
      typeToQuoteRunsMs: number[]
    }
  | { error: string }

/** What to pick and wait for to count the WalletConnect path's JS (defaults: Portico's modal). */
export type WalletConnectOptions = {
  /** Accessible name of the WalletConnect button in the open modal; default 'WalletConnect'. */
  trigger?: string
  /**
   * What shows once the pairing URI is there (CSS, through open shadow roots); default Portico's
   * QR code carrying a `wc:` URI.
   */
  ready?: string
  /** Fresh page loads for the click → QR code timing; default `runs`; 0 counts the bytes only. */
  runs?: number
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

/** The options with their defaults (the listing, WalletConnect, connect and returning stay optional). */
type Optional = 'listing' | 'walletConnect' | 'connect' | 'returning' | 'accountFeatures' | 'solanaPath' | 'embeddedPath' | 'userOperation' | 'sponsoredUserOperation' | 'tap' | 'swap'
type Resolved = Required<Omit<MeasureOptions, Optional>> & Pick<MeasureOptions, Optional>

export type ConnectResult = {
  walletName: string
  /** The text waited for (the shortened address). */
  text: string
  /** Click on the wallet in the open modal → first frame with the address visible (median over fresh loads). */
  clickToAddressMedianMs: number
  clickToAddressRunsMs: number[]
  /** The same runs: the Bench Wallet's answer to eth_requestAccounts → first frame with the address visible (what the dApp adds after the wallet). */
  answerToAddressMedianMs: number
  answerToAddressRunsMs: number[]
  /** The same runs: click on the wallet → the Bench Wallet answered eth_requestAccounts. */
  clickToAnswerMedianMs: number
}

export type ReturningResult = {
  text: string
  /** Navigation start of the reload → first frame with the address visible (median over fresh visitors). */
  reloadToAddressMedianMs: number
  reloadToAddressRunsMs: number[]
}

export type JsFile = { url: string; gzipBytes: number }

export type BenchResult = {
  url: string
  excludedOrigins: string[]
  /** gzip -9 bytes of every script fetched before the modal opens. */
  initialJsGzipBytes: number
  /** Scripts requested after the page's DOMContentLoaded and before the first open: the first-open code prefetched once the page is interactive (none with Save-Data or `prefetch: false`). */
  idlePrefetchJsGzipBytes: number
  idlePrefetchJsFiles: JsFile[]
  /** gzip -9 bytes of the scripts fetched by the first open. */
  firstOpenJsGzipBytes: number
  /** Median over fresh page loads of click → first frame with a visible dialog (a loading card counts). */
  clickToDialogMedianMs: number
  clickToDialogRunsMs: number[]
  /** (d): the same clicks → the first frame of the real view (`ready` shows), median; and in how many runs a loading card showed first. */
  clickToRealViewMedianMs: number
  clickToRealViewRunsMs: number[]
  clickCardRuns: number
  /** (p): the same clicks followed until the view settled, with the layout jumps on the way. */
  clickSettle: SettleSummary
  initialJsFiles: JsFile[]
  firstOpenJsFiles: JsFile[]
  /**
   * With `walletConnect`: the part of the first-open scripts requested after the Connect view
   * (its WalletConnect button) first showed: what the view preloads while the visitor reads it.
   */
  firstOpenPreloadJsGzipBytes?: number
  firstOpenPreloadJsFiles?: JsFile[]
  /**
   * With `walletConnect`: gzip -9 bytes of the scripts requested from the click on WalletConnect
   * (the modal open, its first scripts settled) until its QR code shows the pairing URI.
   */
  walletConnectJsGzipBytes?: number
  walletConnectJsFiles?: JsFile[]
  /**
   * With `walletConnect` (and its runs > 0): click on WalletConnect in the open, settled modal →
   * first frame with its QR code carrying a `wc:` URI (median over fresh loads).
   */
  walletConnectClickToQrMedianMs?: number
  walletConnectClickToQrRunsMs?: number[]
  /** With `listing`: the wallet listing timings. */
  listing?: ListingResult
  /** With `tap`: a tap with no hover → the real first view's first frame. */
  tap?: TapResult
  /** With `connect`: the Bench Wallet's click → address timing. */
  connect?: ConnectResult
  /** With `returning`: a returning visitor's reload → address timing. */
  returning?: ReturningResult
  /** With `accountFeatures`: the JS each feature of the Account view adds when it first loads, in the view's order. */
  accountFeatures?: AccountFeatureBytes[]
  /**
   * With `solanaPath`: the scripts a visitor's page load + open + connect fetches on the app composing
   * solana() that the same flow on the EVM-only app does not (the plugin's parts, the Wallet Standard
   * registry, @solana/web3.js for the balance).
   */
  solanaPathJsGzipBytes?: number
  solanaPathJsFiles?: JsFile[]
  /**
   * With `embeddedPath`: the scripts a page load + open + email login fetches that a page load +
   * open + wallet connect does not (the code view, the login's finish). The plugin's parts and the
   * Connect view's email and social section load with the modal for every visitor:
   * `embeddedSectionJsGzipBytes` (its chunks, found by the plugin's module names), part of first open.
   */
  embeddedPathJsGzipBytes?: number
  embeddedPathJsFiles?: JsFile[]
  embeddedSectionJsGzipBytes?: number
  embeddedSectionJsFiles?: JsFile[]
  /** With `userOperation`: Approve in the frame's card → the first frame showing the sent transaction's hash (or why it could not be timed). */
  userOperation?: UserOperationResult | { error: string }
  /** With `sponsoredUserOperation`: the same, the gas paid by the app's paymaster. */
  sponsoredUserOperation?: UserOperationResult | { error: string }
  /** With `swap`: what Swap's first open fetches and the type → quote timing (or why it could not be measured). */
  swap?: SwapMeasureResult
}

/** A response that carries a script (by request type or content type). */
export const isScript = (response: Response) =>
  response.request().resourceType() === 'script' || /javascript|ecmascript/.test(response.headers()['content-type'] ?? '')

/** Resolves once no request has been in flight for `quietMs`. */
export async function networkQuiet(page: Page, quietMs = 500): Promise<void> {
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

/**
 * The scripts `page` fetches from now on, each URL once (a 200, outside `excludeOrigins`), gzip -9
 * sized. `take()` hands over those fetched since the last take or skip; a URL seen stays counted, so a
 * later fetch of it is not counted again.
 */
function collectScripts(page: Page, excludeOrigins: string[]) {
  const seen = new Set<string>()
  let files: Promise<JsFile>[] = []
  page.on('response', (response) => {
    const url = response.url()
    if (!isScript(response) || response.status() !== 200 || seen.has(url)) return
    if (excludeOrigins.includes(new URL(url).origin)) return
    seen.add(url)
    files.push(response.body().then((body) => ({ url, gzipBytes: gzipSync(body, { level: 9 }).length })))
  })
  return {
    /** Forgets the scripts fetched so far (still counted once: not taken later). */
    skip() {
      files = []
    },
    take(): Promise<JsFile[]> {
      const taken = files
      files = []
      return Promise.all(taken)
    },
  }
}

type Phase = 'initial' | 'firstOpen' | 'walletConnect' | 'after'

const benchWallet = fileURLToPath(new URL('./bench-wallet.js', import.meta.url))

/**
 * A fresh context (cold cache, empty storage) and page, with the Bench Wallet injected before the
 * page's scripts unless `options.wallet` is false, and the given in-page scripts after it.
 */
async function freshPage(browser: Browser, options: Resolved, scripts: { path?: string; content?: string }[] = [], contextOptions: BrowserContextOptions = {}) {
  const context = await browser.newContext(contextOptions)
  const page = await context.newPage()
  if (options.wallet !== false) {
    const { address, chainId } = options.wallet
    const { solana } = options.wallet
    const config = {
      ...(address ? { address } : {}),
      ...(chainId !== undefined ? { chainId: `0x${chainId.toString(16)}` } : {}),
      ...(solana ? { solana } : {}),
    }
    await page.addInitScript({ content: `window.__porticoBenchWalletConfig = ${JSON.stringify(config)}` })
    await page.addInitScript({ path: benchWallet })
  }
  for (const script of scripts) await page.addInitScript(script)
  return { context, page }
}

/**
 * The bytes: the scripts fetched before the modal opens, those the first open fetches and, with
 * `walletConnect`, those that picking WalletConnect fetches until its QR code shows. A script
 * belongs to the phase in which it was requested; each URL counts once (what the page already
 * has is not fetched again).
 */
async function measureBytes(browser: Browser, options: Resolved) {
  const { context, page } = await timedPage(browser, options)
  let phase = 'initial' as Phase
  const requestedIn = new Map<Request, Phase>()
  const seen = new Set<string>()
  const files: Promise<JsFile & { phase: Phase; startedAt: number }>[] = []
  page.on('request', (request) => requestedIn.set(request, phase))
  page.on('response', (response) => {
    const url = response.url()
    if (!isScript(response) || response.status() !== 200 || seen.has(url)) return
    if (options.excludeOrigins.includes(new URL(url).origin)) return
    seen.add(url)
    const at = requestedIn.get(response.request()) ?? phase
    const request = response.request()
    files.push(response.body().then((body) => ({ url, gzipBytes: gzipSync(body, { level: 9 }).length, phase: at, startedAt: request.timing().startTime })))
  })
  await page.goto(options.url, { waitUntil: 'networkidle' })
  // The end of the page's DOMContentLoaded (epoch ms, as a request's startTime): the first bundle's
  // module scripts have all been requested and run by then; scripts requested after it, before the
  // click, are the first-open code Portico prefetches once the page is interactive, not the first
  // bundle (that prefetch waits for the buttons' face and a painted frame, so it may start before the
  // load event: counted from the load event, as before, it was first-bundle bytes).
  const loadedAt = await page.evaluate(() => performance.timeOrigin + (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd)
  phase = 'firstOpen'
  // With `walletConnect`, the frame timer stamps the frame in which its button (the Connect view)
  // first shows: the first-open scripts requested from then on are the view's preloads.
  const viewText = options.walletConnect?.trigger ?? 'WalletConnect'
  if (options.walletConnect) await armOnClick(page, { text: viewText })
  await page.getByRole('button', { name: options.buttonName, exact: true }).click()
  const dialog = page.getByRole('dialog').first()
  await dialog.waitFor({ state: 'visible' })
  await networkQuiet(page)
  let viewShownAt = Infinity
  let qrShownAt = Infinity
  if (options.walletConnect) {
    const shown = await page.evaluate(() => {
      const { startAt, visibleAt } = (window as unknown as FrameTimerWindow).__porticoFrameTimer.state
      return startAt !== undefined && visibleAt !== undefined ? performance.timeOrigin + visibleAt : undefined
    })
    if (shown !== undefined) viewShownAt = shown
  }
  if (options.walletConnect) {
    const { trigger = 'WalletConnect', ready = PORTICO_WC_READY } = options.walletConnect
    // The visitor reads the settled Connect view, then picks WalletConnect.
    const button = dialog.getByRole('button', { name: trigger, exact: true })
    await button.waitFor({ state: 'visible', timeout: options.timeoutMs }).catch((error: Error) => {
      throw new Error(`no "${trigger}" button in the open modal: ${error.message}`)
    })
    await networkQuiet(page)
    // the frame in which the QR code first showed, stamped in the page: a script requested after it
    // is not part of picking WalletConnect, however late Playwright's polling sees the code
    const qr = { selector: ready }
    await armOnClick(page, qr)
    phase = 'walletConnect'
    await button.click()
    await page
      .locator(ready)
      .first()
      .waitFor({ state: 'visible', timeout: options.timeoutMs * 2 })
      .catch((error: Error) => {
        throw new Error(`nothing matching ${ready} showed within ${(options.timeoutMs * 2) / 1000} s of picking "${trigger}": ${error.message}`)
      })
    await frameTime(page, qr, options.timeoutMs)
    qrShownAt = await page.evaluate(() => performance.timeOrigin + (window as unknown as FrameTimerWindow).__porticoFrameTimer.state.visibleAt!)
    phase = 'after'
    await networkQuiet(page)
  }
  const all = await Promise.all(files)
  await context.close()
  const strip = ({ url, gzipBytes }: JsFile) => ({ url, gzipBytes })
  const pick = (p: Phase) => all.filter((f) => f.phase === p).map(strip)
  const preload = all.filter((f) => f.phase === 'firstOpen' && f.startedAt >= viewShownAt).map(strip)
  const initial = all.filter((f) => f.phase === 'initial')
  return {
    initial: initial.filter((f) => f.startedAt < loadedAt).map(strip),
    idlePrefetch: initial.filter((f) => f.startedAt >= loadedAt).map(strip),
    firstOpen: pick('firstOpen'),
    firstOpenPreload: preload,
    walletConnect: all.filter((f) => f.phase === 'walletConnect' && f.startedAt < qrShownAt).map(strip),
  }
}

/** Portico's pairing QR code (plugins/walletconnect/views/pairing.tsx) once it carries a URI. */
const PORTICO_WC_READY = '[data-testid="wc-qr"][data-uri^="wc:"]'

// The in-page timer (see settle-timer.js). Kept as a plain script file: a function passed to
// addInitScript would be serialized after tsx's transform, which adds helpers the page lacks.
const settleTimer = fileURLToPath(new URL('./settle-timer.js', import.meta.url))

type SettleState = {
  startAt?: number
  firstDialogAt?: number
  readyAt?: number
  settledAt?: number
  jumpFrames: number
  maxShiftPx: number
  largestJump?: Omit<Jump, 'atMs'> & { at: number }
  layoutShift?: number
  done: boolean
}
type SettleWindow = { __porticoSettle: { state: SettleState; dialogNow(): boolean; arm(o: { ready: string } & SettleOptions): void } }

/** Arms the settle timer (the clock starts at the next pointerdown or touchstart); fails if a dialog is open already. */
async function armSettle(page: Page, options: Resolved) {
  const open = await page.evaluate(
    (arg) => {
      const timer = (window as unknown as SettleWindow).__porticoSettle
      timer.arm(arg)
      return timer.dialogNow()
    },
    { ready: options.ready, ...options.settle },
  )
  if (open) throw new Error('a dialog is visible before the click: nothing to time')
}

/** Waits for the armed settle timer to finish (the view settled and watched); its run, in ms from the click or tap. */
async function settled(page: Page, options: Resolved): Promise<SettleRun> {
  const read = () => page.evaluate(() => (window as unknown as SettleWindow).__porticoSettle.state)
  const timeout = options.timeoutMs + (options.settle.holdMs ?? 1000)
  await page.waitForFunction(() => (window as unknown as SettleWindow).__porticoSettle.state.done, null, { timeout }).catch(async (error: Error) => {
    throw new Error(`the dialog showing ${options.ready} did not settle within ${timeout / 1000} s (timer state ${JSON.stringify(await read())}): ${error.message}`)
  })
  const state = await read()
  const from = (at: number | undefined) => round(at! - state.startAt!)
  return {
    firstDialogMs: from(state.firstDialogAt),
    readyMs: from(state.readyAt),
    settledMs: from(state.settledAt),
    jumpFrames: state.jumpFrames,
    maxShiftPx: state.maxShiftPx,
    layoutShift: state.layoutShift ?? 0,
    ...(state.largestJump ? { largestJump: { ...state.largestJump, atMs: from(state.largestJump.at) } } : {}),
  }
}

export function summarizeSettle(runs: SettleRun[]): SettleSummary {
  const settledRunsMs = runs.map((r) => r.settledMs)
  return {
    settledMedianMs: round(median(settledRunsMs)),
    settledRunsMs,
    jumpRuns: runs.filter((r) => r.jumpFrames > 0).length,
    jumpFramesMax: Math.max(0, ...runs.map((r) => r.jumpFrames)),
    maxShiftPx: Math.max(0, ...runs.map((r) => r.maxShiftPx)),
    layoutShiftMax: Math.max(0, ...runs.map((r) => r.layoutShift)),
    ...(runs.some((r) => r.largestJump) ? { largestJump: runs.map((r) => r.largestJump).reduce((a, b) => (!a || (b && b.px > a.px) ? b : a)) } : {}),
  }
}

/** (d) and (p): a click (the pointer hovers first) on a fresh context (cold cache) once the page is idle, followed until the view settled. */
async function measureOpen(browser: Browser, options: Resolved): Promise<SettleRun & { card: boolean }> {
  const { context, page } = await freshPage(browser, options, [{ content: cardWatch(options.card) }, { path: settleTimer }])
  try {
    await page.goto(options.url, { waitUntil: 'networkidle' })
    await armSettle(page, options)
    await page.getByRole('button', { name: options.buttonName, exact: true }).click()
    return { ...(await settled(page, options)), card: await cardSeen(page) }
  } finally {
    await context.close()
  }
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
  const { context, page } = await freshPage(browser, options, [{ path: listingTimer }])
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

export const frameTimer = fileURLToPath(new URL('./frame-timer.js', import.meta.url))

export type FrameTarget = { text?: string; selector?: string }
type FrameTimerState = { armed: boolean; startAt?: number; visibleAt?: number }
type FrameTimerWindow = {
  __porticoFrameTimer: { state: FrameTimerState; visibleNow(): boolean; arm(target: FrameTarget & { start?: 'click' | 'navigation' }): void }
}

/** A fresh page with the frame timer (bench/frame-timer.js); `armOnLoad` arms it at every navigation start. */
const timedPage = (browser: Browser, options: Resolved, armOnLoad?: FrameTarget) =>
  freshPage(browser, options, [
    ...(armOnLoad ? [{ content: `window.__porticoFrameTimerArm = ${JSON.stringify({ ...armOnLoad, start: 'navigation' })}` }] : []),
    { path: frameTimer },
  ])

const describeTarget = (target: FrameTarget) => (target.text ? `"${target.text}"` : target.selector!)

/** Arms the timer: the clock starts at the next pointerdown. Fails if the target is already visible. */
export async function armOnClick(page: Page, target: FrameTarget) {
  const already = await page.evaluate((t) => {
    const timer = (window as unknown as FrameTimerWindow).__porticoFrameTimer
    timer.arm({ ...t, start: 'click' })
    return timer.visibleNow()
  }, target)
  if (already) throw new Error(`${describeTarget(target)} is visible before the click: nothing to time`)
}

/** Waits for the armed timer's first visible frame; ms from its start. */
export async function frameTime(page: Page, target: FrameTarget, timeoutMs: number): Promise<number> {
  const read = () => page.evaluate(() => (window as unknown as FrameTimerWindow).__porticoFrameTimer.state)
  await page
    .waitForFunction(() => (window as unknown as FrameTimerWindow).__porticoFrameTimer.state.visibleAt !== undefined, null, { timeout: timeoutMs })
    .catch(async (error: Error) => {
      throw new Error(`nothing showing ${describeTarget(target)} became visible within ${timeoutMs / 1000} s (timer state ${JSON.stringify(await read())}): ${error.message}`)
    })
  const { startAt, visibleAt } = await read()
  if (startAt === undefined) throw new Error(`the timer for ${describeTarget(target)} never started (no pointerdown reached the page)`)
  return Math.round((visibleAt! - startAt) * 10) / 10
}

/** Portico's Connect view once it shows a wallet row or the email field (not the loading card's spinner). */
export const PORTICO_REAL_CONNECT = '[data-testid="connect-view"] [data-section] button, [data-testid="connect-view"] input'

/** A phone: touch, no mouse, so no hover ever reaches the button before the tap. */
const PHONE: BrowserContextOptions = { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } }

/** Marks, from before the page's scripts, whether an element matching `card` was ever added (in the document or a shadow root). */
const cardWatch = (card: string) => `(() => {
  const seen = () => (window.__porticoCardSeen = true)
  const check = (root) => { if (root.querySelector?.(${JSON.stringify(card)})) seen() }
  new MutationObserver((records) => { for (const r of records) for (const n of r.addedNodes) if (n.nodeType === 1 && (n.matches(${JSON.stringify(card)}) || check(n))) seen() })
    .observe(document, { childList: true, subtree: true })
})()`

const cardSeen = (page: Page) => page.evaluate(() => (window as unknown as { __porticoCardSeen?: boolean }).__porticoCardSeen === true)

/**
 * One tap: a fresh phone context (cold cache), the page loaded; then, soon after load (as soon as the
 * button shows) or once the page went idle, a tap on the trigger → the first frame in which the real
 * first view shows, and on until it settled. Whether a loading card showed on the way is noted.
 */
async function tapRun(browser: Browser, options: Resolved, when: 'load' | 'idle'): Promise<SettleRun & { card: boolean }> {
  const { context, page } = await freshPage(browser, options, [{ content: cardWatch(options.card) }, { path: settleTimer }], PHONE)
  try {
    await page.goto(options.url, { waitUntil: when === 'load' ? 'load' : 'networkidle' })
    const button = page.getByRole('button', { name: options.buttonName, exact: true })
    await button.waitFor({ state: 'visible', timeout: options.timeoutMs })
    if (when === 'idle') {
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
      await networkQuiet(page)
    }
    await armSettle(page, options)
    const box = await button.boundingBox()
    if (!box) throw new Error(`the "${options.buttonName}" button has no box to tap`)
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
    return { ...(await settled(page, options)), card: await cardSeen(page) }
  } finally {
    await context.close()
  }
}

async function measureTap(browser: Browser, options: Resolved, spec: TapOptions): Promise<TapResult> {
  const tapOptions = { ...options, ready: spec.ready ?? options.ready, card: spec.card ?? options.card }
  const times = async (when: 'load' | 'idle'): Promise<TapTimes> => {
    const runs = await repeat(spec.runs ?? options.runs, () => tapRun(browser, tapOptions, when))
    const runsMs = runs.map((r) => r.readyMs)
    return { medianMs: round(median(runsMs)), runsMs, cardRuns: runs.filter((r) => r.card).length, settle: summarizeSettle(runs) }
  }
  return { ready: tapOptions.ready, soonAfterLoad: await times('load'), afterIdle: await times('idle') }
}

/** Opens the modal and waits for `name` in it, then lets the view settle (as while a visitor reads it). */
async function openAndFind(page: Page, options: Resolved, name: string, exact: boolean) {
  await page.getByRole('button', { name: options.buttonName, exact: true }).click()
  const button = page.getByRole('dialog').first().getByRole('button', { name, exact }).first()
  await button.waitFor({ state: 'visible', timeout: options.timeoutMs }).catch((error: Error) => {
    throw new Error(`no "${name}" button in the open modal: ${error.message}`)
  })
  await networkQuiet(page)
  return button
}

/** The shortened address shown for the Bench Wallet's account (Portico's truncateAddress). */
const benchAddressText = (options: Resolved) =>
  truncateAddress(options.wallet === false ? BENCH_WALLET_ADDRESS : (options.wallet.address ?? BENCH_WALLET_ADDRESS))

type ConnectTimes = { clickMs: number; answerMs: number; clickToAnswerMs: number }

/**
 * One connect: a fresh load, the modal open and settled, a click on the wallet → address visible;
 * also when the Bench Wallet answered eth_requestAccounts (bench/bench-wallet.js records it in the page's clock).
 */
async function connectRun(browser: Browser, options: Resolved, connect: Required<Omit<ConnectOptions, 'runs'>>): Promise<ConnectTimes> {
  const { context, page } = await timedPage(browser, options)
  try {
    await page.goto(options.url, { waitUntil: 'networkidle' })
    const button = await openAndFind(page, options, connect.walletName, false)
    const target = { text: connect.text }
    await armOnClick(page, target)
    await button.click()
    const clickMs = await frameTime(page, target, options.timeoutMs)
    const { startAt, visibleAt, answeredAt } = await page.evaluate(() => ({
      ...(window as unknown as FrameTimerWindow).__porticoFrameTimer.state,
      answeredAt: (window as unknown as { __porticoBenchWalletAnsweredAt?: number }).__porticoBenchWalletAnsweredAt,
    }))
    if (answeredAt === undefined || answeredAt < startAt!) throw new Error(`the ${connect.walletName} was not asked for its accounts after the click: is it the Bench Wallet?`)
    return { clickMs, answerMs: round(visibleAt! - answeredAt), clickToAnswerMs: round(answeredAt - startAt!) }
  } finally {
    await context.close()
  }
}

/**
 * One returning visitor: a fresh context connects the Bench Wallet once (the wallet keeps the
 * grant, the dApp its stored connection), the page settles, then reloads; the figure is the
 * reload's navigation start → first frame with the address visible.
 */
async function returningRun(browser: Browser, options: Resolved, text: string, walletName: string): Promise<number> {
  const target = { text }
  const { context, page } = await timedPage(browser, options, target)
  try {
    await page.goto(options.url, { waitUntil: 'networkidle' })
    const button = await openAndFind(page, options, walletName, false)
    await armOnClick(page, target)
    await button.click()
    await frameTime(page, target, options.timeoutMs)
    await networkQuiet(page)
    await page.reload({ waitUntil: 'load' })
    return await frameTime(page, target, options.timeoutMs)
  } finally {
    await context.close()
  }
}

/** One WalletConnect pick: a fresh load, the modal open and settled, a click on WalletConnect → its QR code with a `wc:` URI. */
async function walletConnectRun(browser: Browser, options: Resolved, walletConnect: WalletConnectOptions): Promise<number> {
  const { trigger = 'WalletConnect', ready = PORTICO_WC_READY } = walletConnect
  const { context, page } = await timedPage(browser, options)
  try {
    await page.goto(options.url, { waitUntil: 'networkidle' })
    const button = await openAndFind(page, options, trigger, true)
    const target = { selector: ready }
    await armOnClick(page, target)
    await button.click()
    return await frameTime(page, target, options.timeoutMs * 2)
  } finally {
    await context.close()
  }
}

/** Loads the page, connects the wallet, opens the Account view and lets it settle; its dialog. */
async function connectAndOpenAccount(page: Page, options: Resolved, walletName: string) {
  await page.goto(options.url, { waitUntil: 'networkidle' })
  const wallet = await openAndFind(page, options, walletName, false)
  await wallet.click()
  const account = page.getByRole('button', { name: benchAddressText(options) }).first()
  await account.waitFor({ state: 'visible', timeout: options.timeoutMs })
  // the connect closes the modal; the account button opens the Account view
  await page.getByRole('dialog').first().waitFor({ state: 'hidden', timeout: options.timeoutMs })
  await account.click()
  const dialog = page.getByRole('dialog').first()
  await dialog.getByRole('button', { name: 'Disconnect' }).waitFor({ state: 'visible', timeout: options.timeoutMs })
  await networkQuiet(page)
  return dialog
}

/**
 * One visitor connects the Bench Wallet, opens the Account view, then opens each wallet feature (the
 * buttons of its 'Wallet features' list, then its tabs) once, going back in between. Each feature
 * counts the scripts first requested between its click and the network going quiet: what it adds on
 * top of the page, the modal, and the features before it.
 */
async function measureAccountFeatures(browser: Browser, options: Resolved, spec: AccountFeaturesOptions): Promise<AccountFeatureBytes[]> {
  const { context, page } = await freshPage(browser, options)
  const scripts = collectScripts(page, options.excludeOrigins)
  try {
    const dialog = await connectAndOpenAccount(page, options, spec.walletName ?? 'Bench Wallet')
    const list = dialog.getByRole('list', { name: 'Wallet features' })
    const buttons = (await list.count()) > 0 ? await list.getByRole('button').allTextContents() : []
    // names(): the account's "Choose a name" (shown while it has none)
    const chooseName = dialog.getByRole('button', { name: 'Choose a name', exact: true })
    const tabs = await dialog.getByRole('tab').allTextContents()
    const out: AccountFeatureBytes[] = []
    const take = async (feature: string) => {
      const files = await scripts.take()
      out.push({ feature, jsGzipBytes: sum(files), files })
    }
    const openAndReturn = async (feature: string, button: ReturnType<Page['getByRole']>) => {
      scripts.skip()
      await button.click()
      await networkQuiet(page)
      await take(feature)
      await dialog.getByRole('button', { name: 'Back', exact: true }).click()
      await dialog.getByRole('button', { name: 'Disconnect' }).waitFor({ state: 'visible', timeout: options.timeoutMs })
      await networkQuiet(page)
    }
    for (const name of buttons) await openAndReturn(name.trim(), list.getByRole('button', { name, exact: true }))
    if ((await chooseName.count()) > 0) await openAndReturn('Choose a name', chooseName)
    // the first tab shows with the view; the others load their code when picked
    for (const name of tabs.slice(1)) {
      scripts.skip()
      await dialog.getByRole('tab', { name, exact: true }).click()
      await networkQuiet(page)
      await take(`${name.trim()} tab`)
    }
    return out
  } finally {
    await context.close()
  }
}

/** The scripts (by URL, outside `excludeOrigins`) a fresh page fetches on `url` while `flow` runs, to a quiet network. */
async function scriptsOf(browser: Browser, options: Resolved, url: string, flow: (page: Page) => Promise<void>, excludeOrigins = options.excludeOrigins): Promise<JsFile[]> {
  const { context, page } = await freshPage(browser, options)
  const scripts = collectScripts(page, excludeOrigins)
  try {
    await page.goto(url, { waitUntil: 'networkidle' })
    await flow(page)
    await networkQuiet(page)
    return await scripts.take()
  } finally {
    await context.close()
  }
}

const scriptsOfConnect = (browser: Browser, options: Resolved, url: string, walletName: string, excludeOrigins = options.excludeOrigins) =>
  scriptsOf(
    browser,
    options,
    url,
    async (page) => {
      const wallet = await openAndFind(page, options, walletName, false)
      await wallet.click()
      await page.getByRole('button', { name: benchAddressText(options) }).first().waitFor({ state: 'visible', timeout: options.timeoutMs })
    },
    excludeOrigins,
  )

/** The newest code the inbox holds for `email` (the sandbox frame's subject ends with it). */
async function mailedCode(mailUrl: string, email: string, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const response = await fetch(`${mailUrl}/api/messages?to=${encodeURIComponent(email)}`)
    const { messages } = (await response.json()) as { messages: { subject: string }[] }
    const code = messages.map((m) => /(\d{6})$/.exec(m.subject)?.[1]).find(Boolean)
    if (code) return code
    if (Date.now() > deadline) throw new Error(`no code mailed to ${email} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The email path's scripts (those a wallet connect does not fetch), and the Connect view's email section's. */
async function measureEmbeddedPath(browser: Browser, options: Resolved, spec: EmbeddedPathOptions): Promise<{ path: JsFile[]; section: JsFile[] }> {
  const excluded = [...options.excludeOrigins, spec.frameOrigin]
  const walletOnly = await scriptsOfConnect(browser, options, options.url, 'Bench Wallet', excluded)
  const email = `bench-${Date.now()}@example.com`
  const emailLogin = await scriptsOf(browser, options, options.url, (page) => logInByEmail(page, options, spec.mailUrl, email).then(() => {}), excluded)
  const known = new Set(walletOnly.map((f) => f.url))
  return { path: emailLogin.filter((f) => !known.has(f.url)), section: walletOnly.filter((f) => spec.pluginModules.some((name) => new URL(f.url).pathname.split('/').pop()!.startsWith(`${name}-`))) }
}

/** The shortened address Portico shows on its button (0x1234…abcd). */
const SHORT_ADDRESS = /0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/

/**
 * The embedded wallet's email login from the open page: Connect, the email, the code from the
 * sandbox inbox; done once the account's shortened address is on the button (after its balance
 * once that is read), which it returns.
 */
async function logInByEmail(page: Page, options: Resolved, mailUrl: string, email: string) {
  await openAndFind(page, options, 'Continue', true)
  await page.getByRole('dialog').first().getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('dialog').first().getByRole('button', { name: 'Continue', exact: true }).click()
  const code = page.getByRole('textbox', { name: '6-digit code' })
  await code.waitFor({ state: 'visible', timeout: options.timeoutMs })
  await code.fill(await mailedCode(mailUrl, email, 30_000))
  const accountButton = page.getByRole('button', { name: SHORT_ADDRESS }).first()
  await accountButton.waitFor({ state: 'visible', timeout: 30_000 })
  return accountButton
}

/**
 * An email login, then `runs` + 1 sends from the Send view as the embedded wallet's smart account.
 * Each is timed from the press on Approve inside the secure frame (another origin, so another clock:
 * both ends are read as wall time, performance.timeOrigin + performance.now(), the frame's at its
 * pointerdown and the page's at the first animation frame showing the hash).
 */
async function measureUserOperation(browser: Browser, options: Resolved, spec: UserOperationOptions): Promise<UserOperationResult> {
  const runs = Math.max(1, spec.runs ?? 5)
  const { context, page } = await timedPage(browser, options)
  try {
    const url = spec.sponsored ? `${options.url}${options.url.includes('?') ? '&' : '?'}sponsor` : options.url
    await page.goto(url, { waitUntil: 'load' })
    const accountButton = await logInByEmail(page, options, spec.mailUrl, `bench-userop-${Date.now()}@example.com`)
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 30_000 })
    const times: { approveMs: number; cardMs: number }[] = []
    for (let i = 0; i <= runs; i++) times.push(await userOperationRun(page, spec, accountButton))
    const [first, ...rest] = times
    const runsMs = rest.map((t) => t.approveMs)
    const clickRunsMs = rest.map((t) => round(t.cardMs + t.approveMs))
    return { firstMs: first!.approveMs, medianMs: round(median(runsMs)), runsMs, clickMedianMs: round(median(clickRunsMs)), clickRunsMs, firstClickMs: round(first!.cardMs + first!.approveMs) }
  } finally {
    await context.close()
  }
}

/**
 * One send: Account → Send → Review (settled: the fee, or with `spec.sponsored` 'Gas paid by …', else
 * the page sponsors nothing and this throws) → Send → the card's Approve shown (`cardMs`, Node's
 * clock around the click), then Approve in the frame's card → the hash shown (`approveMs`); back to no dialog.
 */
async function userOperationRun(page: Page, spec: UserOperationOptions, accountButton: ReturnType<Page['getByRole']>): Promise<{ approveMs: number; cardMs: number }> {
  const timeout = 60_000
  const dialog = (name: string) => page.getByRole('dialog', { name })
  await accountButton.click()
  await dialog('Account').getByRole('button', { name: 'Send', exact: true }).click()
  const form = dialog('Send')
  await form.getByRole('combobox', { name: 'Token' }).selectOption({ label: 'ETH (Ether)' }, { timeout })
  await form.getByRole('textbox', { name: 'Amount' }).fill(spec.amount ?? '0.001')
  await form.getByRole('textbox', { name: 'To' }).fill(spec.to ?? ANVIL_ACCOUNT_2.address)
  await form.getByRole('button', { name: 'Review' }).click()
  // the review settled before the click: the sponsor question or the fee estimate is not timed
  const fee = dialog('Review Send').getByTestId('send-confirm-fee')
  const settled = spec.sponsored ? /^Gas paid by / : /ETH$/
  await fee.filter({ hasText: settled }).waitFor({ state: 'visible', timeout: 30_000 }).catch(async () => {
    throw new Error(`Review Send shows "${await fee.textContent()}", not ${settled}: ${spec.sponsored ? 'the page sponsors no gas (an app without embeddedWallet({ paymasterUrls }) at ?sponsor)' : 'no fee'}`)
  })
  const card = page.frameLocator('iframe#w3m-iframe')
  const approve = card.getByRole('button', { name: 'Approve' })
  const clickedAt = Date.now()
  await dialog('Review Send').getByRole('button', { name: 'Send', exact: true }).click()
  await approve.waitFor({ state: 'visible', timeout })
  const cardMs = Date.now() - clickedAt
  await card.getByRole('heading', { name: 'Approve transaction' }).waitFor({ state: 'visible', timeout })
  const frame = page.frame({ name: 'w3m-secure-iframe' })
  if (!frame) throw new Error('the secure frame (iframe w3m-secure-iframe) is not in the page')
  const ms = await pressInFrameToVisible(page, frame, () => approve.click(), '[data-testid="send-success-hash"]', timeout)
  const hash = await dialog('Transaction Sent').getByTestId('send-success-hash').textContent()
  if (!/^0x[0-9a-f]{64}$/.test(hash ?? '')) throw new Error(`the send showed no transaction hash but "${hash}"`)
  await dialog('Transaction Sent').getByRole('button', { name: 'Done' }).click()
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'detached', timeout })
  return { approveMs: ms, cardMs }
}

/**
 * ms from `press` (a pointerdown inside `frame`, a document of another origin with its own clock) to
 * the first animation frame of `page` in which `selector` is visible (the frame timer, which the page
 * must have: bench/frame-timer.js as an init script). Both ends are read as wall time,
 * performance.timeOrigin + performance.now(), each in its own document.
 */
export async function pressInFrameToVisible(page: Page, frame: Frame, press: () => Promise<void>, selector: string, timeoutMs: number): Promise<number> {
  await frame.evaluate(() => {
    const w = window as unknown as { __benchPressedAt?: number }
    delete w.__benchPressedAt
    addEventListener('pointerdown', () => (w.__benchPressedAt = performance.timeOrigin + performance.now()), { capture: true, once: true })
  })
  const already = await page.evaluate((target) => {
    const timer = (window as unknown as FrameTimerWindow).__porticoFrameTimer
    timer.arm({ selector: target, start: 'navigation' })
    return timer.visibleNow()
  }, selector)
  if (already) throw new Error(`${selector} is visible before the press: nothing to time`)
  await press()
  await page.waitForFunction(() => (window as unknown as FrameTimerWindow).__porticoFrameTimer.state.visibleAt !== undefined, null, { timeout: timeoutMs }).catch((error: Error) => {
    throw new Error(`nothing showing ${selector} became visible within ${timeoutMs / 1000} s of the press: ${error.message}`)
  })
  const shownAt = await page.evaluate(() => performance.timeOrigin + (window as unknown as FrameTimerWindow).__porticoFrameTimer.state.visibleAt!)
  const pressedAt = await frame.evaluate(() => (window as unknown as { __benchPressedAt?: number }).__benchPressedAt)
  if (pressedAt === undefined) throw new Error('the press did not reach the frame')
  return round(shownAt - pressedAt)
}

/**
 * Swap: one visitor connects the Bench Wallet, opens the Account view and lets it settle, then clicks
 * Swap: the scripts first requested from that click until the network is quiet are what Swap adds
 * when first opened. Then the token to receive is picked and amounts are typed, each as one input
 * event into the cleared field, timed in the page (listing-timer.js) to the first frame in which
 * the quote's figures are visible: what a visitor waits for between typing and seeing the quote.
 */
async function measureSwap(browser: Browser, options: Resolved, spec: SwapMeasureOptions): Promise<SwapMeasureResult> {
  const runs = Math.max(1, spec.runs ?? 5)
  const { context, page } = await freshPage(browser, options, [{ path: listingTimer }])
  const scripts = collectScripts(page, options.excludeOrigins)
  try {
    const dialog = await connectAndOpenAccount(page, options, spec.walletName ?? 'Bench Wallet')
    const swapButton = dialog.getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: 'Swap', exact: true })
    if ((await swapButton.count()) === 0) return { error: "the Account view offers no Swap (compose swap() with the page's network among its networks)" }
    scripts.skip()
    await swapButton.click()
    const amount = dialog.getByRole('textbox', { name: 'You pay' })
    await amount.waitFor({ state: 'visible', timeout: options.timeoutMs })
    await networkQuiet(page)
    const added = await scripts.take()
    const toSymbol = spec.toSymbol ?? 'sUSDC'
    await dialog.getByTestId('swap-receive-token').click()
    await dialog.locator(`[data-testid="swap-token-option"][data-symbol="${toSymbol}"]`).click()
    await amount.waitFor({ state: 'visible', timeout: options.timeoutMs })
    const typeToQuoteRunsMs: number[] = []
    for (let i = 0; i < runs; i++) {
      await amount.fill('')
      await dialog.getByTestId('swap-quote-details').waitFor({ state: 'detached', timeout: options.timeoutMs })
      await networkQuiet(page)
      const query = (0.01 + i * 0.001).toFixed(3)
      const ms = await page.evaluate(
        (arg) => (window as unknown as { __porticoListingBench: ListingTimer }).__porticoListingBench.search(arg),
        { input: '[data-testid="swap-amount"]', query, result: '[data-testid="swap-quote-details"]' },
      )
      typeToQuoteRunsMs.push(round(ms))
    }
    return { jsGzipBytes: sum(added), files: added, typeToQuoteMedianMs: round(median(typeToQuoteRunsMs)), typeToQuoteRunsMs }
  } finally {
    await context.close()
  }
}

/** The Solana path's scripts: those of the multichain app's connect flow the EVM-only flow does not fetch. */
async function measureSolanaPath(browser: Browser, options: Resolved, spec: SolanaPathOptions): Promise<JsFile[]> {
  const walletName = spec.walletName ?? 'Bench Wallet'
  const evmOnly = new Set((await scriptsOfConnect(browser, options, options.url, walletName)).map((f) => f.url))
  const multichain = await scriptsOfConnect(browser, options, spec.multichainUrl, walletName)
  return multichain.filter((f) => !evmOnly.has(f.url))
}

async function repeat<T>(runs: number, run: () => Promise<T>): Promise<T[]> {
  const out: T[] = []
  for (let i = 0; i < runs; i++) out.push(await run())
  return out
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const round = (ms: number) => Math.round(ms * 10) / 10

const sum = (files: JsFile[]) => files.reduce((total, file) => total + file.gzipBytes, 0)

/**
 * Measures a page's modal in headless Chromium: initial JS, first-open JS, click → dialog time and,
 * when asked, the WalletConnect path (JS, click → QR code), the listing, a connect (click → address)
 * and a returning visitor's reload → address.
 */
export async function measureModal(options: MeasureOptions): Promise<BenchResult> {
  const resolved: Resolved = {
    excludeOrigins: [],
    runs: 20,
    buttonName: 'Connect Wallet',
    wallet: {},
    ready: PORTICO_REAL_CONNECT,
    settle: {},
    card: 'portico-modal-loading',
    timeoutMs: 10_000,
    ...options,
  }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true })
  try {
    const bytes = await measureBytes(browser, resolved)
    const opens = await repeat(resolved.runs, () => measureOpen(browser, resolved))
    const firstDialogRunsMs = opens.map((r) => r.firstDialogMs)
    const realViewRunsMs = opens.map((r) => r.readyMs)
    const tap = options.tap ? await measureTap(browser, resolved, options.tap) : undefined
    const listing = options.listing ? await measureListing(browser, resolved) : undefined
    const wcRuns = options.walletConnect ? (options.walletConnect.runs ?? resolved.runs) : 0
    const wcTimes = await repeat(wcRuns, () => walletConnectRun(browser, resolved, options.walletConnect!))
    let connect: ConnectResult | undefined
    if (options.connect) {
      const spec = { walletName: options.connect.walletName ?? 'Bench Wallet', text: options.connect.text ?? benchAddressText(resolved) }
      const runs = await repeat(options.connect.runs ?? resolved.runs, () => connectRun(browser, resolved, spec))
      const times = runs.map((r) => r.clickMs)
      const answered = runs.map((r) => r.answerMs)
      connect = {
        ...spec,
        clickToAddressMedianMs: round(median(times)),
        clickToAddressRunsMs: times,
        answerToAddressMedianMs: round(median(answered)),
        answerToAddressRunsMs: answered,
        clickToAnswerMedianMs: round(median(runs.map((r) => r.clickToAnswerMs))),
      }
    }
    let returning: ReturningResult | undefined
    if (options.returning) {
      const text = options.connect?.text ?? benchAddressText(resolved)
      const walletName = options.connect?.walletName ?? 'Bench Wallet'
      const times = await repeat(options.returning.runs ?? resolved.runs, () => returningRun(browser, resolved, text, walletName))
      returning = { text, reloadToAddressMedianMs: round(median(times)), reloadToAddressRunsMs: times }
    }
    const accountFeatures = options.accountFeatures ? await measureAccountFeatures(browser, resolved, options.accountFeatures) : undefined
    const solanaPath = options.solanaPath ? await measureSolanaPath(browser, resolved, options.solanaPath) : undefined
    const embedded = options.embeddedPath ? await measureEmbeddedPath(browser, resolved, options.embeddedPath) : undefined
    // the newest measure, over the most moving parts (login, Send view, frame, bundler): a failure is
    // reported with the other figures rather than losing them
    const userOperation = options.userOperation
      ? await measureUserOperation(browser, resolved, options.userOperation).catch((error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }))
      : undefined
    const sponsoredUserOperation = options.sponsoredUserOperation
      ? await measureUserOperation(browser, resolved, { ...options.sponsoredUserOperation, sponsored: true }).catch((error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }))
      : undefined
    const swap = options.swap
      ? await measureSwap(browser, resolved, options.swap).catch((error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }))
      : undefined
    return {
      url: resolved.url,
      excludedOrigins: resolved.excludeOrigins,
      initialJsGzipBytes: sum(bytes.initial),
      idlePrefetchJsGzipBytes: sum(bytes.idlePrefetch),
      idlePrefetchJsFiles: bytes.idlePrefetch,
      firstOpenJsGzipBytes: sum(bytes.firstOpen),
      clickToDialogMedianMs: round(median(firstDialogRunsMs)),
      clickToDialogRunsMs: firstDialogRunsMs,
      clickToRealViewMedianMs: round(median(realViewRunsMs)),
      clickToRealViewRunsMs: realViewRunsMs,
      clickCardRuns: opens.filter((r) => r.card).length,
      clickSettle: summarizeSettle(opens),
      initialJsFiles: bytes.initial,
      firstOpenJsFiles: bytes.firstOpen,
      ...(options.walletConnect
        ? {
            firstOpenPreloadJsGzipBytes: sum(bytes.firstOpenPreload),
            firstOpenPreloadJsFiles: bytes.firstOpenPreload,
            walletConnectJsGzipBytes: sum(bytes.walletConnect),
            walletConnectJsFiles: bytes.walletConnect,
          }
        : {}),
      ...(wcRuns > 0 ? { walletConnectClickToQrMedianMs: round(median(wcTimes)), walletConnectClickToQrRunsMs: wcTimes } : {}),
      ...(tap ? { tap } : {}),
      ...(listing ? { listing } : {}),
      ...(connect ? { connect } : {}),
      ...(returning ? { returning } : {}),
      ...(accountFeatures ? { accountFeatures } : {}),
      ...(solanaPath ? { solanaPathJsGzipBytes: sum(solanaPath), solanaPathJsFiles: solanaPath } : {}),
      ...(embedded
        ? { embeddedPathJsGzipBytes: sum(embedded.path), embeddedPathJsFiles: embedded.path, embeddedSectionJsGzipBytes: sum(embedded.section), embeddedSectionJsFiles: embedded.section }
        : {}),
      ...(userOperation ? { userOperation } : {}),
      ...(sponsoredUserOperation ? { sponsoredUserOperation } : {}),
      ...(swap ? { swap } : {}),
    }
  } finally {
    await browser.close()
  }
}
