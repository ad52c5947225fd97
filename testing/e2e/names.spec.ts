// Account names in the playground, as a visitor does it: connect the Sandbox Wallet, choose a name
// in the Account view, sign the registration in the wallet's prompt, see the name as the profile
// name in the Account view and on the button, reload, still shown. Real Chromium, the real sandbox
// API server (it checks the signature with viem), anvil account #0's real key.
import { expect, test, type Page } from '@playwright/test'
import { ANVIL_ACCOUNT_0 } from '../accounts.ts'
import { e2eUrls } from './sandbox.ts'

const { address } = ANVIL_ACCOUNT_0
// unique per run: the sandbox may have served an earlier run
const label = `e2e-${Date.now().toString(36)}`
const name = `${label}.reown.id`

const walletPrompt = (page: Page) => page.getByRole('dialog', { name: 'Sandbox Wallet request' })
const modal = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title })

test.afterEach(async () => {
  // anvil account #0 is every spec's account: its name must not outlive this one
  await fetch(`${e2eUrls.apiAdmin}/__admin/names/${name}`, { method: 'DELETE' })
})

test('register a name, see it as the profile name in the Account view and on the button, reload, still shown', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'Sandbox Wallet' }).click()
  await walletPrompt(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByRole('button', { name: /0xf39F/i }).click()

  // no name yet: the Account view offers to choose one
  const account = modal(page, 'Account')
  await expect(account.getByTestId('account-view-name')).toHaveCount(0)
  await account.getByRole('button', { name: 'Choose a name' }).click()
  const form = modal(page, 'Choose Name')
  await expect(form).toContainText('.reown.id')
  const input = form.getByRole('textbox', { name: 'Name' })

  // The rules inline, then the availability and the API's suggestions
  await input.fill('ab_')
  await expect(form.getByTestId('register-account-name-status')).toHaveText('Use only letters, digits and hyphens (not "_")')
  await input.fill('abc')
  await expect(form.getByTestId('register-account-name-status')).toHaveText('The name must be at least 4 characters long (3 typed)')
  await expect(form.getByRole('button', { name: 'Register' })).toBeDisabled()
  await input.fill(label)
  await expect(form.getByTestId('register-account-name-status')).toHaveText(`${name} is available`)
  await expect(form.getByRole('list', { name: 'Suggested names' }).getByRole('button').first()).toBeVisible()

  // Register: the wallet shows the JSON message to sign; approve it
  await form.getByRole('button', { name: 'Register' }).click()
  await expect(walletPrompt(page)).toContainText(`"name":"${name}"`)
  await walletPrompt(page).getByRole('button', { name: 'Approve' }).click()
  await expect(walletPrompt(page)).toHaveCount(0)
  const success = modal(page, 'Name Registered')
  await expect(success).toContainText(`${name} is yours`)

  // the server holds it for account #0 under Sandbox Ethereum's ENSIP-11 coin type
  const registered = (await (await fetch(`${e2eUrls.api}/v1/profile/account/${name}?apiVersion=2&projectId=portico-sandbox`)).json()) as {
    addresses: Record<string, { address: string }>
  }
  expect(registered.addresses[String((0x80000000 | 1337) >>> 0)]?.address.toLowerCase()).toBe(address.toLowerCase())

  // Done: the Account view shows the name above the address, and no longer offers to choose one
  await success.getByRole('button', { name: 'Done' }).click()
  await expect(modal(page, 'Account').getByTestId('account-view-name')).toHaveText(name)
  await expect(modal(page, 'Account').getByRole('button', { name: 'Choose a name' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: new RegExp(name.replace(/\./g, '\\.')) })).toBeVisible()

  // Reload: restored without a prompt, the name still shown on the button and in the Account view
  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  const button = page.getByRole('button', { name: new RegExp(name.replace(/\./g, '\\.')) })
  await expect(button).toBeVisible()
  await button.click()
  await expect(modal(page, 'Account').getByTestId('account-view-name')).toHaveText(name)
  await expect(walletPrompt(page)).toHaveCount(0)
})
