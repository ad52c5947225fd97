// The script files a fresh visitor's first open fetches: from the page's load (the interactive-time
// prefetch starts there) to the real Connect view's first frame, after a click() at the load event,
// the page's first bundle (its own scripts) left out. Bytes and counts do not jitter: a test can hold
// them (bench/bundle-budget.test.ts); times are the bench's.
import type { Browser } from 'playwright-core'
import { fileURLToPath } from 'node:url'
import { PORTICO_REAL_CONNECT } from './measure.ts'

const benchWallet = fileURLToPath(new URL('./bench-wallet.js', import.meta.url))

export type FirstOpenFiles = {
  /** The open's scripts, in the order they were requested (paths below the page's origin). */
  files: string[]
  /**
   * The open's scripts requested after another of them had arrived: a second wave, code that asked
   * for more code once it ran (empty when the open is fetched in one wave).
   */
  later: string[]
}

/** Loads `url` (whose first bundle is `initial`, paths as 'assets/x.js'), clicks the button as the load event ends, waits for the real view. */
export async function firstOpenFiles(browser: Browser, url: string, initial: ReadonlySet<string>, timeoutMs = 30_000): Promise<FirstOpenFiles> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } })
  try {
    const page = await context.newPage()
    await page.addInitScript({ path: benchWallet })
    const origin = new URL(url).origin
    const path = (u: string) => u.slice(origin.length + 1)
    const files: string[] = []
    const later: string[] = []
    let arrived = false
    page.on('request', (request) => {
      if (request.resourceType() !== 'script' || !request.url().startsWith(origin)) return
      const file = path(request.url())
      if (initial.has(file) || files.includes(file)) return
      files.push(file)
      if (arrived) later.push(file)
    })
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script' && files.includes(path(request.url()))) arrived = true
    })
    await page.goto(url, { waitUntil: 'load' })
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).evaluate((button) => (button as HTMLElement).click())
    await page.locator(PORTICO_REAL_CONNECT).first().waitFor({ timeout: timeoutMs })
    return { files, later }
  } finally {
    await context.close()
  }
}
