// Two createAppKit instances on one page never share state: the fixture page
// (fixtures/two-kits.tsx) composes kit A (the Sandbox Wallet) and kit B (the embedded wallet), each
// with its own storagePrefix and AppKitProvider. Kit A connects the Sandbox Wallet while kit B stays
// disconnected, kit B logs in by email to another address while kit A keeps its own; a reload
// restores each to its own account; disconnecting A leaves B connected, across a reload too.
import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import { ANVIL_ACCOUNT_0 } from '../accounts.ts'
import { submitEmail } from './email-steps.ts'
import { latestCode } from './mail-inbox.ts'
import { e2eUrls } from './sandbox.ts'
import { approveInPrompt } from './wallet-prompt.ts'

const fixture = fileURLToPath(new URL('./fixtures/two-kits.html', import.meta.url))
const kit = (page: Page, name: 'Kit A' | 'Kit B') => page.getByRole('region', { name })
const modal = (page: Page, name: string) => page.getByRole('dialog', { name })

async function expectKit(page: Page, name: 'Kit A' | 'Kit B', status: string, address: string) {
  await expect(kit(page, name).getByTestId('status')).toHaveText(status)
  await expect(kit(page, name).getByTestId('address')).toHaveText(address)
}

test('two kits on one page: each connects its own wallet, restores its own account, disconnects alone', async ({ page }) => {
  // the fixtures server compiles the page's modules on the first visit (dev server): slow under load
  test.setTimeout(180_000)
  await page.goto(`${e2eUrls.fixtures}@fs${fixture}?wallet=${encodeURIComponent(`${e2eUrls.walletPage}inject.js`)}`)
  await expectKit(page, 'Kit A', 'disconnected', '')
  await expectKit(page, 'Kit B', 'disconnected', '')

  // Kit A: the Sandbox Wallet; kit B does not follow
  await kit(page, 'Kit A').getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'Sandbox Wallet' }).click({ timeout: 60_000 })
  await approveInPrompt(page, /Share account 0x/)
  await expectKit(page, 'Kit A', 'connected', ANVIL_ACCOUNT_0.address)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expectKit(page, 'Kit B', 'disconnected', '')

  // Kit B: an embedded wallet of its own; kit A keeps the Sandbox Wallet's account
  const email = `two-kits-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  await kit(page, 'Kit B').getByRole('button', { name: 'Connect Wallet' }).click()
  await submitEmail(page, email)
  await modal(page, 'Confirm Email').getByRole('textbox', { name: '6-digit code' }).fill(await latestCode(page, email))
  await expect(kit(page, 'Kit B').getByTestId('status')).toHaveText('connected')
  const embedded = (await kit(page, 'Kit B').getByTestId('address').textContent())!
  expect(embedded).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(embedded.toLowerCase()).not.toBe(ANVIL_ACCOUNT_0.address.toLowerCase())
  await expectKit(page, 'Kit A', 'connected', ANVIL_ACCOUNT_0.address)
  // each kit's button names its own account
  await expect(kit(page, 'Kit A').getByRole('button', { name: /0xf39F/i })).toBeVisible()
  await expect(kit(page, 'Kit B').getByRole('button', { name: new RegExp(embedded.slice(0, 6), 'i') })).toBeVisible()

  // a reload restores each to its own account
  await page.reload()
  await expectKit(page, 'Kit A', 'connected', ANVIL_ACCOUNT_0.address)
  await expectKit(page, 'Kit B', 'connected', embedded)

  // disconnecting kit A leaves kit B connected, then and after a reload
  await kit(page, 'Kit A').getByRole('button', { name: /0xf39F/i }).click()
  await modal(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expectKit(page, 'Kit A', 'disconnected', '')
  await expectKit(page, 'Kit B', 'connected', embedded)
  await page.reload()
  await expectKit(page, 'Kit B', 'connected', embedded)
  await expectKit(page, 'Kit A', 'disconnected', '')
})
