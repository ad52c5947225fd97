// Email login in the playground (embeddedWallet() over the sandbox secure frame on its own origin):
// Connect Wallet → email → the code from the sandbox inbox's JSON → connected with the embedded
// account; the playground's Sign message (useAppKitProvider('eip155')) signs through the frame and
// viem verifies it; a reload stays connected with no code asked; Disconnect ends it for good.
import { expect, test, type Page } from '@playwright/test'
import { verifyMessage, type Hex } from 'viem'
import { e2eUrls } from './sandbox.ts'

const MESSAGE = 'Hello from Portico'
/** A fresh email per run: the e2e sandbox's frame keeps its users for its whole life. */
const newEmail = () => `email-login-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

/** The newest mail to `email`, read from the inbox's JSON; waits until it arrives. */
async function latestCode(page: Page, email: string): Promise<string> {
  let code = ''
  await expect(async () => {
    const response = await page.request.get(`${e2eUrls.mail}/api/messages/latest?to=${encodeURIComponent(email)}`)
    expect(response.status()).toBe(200)
    const mail = (await response.json()) as { subject: string; text: string }
    code = /(\d{6})/.exec(mail.subject)?.[1] ?? ''
    expect(code).toMatch(/^\d{6}$/)
  }).toPass({ timeout: 15_000 })
  return code
}

test('email → code from the inbox → connected; sign a message; reload stays connected; disconnect sticks', async ({ page }) => {
  const email = newEmail()
  await page.goto('/')
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  // the frame is not loaded before it is needed
  await expect(page.locator('iframe#w3m-iframe')).toHaveCount(0)

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await connect.getByRole('textbox', { name: 'Email' }).fill(email)
  await connect.getByRole('button', { name: 'Continue' }).click()

  const confirm = page.getByRole('dialog', { name: 'Confirm Email' })
  await expect(confirm.getByText(email)).toBeVisible()
  await confirm.getByRole('textbox', { name: '6-digit code' }).fill(await latestCode(page, email))
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  const address = (await page.getByTestId('account-address').textContent())!
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect(page.getByRole('button', { name: new RegExp(address.slice(0, 6), 'i') })).toBeVisible()

  // the page's provider signs through the frame; the signature is the embedded account's
  await page.getByTestId('sign-message').click()
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await page.getByTestId('signature').textContent()) as Hex
  expect(await verifyMessage({ address: address as Hex, message: MESSAGE, signature })).toBe(true)

  // reload: restored silently from the frame's session, no code asked
  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-address')).toHaveText(address)
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.getByRole('button', { name: new RegExp(address.slice(0, 6), 'i') }).click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /emailLoginUsed|sessionToken|:email$/.test(k)))).toEqual([])
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await expect(page.locator('iframe#w3m-iframe')).toHaveCount(0)
})
