// "Wallet picked → address visible" measured the same way on Portico and on each anchor: a fresh
// visitor (cold cache) with the Bench Wallet injected (it answers at once), the page loaded, the
// modal opened and its list settled (no request for half a second), then a click on the Bench
// Wallet's entry → the first frame in which the app's own text (useAccount() or
// useAppKitAccount() rendered into the page) shows the full address (bench/frame-timer.js); and,
// in the same runs, the Bench Wallet's answer to eth_requestAccounts → that frame (what the kit adds
// after the wallet answered; the wallet records its answer in the page's clock).
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { BENCH_WALLET_ADDRESS, armOnClick, frameTime, frameTimer, median, networkQuiet } from './measure.ts'

export type WalletPickedTarget = {
  name: string
  url: string
  /** The accessible name of the button that opens the modal. */
  buttonName: string
  /** The modal's dialog (CSS; Playwright's CSS reaches into open shadow roots). */
  dialog: string
  /** The (start of the) accessible name of the Bench Wallet's entry in the modal. */
  walletName: string
}

export type WalletPickedResult = { target: string; medianMs: number; runsMs: number[]; answerMedianMs: number; answerRunsMs: number[] }

type Times = { clickMs: number; answerMs: number }
type TimerWindow = { __porticoFrameTimer: { state: { startAt?: number; visibleAt?: number } }; __porticoBenchWalletAnsweredAt?: number }
const round = (ms: number) => Math.round(ms * 10) / 10

const benchWallet = fileURLToPath(new URL('./bench-wallet.js', import.meta.url))

async function walletPickedRun(browser: Browser, target: WalletPickedTarget, timeoutMs: number): Promise<Times> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } })
  const page = await context.newPage()
  try {
    await page.addInitScript({ path: benchWallet })
    await page.addInitScript({ path: frameTimer })
    await page.goto(target.url, { waitUntil: 'load' })
    await page.getByRole('button', { name: target.buttonName, exact: true }).first().click({ timeout: timeoutMs })
    const wallet = page.locator(target.dialog).first().getByRole('button', { name: target.walletName }).first()
    await wallet.waitFor({ state: 'visible', timeout: timeoutMs }).catch((error: Error) => {
      throw new Error(`${target.name}: no "${target.walletName}" button in the open modal: ${error.message}`)
    })
    await networkQuiet(page)
    const text = { text: BENCH_WALLET_ADDRESS }
    await armOnClick(page, text)
    await wallet.click()
    const clickMs = await frameTime(page, text, timeoutMs)
    const { startAt, visibleAt, answeredAt } = await page.evaluate(() => {
      const w = window as unknown as TimerWindow
      return { ...w.__porticoFrameTimer.state, answeredAt: w.__porticoBenchWalletAnsweredAt }
    })
    if (answeredAt === undefined || answeredAt < startAt!) throw new Error(`${target.name}: the Bench Wallet was not asked for its accounts after the click`)
    return { clickMs, answerMs: round(visibleAt! - answeredAt) }
  } finally {
    await context.close()
  }
}

/** `runs` connects per target, interleaved target by target (a slow stretch falls on all alike). */
export async function measureWalletPicked(browser: Browser, targets: readonly WalletPickedTarget[], runs: number, timeoutMs = 10_000): Promise<WalletPickedResult[]> {
  const all = targets.map((target) => ({ target, times: [] as Times[] }))
  for (let i = 0; i < runs; i++) for (const entry of all) entry.times.push(await walletPickedRun(browser, entry.target, timeoutMs))
  return all.map(({ target, times }) => {
    const runsMs = times.map((t) => t.clickMs)
    const answerRunsMs = times.map((t) => t.answerMs)
    return { target: target.name, medianMs: round(median(runsMs)), runsMs, answerMedianMs: round(median(answerRunsMs)), answerRunsMs }
  })
}
