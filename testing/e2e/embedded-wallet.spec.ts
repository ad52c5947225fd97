// The embedded wallet end to end in the playground, against the sandbox secure frame on its own
// origin: email login with the code read from the inbox page, the Account view, a message signed
// and a transaction sent through ApproveTransaction (the frame's own card shown over the view,
// Approve/Reject clicked inside the frame), checked on chain with viem; reload with no flash of
// 'disconnected'; disconnect.
import { expect, test, type Page } from '@playwright/test'
import { submitEmail } from './email-steps.ts'
import { createPublicClient, http, parseEther, parseEventLogs, type Hex } from 'viem'
import { entryPoint08Abi, entryPoint08Address } from 'viem/account-abstraction'
import { ANVIL_ACCOUNT_2 } from '../accounts.ts'
import { codeFromInboxPage } from './inbox-page.ts'
import { reloadRecordingStatuses } from './reload-statuses.ts'
import { e2eUrls } from './sandbox.ts'

const MESSAGE = 'Hello from Portico'
const receiver = ANVIL_ACCOUNT_2.address
const chainA = createPublicClient({ transport: http(e2eUrls.chainA) })
/** A fresh email per run: the e2e sandbox's frame keeps its users for its whole life. */
const newEmail = () => `embedded-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

const modal = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })
/** The secure frame's own document (its approval card), on the frame's origin. */
const frameCard = (page: Page) => page.frameLocator('iframe#w3m-iframe')

/** Email → the code from the inbox page → connected; returns the embedded address. */
async function logIn(page: Page, email: string): Promise<Hex> {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await submitEmail(page, email)
  const confirm = modal(page, 'Confirm Email')
  await expect(confirm.getByText(email)).toBeVisible()
  await confirm.getByRole('textbox', { name: '6-digit code' }).fill(await codeFromInboxPage(page.context(), email))
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  const address = (await page.getByTestId('account-address').textContent()) as Hex
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  return address
}

/** ApproveTransaction shows, with the frame's card exactly over its box; returns the card's locator. */
async function approvalCard(page: Page, heading: 'Sign message' | 'Approve transaction') {
  const view = modal(page, 'Approve Transaction')
  await expect(view).toBeVisible()
  const card = frameCard(page)
  await expect(card.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  const iframe = page.locator('iframe#w3m-iframe')
  const box = view.getByRole('region', { name: 'Secure wallet approval' })
  // the frame follows the box through the dialog's open animation
  await expect(async () => {
    const [frameBox, placeholder] = [await iframe.boundingBox(), await box.boundingBox()]
    expect(frameBox && placeholder).toBeTruthy()
    for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(frameBox![key] - placeholder![key])).toBeLessThanOrEqual(1)
  }).toPass({ timeout: 5_000 })
  return card
}

/** The frame is hidden again once the request is answered. */
const frameHidden = (page: Page) => expect(page.locator('iframe#w3m-iframe')).toBeHidden()

test('email login → Account view → sign (Approve, then Reject) and send through the frame → reload without a flash → disconnect', async ({ page }) => {
  test.setTimeout(150_000)
  const email = newEmail()
  const address = await logIn(page, email)

  // the Account view of the embedded account
  const accountButton = page.getByRole('button', { name: new RegExp(address.slice(0, 6), 'i') })
  await accountButton.click()
  await expect(modal(page, 'Account')).toBeVisible()
  await modal(page, 'Account').getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // sign: the modal opens on ApproveTransaction, the frame shows the message; Approve signs
  await page.getByTestId('sign-message').click()
  let card = await approvalCard(page, 'Sign message')
  await expect(card.getByText(MESSAGE)).toBeVisible()
  // The modal does not close while ApproveTransaction shows
  await page.keyboard.press('Escape')
  await expect(modal(page, 'Approve Transaction')).toBeVisible()
  await card.getByRole('button', { name: 'Approve' }).click()
  // the smart account (the default) is not deployed yet: an ERC-6492-wrapped signature
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130,}$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await frameHidden(page)
  const signature = (await page.getByTestId('signature').textContent()) as Hex
  expect(await chainA.verifyMessage({ address, message: MESSAGE, signature })).toBe(true)

  // Reject: the page gets the refusal, the modal goes away and stays usable
  await page.getByTestId('sign-message').click()
  card = await approvalCard(page, 'Sign message')
  await card.getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByTestId('sign-error')).toHaveText('User rejected the request.')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await frameHidden(page)
  await accountButton.click()
  await expect(modal(page, 'Account')).toBeVisible()

  // send 0.01 ETH from the Account view: ApproveTransaction over Review Send, approved in the frame
  await modal(page, 'Account').getByRole('button', { name: 'Send' }).click()
  const form = modal(page, 'Send')
  await form.getByRole('combobox', { name: 'Token' }).selectOption({ label: 'ETH (Ether)' })
  await form.getByRole('textbox', { name: 'Amount' }).fill('0.01')
  await form.getByRole('textbox', { name: 'To' }).fill(receiver)
  await form.getByRole('button', { name: 'Review' }).click()
  const review = modal(page, 'Review Send')
  await expect(review.getByTestId('send-confirm-fee')).toHaveText(/^\d+(\.\d+)? ETH$/)
  const [receiverBefore, senderBefore] = [await chainA.getBalance({ address: receiver }), await chainA.getBalance({ address })]
  const depositOf = () => chainA.readContract({ address: entryPoint08Address, abi: entryPoint08Abi, functionName: 'balanceOf', args: [address] })
  const depositBefore = await depositOf()
  await review.getByRole('button', { name: 'Send' }).click()
  card = await approvalCard(page, 'Approve transaction')
  await expect(card.getByText(receiver, { exact: false })).toBeVisible()
  await card.getByRole('button', { name: 'Approve' }).click()
  const sent = modal(page, 'Transaction Sent')
  await expect(sent.getByTestId('send-success-hash')).toHaveText(/^0x[0-9a-f]{64}$/)
  await frameHidden(page)
  const hash = (await sent.getByTestId('send-success-hash').textContent()) as Hex
  const receipt = await chainA.waitForTransactionReceipt({ hash })
  // one user operation of the embedded smart account, mined by the bundler through the EntryPoint
  expect(receipt).toMatchObject({ status: 'success', to: entryPoint08Address.toLowerCase() })
  const [operation] = parseEventLogs({ abi: entryPoint08Abi, logs: receipt.logs, eventName: 'UserOperationEvent' })
  expect(operation!.args).toMatchObject({ sender: address, success: true })
  expect(await chainA.getBalance({ address: receiver })).toBe(receiverBefore + parseEther('0.01'))
  // the amount and the operation's gas; the unused prefund stays as the account's EntryPoint deposit
  expect(senderBefore - (await chainA.getBalance({ address })) - ((await depositOf()) - depositBefore)).toBe(parseEther('0.01') + operation!.args.actualGasCost)
  await sent.getByRole('button', { name: 'Done' }).click()
  await expect(modal(page, 'Account')).toBeVisible()
  await modal(page, 'Account').getByRole('button', { name: 'Close' }).click()

  // reload: restored from the frame's session, never 'disconnected' on the way
  const statuses = await reloadRecordingStatuses(page)
  expect(statuses).not.toContain('disconnected')
  expect(statuses.at(-1)).toBe('connected')
  await expect(page.getByTestId('account-address')).toHaveText(address)

  await accountButton.click()
  await modal(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})
