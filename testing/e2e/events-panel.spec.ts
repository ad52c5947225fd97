// The playground's Events and balance panel, as an app sees AppKit's events: connect the Sandbox
// Wallet, sign, disconnect, and read what useAppKitEvents and appKit.subscribeEvents heard, in order;
// Fetch balance answers with the balance anvil holds. Real Chromium, real anvil.
import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, formatUnits, http } from 'viem'
import { ANVIL_ACCOUNT_0, ANVIL_ACCOUNT_2 } from '../accounts.ts'
import { e2eUrls } from './sandbox.ts'
import { fillSendAndReview } from './send-form.ts'

const walletPrompt = (page: Page) => page.getByRole('dialog', { name: 'Sandbox Wallet request' })
const modal = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })

async function approveInWallet(page: Page) {
  await walletPrompt(page).getByRole('button', { name: 'Approve' }).click()
  await expect(walletPrompt(page)).toHaveCount(0)
}

/** The event names a log heard, in order. */
async function heard(page: Page, log: string): Promise<string[]> {
  const lines = await page.getByRole('list', { name: log }).getByRole('listitem').allTextContents()
  return lines.map((line) => line.split(' ')[0]!)
}

/** From the playground's start, disconnected: Connect Wallet → Sandbox Wallet, approved; the modal closes itself. */
async function connectFromStart(page: Page) {
  await page.goto('/')
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'Sandbox Wallet' }).click()
  await approveInWallet(page)
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

test('connect, sign, disconnect: both event logs hear the same AppKit events, and Fetch balance reads anvil', async ({ page }) => {
  test.setTimeout(120_000)
  await connectFromStart(page)

  // Signing through the wallet provider raises no AppKit event (AppKit has none for an app's own request).
  await page.getByRole('button', { name: 'Sign message' }).click()
  await approveInWallet(page)
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)

  await page.getByRole('button', { name: /0xf39F/i }).click()
  await modal(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')

  const expected = ['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS', 'MODAL_CLOSE', 'MODAL_OPEN', 'DISCONNECT_SUCCESS', 'MODAL_CLOSE']
  // INITIALIZE comes when the kernel starts, which may be before the panel subscribed.
  const afterStart = async (log: string) => (await heard(page, log)).filter((name) => name !== 'INITIALIZE')
  await expect.poll(() => afterStart('useAppKitEvents heard')).toEqual(expected)
  expect(await afterStart('subscribeEvents heard')).toEqual(expected)
  await expect(page.getByTestId('latest-event')).toHaveText('MODAL_CLOSE')
  const lines = (await page.getByRole('list', { name: 'useAppKitEvents heard' }).getByRole('listitem').allTextContents()).filter((l) => !l.startsWith('INITIALIZE'))
  expect(lines[2]).toContain('"name":"Sandbox Wallet"')
  expect(lines[5]).toContain(ANVIL_ACCOUNT_0.address)

  // Fetch balance, connected again: the answer is the balance anvil holds for the account.
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'Sandbox Wallet' }).click()
  await approveInWallet(page)
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  const onChain = await createPublicClient({ transport: http(e2eUrls.chainA) }).getBalance({ address: ANVIL_ACCOUNT_0.address })
  await page.getByRole('button', { name: 'Fetch balance' }).click()
  const answer = page.getByTestId('fetched-balance')
  await expect(answer).toHaveText(/ ETH$/)
  const [amount] = (await answer.textContent())!.split(' ')
  expect(Number(amount)).toBeCloseTo(Number(formatUnits(onChain, 18)), 3)
  expect(Number(amount)).toBeGreaterThan(0)
})

test('a full session (open, select wallet, connect, send, switch network, disconnect, close): both logs hear it in order, with its payloads', async ({ page }) => {
  test.setTimeout(180_000)
  await connectFromStart(page)

  // Send 0.01 ETH from the Account view, approved in the wallet.
  await page.getByRole('button', { name: /0xf39F/i }).click()
  await (await fillSendAndReview(page, { amount: '0.01', to: ANVIL_ACCOUNT_2.address })).getByRole('button', { name: 'Send' }).click()
  await approveInWallet(page)
  const sent = modal(page, 'Transaction Sent')
  await expect(sent.getByTestId('send-success-hash')).toHaveText(/^0x[0-9a-f]{64}$/)
  const hash = (await sent.getByTestId('send-success-hash').textContent())!
  await sent.getByRole('button', { name: 'Done' }).click()

  // Switch to the other chain from the Networks view, approved in the wallet.
  await modal(page, 'Account').getByRole('button', { name: /Sandbox Ethereum/ }).click()
  await modal(page, /Network/).getByRole('button', { name: 'Sandbox Base' }).click()
  await approveInWallet(page)
  await expect(page.getByTestId('account-chain')).toHaveText('8453')

  // Disconnect closes the modal.
  await modal(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  const expected = ['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS', 'MODAL_CLOSE', 'MODAL_OPEN', 'SEND_INITIATED', 'SEND_SUCCESS', 'SWITCH_NETWORK', 'DISCONNECT_SUCCESS', 'MODAL_CLOSE']
  const afterStart = async (log: string) => (await heard(page, log)).filter((name) => name !== 'INITIALIZE')
  await expect.poll(() => afterStart('useAppKitEvents heard')).toEqual(expected)
  expect(await afterStart('subscribeEvents heard')).toEqual(expected)
  const lines = (await page.getByRole('list', { name: 'subscribeEvents heard' }).getByRole('listitem').allTextContents()).filter((l) => !l.startsWith('INITIALIZE'))
  const payload = (line: string) => (line.includes('{') ? JSON.parse(line.slice(line.indexOf('{'))) : {}) as Record<string, unknown>
  expect(payload(lines[1]!)).toMatchObject({ name: 'Sandbox Wallet' })
  expect(payload(lines[2]!)).toMatchObject({ name: 'Sandbox Wallet' })
  expect(payload(lines[5]!)).toMatchObject({ network: 'eip155:1337', token: 'ETH', amount: 0.01 })
  expect(payload(lines[6]!)).toMatchObject({ network: 'eip155:1337', token: 'ETH', amount: 0.01, hash })
  expect(payload(lines[7]!)).toMatchObject({ network: 'eip155:8453' })
  expect(lines[8]).toContain(ANVIL_ACCOUNT_0.address)
})
