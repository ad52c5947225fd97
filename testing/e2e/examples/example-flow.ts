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

/** The newest one-time code mailed to `email` after mail id `after`, read from the sandbox inbox's JSON. */
async function mailedCode(email: string, after = 0): Promise<{ id: number; code: string }> {
  let found: { id: number; code: string } | undefined
  await expect(async () => {
    const response = await fetch(`${e2eUrls.mail}/api/messages?to=${encodeURIComponent(email)}`)
    expect(response.status).toBe(200)
    const { messages } = (await response.json()) as { messages: { id: number; subject: string }[] }
    const mail = messages.find((m) => m.id > after && /Your Portico sandbox code: \d{6}$/.test(m.subject))
    expect(mail).toBeDefined()
    found = { id: mail!.id, code: mail!.subject.slice(-6) }
  }).toPass({ timeout: 15_000 })
  return found!
}

/**
 * Email login (embeddedWallet() over the sandbox's secure frame on its own origin): the code from
 * the inbox, the embedded account shown, restored by a reload with no code asked, then disconnected.
 */
export async function emailLoginRestoreDisconnect(
  page: Page,
  url: string,
  checks: { loggedIn?(page: Page): Promise<void>; restored?(page: Page): Promise<void> } = {},
): Promise<void> {
  const email = `example-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  await page.goto(url)
  await expect(statusOf(page)).toHaveText('disconnected')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await connect.getByRole('textbox', { name: 'Email' }).fill(email)
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: 'Confirm Email' })
  await expect(confirm.getByText(email)).toBeVisible()
  await confirm.getByRole('textbox', { name: '6-digit code' }).fill((await mailedCode(email)).code)
  await expect(statusOf(page)).toHaveText('connected')
  await expect(addressOf(page)).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  const embedded = (await addressOf(page).textContent())!
  expect(embedded.toLowerCase()).not.toBe(address.toLowerCase())
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await checks.loggedIn?.(page)

  await page.reload()
  await expect(statusOf(page)).toHaveText('connected')
  await expect(addressOf(page)).toHaveText(embedded)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await checks.restored?.(page)

  await page.getByRole('button', { name: new RegExp(embedded.slice(0, 6), 'i') }).click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect(statusOf(page)).toHaveText('disconnected')
  await page.reload()
  await expect(statusOf(page)).toHaveText('disconnected')
}
