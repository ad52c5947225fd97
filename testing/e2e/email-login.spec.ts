// Email login in the playground (embeddedWallet() over the sandbox secure frame on its own origin):
// Connect Wallet → email → the code from the sandbox inbox's JSON → connected with the embedded
// account; the playground's Sign message (useAppKitProvider('eip155')) signs through the frame,
// approved in the frame's card, and viem verifies it; a reload stays connected with no code asked; Disconnect ends it for good.
import { expect, test, type Page } from '@playwright/test'
import { submitEmail } from './email-steps.ts'
import { createPublicClient, http, type Hex } from 'viem'
import { CODE_MAIL, latestCode, latestMail } from './mail-inbox.ts'
import { e2eUrls } from './sandbox.ts'
import { approveInPrompt } from './wallet-prompt.ts'

const MESSAGE = 'Hello from Portico'
/** A fresh email per run: the e2e sandbox's frame keeps its users for its whole life. */
const newEmail = () => `email-login-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

async function startEmailLogin(page: Page, email: string): Promise<void> {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await submitEmail(page, email)
}

test('email → code from the inbox → connected; sign a message; reload stays connected; disconnect sticks', async ({ page }) => {
  test.setTimeout(90_000)
  const email = newEmail()
  await page.goto('/')
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  // the frame is not loaded before it is needed
  await expect(page.locator('iframe#w3m-iframe')).toHaveCount(0)

  await startEmailLogin(page, email)
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  const confirm = page.getByRole('dialog', { name: 'Confirm Email' })
  await expect(confirm.getByText(email)).toBeVisible()
  await expect(confirm.getByRole('button', { name: /^Resend code in \d+s$/ })).toBeDisabled()
  // One attempt per 30 s, said in the view
  await confirm.getByRole('button', { name: 'Back' }).click()
  await expect(connect.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(connect.getByRole('alert')).toHaveText(/^Please try again after \d+ seconds$/)

  // the visitor's clock moves on: the stored attempt time is gone after a reload
  const sent = await latestMail(page, email, CODE_MAIL)
  await page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith(':lastEmailLoginTime')).forEach((k) => localStorage.removeItem(k)))
  await startEmailLogin(page, email)
  await expect(confirm.getByText(email)).toBeVisible()
  await confirm.getByRole('textbox', { name: '6-digit code' }).fill(await latestCode(page, email, sent.id))
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  const address = (await page.getByTestId('account-address').textContent())!
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect(page.getByRole('button', { name: new RegExp(address.slice(0, 6), 'i') })).toBeVisible()

  // the page's provider signs through the frame once the visitor approves in the frame's own card
  // (ApproveTransaction; embedded-wallet.spec.ts covers it in full); the signature is the embedded account's
  await page.getByTestId('sign-message').click()
  await expect(page.getByRole('dialog', { name: 'Approve Transaction' })).toBeVisible()
  await page.frameLocator('iframe#w3m-iframe').getByRole('button', { name: 'Approve' }).click()
  // the account is the smart account, not deployed yet: ERC-6492, verified through the chain
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130,}$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const signature = (await page.getByTestId('signature').textContent()) as Hex
  expect(await createPublicClient({ transport: http(e2eUrls.chainA) }).verifyMessage({ address: address as Hex, message: MESSAGE, signature })).toBe(true)

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

test('a second browser with the same email approves the device from the inbox, then enters the code: the same account', async ({ browser }) => {
  test.setTimeout(90_000)
  const email = newEmail()
  const one = await browser.newContext()
  const first = await one.newPage()
  await startEmailLogin(first, email)
  await first.getByRole('dialog', { name: 'Confirm Email' }).getByRole('textbox', { name: '6-digit code' }).fill(await latestCode(first, email))
  await expect(first.getByTestId('account-status')).toHaveText('connected')
  const address = await first.getByTestId('account-address').textContent()
  const firstCode = await latestMail(first, email, CODE_MAIL)
  await one.close()

  const two = await browser.newContext()
  const page = await two.newPage()
  await startEmailLogin(page, email)
  const device = page.getByRole('dialog', { name: 'Register Device' })
  await expect(device.getByText('Approve this device from the email we sent')).toBeVisible()
  const approval = await latestMail(page, email, /Approve a new device/)
  const link = /(http:\/\/\S+\/device\/approve\?token=\S+)/.exec(approval.text)![1]!
  const approvalPage = await two.newPage()
  await approvalPage.goto(link)
  await expect(approvalPage.getByRole('heading', { name: 'Device approved' })).toBeVisible()
  await approvalPage.close()

  const confirm = page.getByRole('dialog', { name: 'Confirm Email' })
  await confirm.getByRole('textbox', { name: '6-digit code' }).fill(await latestCode(page, email, firstCode.id))
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-address')).toHaveText(address!)
  await two.close()
})

test("a secure frame that never loads: 'iframe_load_failed' shows in the modal after 20 s, and the modal stays usable for a wallet", async ({ page }) => {
  test.setTimeout(90_000)
  // every request to the frame's origin fails, as when the secure site is down or blocked
  await page.route(`${e2eUrls.secureFrame}/**`, (route) => route.abort('connectionrefused'))
  await startEmailLogin(page, newEmail())
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(connect.getByRole('alert').filter({ hasText: 'Network error: iframe_load_failed' })).toBeVisible({ timeout: 30_000 })
  // the email attempt ended (no code view), and a browser wallet still connects from the same modal
  await expect(page.getByRole('dialog', { name: 'Confirm Email' })).toHaveCount(0)
  await connect.getByRole('button', { name: 'Sandbox Wallet' }).click()
  await approveInPrompt(page, /connect/i)
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-address')).toHaveText(/^0xf39F/i)
})
