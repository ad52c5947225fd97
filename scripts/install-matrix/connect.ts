// A visitor's connect on a cell's built page, in Debian's Chromium: the Sandbox Wallet injected as an
// extension would be, Connect Wallet → Sandbox Wallet → Approve, and the app shows anvil's account
// #0 as connected. The page must throw no uncaught error on the way.
import { chromium, type Browser, type Locator } from 'playwright-core'
import { ANVIL_ACCOUNT_0 } from '../../testing/accounts.ts'
import { chromiumArgs, chromiumPath } from '../chromium.ts'

const TIMEOUT = 30_000

const shows = (locator: Locator, text: string) => locator.filter({ hasText: new RegExp(`^${text}$`) }).waitFor({ timeout: TIMEOUT })

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
}

/** Connects the Sandbox Wallet (its script from `walletPage`inject.js) on the app at `url`; throws what went wrong. */
export async function connectSandboxWallet(browser: Browser, url: string, walletPage: string): Promise<void> {
  const response = await fetch(new URL('inject.js', walletPage))
  if (!response.ok) throw new Error(`the Sandbox Wallet script answered ${response.status}`)
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.addInitScript({ content: await response.text() })
    await page.goto(url)
    const status = page.getByRole('status', { name: 'Status', exact: true })
    await shows(status, 'disconnected')
    await page.getByRole('button', { name: 'Connect Wallet' }).click({ timeout: TIMEOUT })
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Sandbox Wallet' }).click({ timeout: TIMEOUT })
    await page.getByRole('dialog', { name: 'Sandbox Wallet request' }).getByRole('button', { name: 'Approve' }).click({ timeout: TIMEOUT })
    await shows(page.getByRole('status', { name: 'Address', exact: true }), ANVIL_ACCOUNT_0.address)
    await shows(status, 'connected')
    if (errors.length) throw new Error(`uncaught error on the page: ${errors.join(' | ')}`)
  } finally {
    await context.close()
  }
}
