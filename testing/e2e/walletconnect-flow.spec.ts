// WalletConnect end to end, as a visitor with a phone wallet does it: the dApp (the playground)
// shows a pairing link, the Sandbox Mobile Wallet (@reown/walletkit, another page) pairs with it
// over the sandbox relay, approves, signs; the dApp restores the session on reload and notices the
// wallet disconnecting. Real Chromium, real relay, real signatures.
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { verifyMessage, type Hex } from 'viem'
import { ANVIL_ACCOUNT_0 } from '../accounts.ts'
import { reloadRecordingStatuses } from './reload-statuses.ts'
import { e2eUrls } from './sandbox.ts'

const { address } = ANVIL_ACCOUNT_0
const MESSAGE = 'Hello from Portico'

const modal = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })
const proposal = (wallet: Page) => wallet.getByRole('region', { name: 'Session proposal' })

/** Console lines of both pages, attached to the report when a test fails. */
function recordConsole(page: Page, name: string, lines: string[]) {
  page.on('console', (message) => lines.push(`[${name}] ${message.type()}: ${message.text()}`))
  page.on('pageerror', (error) => lines.push(`[${name}] pageerror: ${error.message}`))
}

/** Opens the modal's WalletConnect connector and copies its pairing link, as a visitor would. */
async function copyPairingUri(dapp: Page): Promise<string> {
  await dapp.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(dapp, 'Connect Wallet').getByRole('button', { name: 'WalletConnect' }).click()
  const pairing = modal(dapp, 'WalletConnect')
  await expect(pairing.getByRole('img', { name: 'QR code for WalletConnect' })).toHaveAttribute('data-uri', /^wc:[0-9a-f]{64}@2\?/)
  await pairing.getByRole('button', { name: 'Copy link' }).click()
  await expect(dapp.getByText('Link copied')).toBeVisible()
  const uri = await dapp.evaluate(() => navigator.clipboard.readText())
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri
}

/** Opens the Sandbox Mobile Wallet in a second page and pastes the URI into it. */
async function pairInWallet(context: BrowserContext, uri: string, lines: string[]): Promise<Page> {
  const wallet = await context.newPage()
  recordConsole(wallet, 'wallet', lines)
  await wallet.goto(e2eUrls.mobileWallet)
  await expect(wallet.getByRole('status')).toHaveText('Ready')
  await wallet.getByRole('textbox', { name: 'WalletConnect URI' }).fill(uri)
  await wallet.getByRole('button', { name: 'Pair' }).click()
  await expect(proposal(wallet)).toBeVisible()
  return wallet
}

const lines: string[] = []

test.beforeEach(async ({ page, context }) => {
  lines.length = 0
  recordConsole(page, 'dapp', lines)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/')
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('console', { body: lines.join('\n'), contentType: 'text/plain' })
})

test('pair with a mobile wallet from the copied link, sign, reload, and see the wallet disconnect', async ({ page: dapp, context }) => {
  test.setTimeout(60_000)
  const uri = await copyPairingUri(dapp)
  const wallet = await pairInWallet(context, uri, lines)
  await expect(proposal(wallet)).toContainText('Portico')
  await proposal(wallet).getByRole('button', { name: 'Approve' }).click()
  await expect(proposal(wallet)).toHaveCount(0)

  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
  await expect(dapp.getByTestId('account-address')).toHaveText(address)
  await expect(modal(dapp, 'Account')).toBeVisible()
  await dapp.keyboard.press('Escape')
  await expect(modal(dapp, 'Account')).toHaveCount(0)

  // Sign: the request reaches the wallet page; the signature verifies against the address.
  await dapp.getByRole('button', { name: 'Sign message' }).click()
  const prompt = wallet.getByRole('region', { name: 'Sign message' })
  await expect(prompt).toContainText(MESSAGE)
  await prompt.getByRole('button', { name: 'Approve' }).click()
  await expect(dapp.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await dapp.getByTestId('signature').textContent()) as Hex
  expect(await verifyMessage({ address, message: MESSAGE, signature })).toBe(true)

  // Reload: the session comes back from storage, never showing "disconnected" on the way.
  const statuses = await reloadRecordingStatuses(dapp)
  expect(statuses).not.toContain('disconnected')
  expect(statuses.at(-1)).toBe('connected')
  await expect(dapp.getByTestId('account-address')).toHaveText(address)

  // The wallet ends the session: the dApp hears it over the relay.
  await wallet.getByRole('button', { name: 'Disconnect' }).click()
  await expect(wallet.getByRole('button', { name: 'Disconnect' })).toHaveCount(0)
  await expect(dapp.getByTestId('account-status')).toHaveText('disconnected')
  await expect(dapp.getByTestId('account-address')).toHaveText('')
  await expect(dapp.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

test('a proposal rejected in the mobile wallet says so in the modal, which can try again', async ({ page: dapp, context }) => {
  test.setTimeout(60_000)
  const uri = await copyPairingUri(dapp)
  const wallet = await pairInWallet(context, uri, lines)
  await proposal(wallet).getByRole('button', { name: 'Reject' }).click()
  await expect(wallet.getByRole('status')).toHaveText('Session rejected')

  const pairing = modal(dapp, 'WalletConnect')
  await expect(pairing).toContainText('Connection declined')
  await expect(dapp.getByTestId('account-status')).toHaveText('disconnected')

  // Still usable: 'Try again' brings a fresh pairing link, and that one connects.
  await pairing.getByRole('button', { name: 'Try again' }).click()
  const qr = pairing.getByRole('img', { name: 'QR code for WalletConnect' })
  await expect(qr).toHaveAttribute('data-uri', /^wc:[0-9a-f]{64}@2\?/)
  const fresh = await qr.getAttribute('data-uri')
  expect(fresh).not.toBe(uri)
  await pairing.getByRole('button', { name: 'Copy link' }).click()
  expect(await dapp.evaluate(() => navigator.clipboard.readText())).toBe(fresh)
  await wallet.getByRole('textbox', { name: 'WalletConnect URI' }).fill(fresh!)
  await wallet.getByRole('button', { name: 'Pair' }).click()
  await proposal(wallet).getByRole('button', { name: 'Approve' }).click()
  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
  await expect(dapp.getByTestId('account-address')).toHaveText(address)
  await expect(modal(dapp, 'Account')).toBeVisible()
})
