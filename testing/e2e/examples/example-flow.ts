// What every example must do for a visitor, found by role and name as a visitor sees it: connect the
// Sandbox Wallet, see the address, reload and see it restored without a prompt, disconnect. The page
// must log no console error (a hydration mismatch, a 404, a failed request) on the way.
import { expect, type Page } from '@playwright/test'
import { ANVIL_ACCOUNT_0 } from '../../accounts.ts'
import { e2eUrls } from '../sandbox.ts'

const { address } = ANVIL_ACCOUNT_0

export const statusOf = (page: Page) => page.getByRole('status', { name: 'Status' })
export const addressOf = (page: Page) => page.getByRole('status', { name: 'Address' })
const walletPrompt = (page: Page) => page.getByRole('dialog', { name: 'Sandbox Wallet request' })
const accountButton = (page: Page) => page.getByRole('button', { name: new RegExp(address.slice(0, 6), 'i') })

/**
 * The Sandbox Wallet as the extension it plays: its script runs in every page before the app's own.
 * The example apps do not load it themselves; a visitor's browser would.
 */
export async function installSandboxWallet(page: Page): Promise<void> {
  const response = await fetch(`${e2eUrls.walletPage}inject.js`)
  expect(response.status).toBe(200)
  await page.addInitScript({ content: await response.text() })
}

/** Console errors, uncaught errors, and any warning about hydration, as they happen. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(`${message.type()}: ${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  return problems
}

export async function connectRestoreDisconnect(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await expect(statusOf(page)).toHaveText('disconnected')

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Sandbox Wallet' }).click()
  await walletPrompt(page).getByRole('button', { name: 'Approve' }).click()
  await expect(walletPrompt(page)).toHaveCount(0)
  await expect(addressOf(page)).toHaveText(address)
  await expect(statusOf(page)).toHaveText('connected')
  await expect(accountButton(page)).toBeVisible()
  // The modal closes after a connect, or stays on the Account view (older behaviour): either way, gone after Escape.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.reload()
  await expect(addressOf(page)).toHaveText(address)
  await expect(statusOf(page)).toHaveText('connected')
  await expect(accountButton(page)).toBeVisible()
  await expect(walletPrompt(page)).toHaveCount(0)

  await accountButton(page).click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect(statusOf(page)).toHaveText('disconnected')
  await expect(addressOf(page)).toHaveText('none')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await page.reload()
  await expect(statusOf(page)).toHaveText('disconnected')
}
