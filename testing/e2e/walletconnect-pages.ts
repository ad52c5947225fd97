// Shared steps of the two-page WalletConnect specs: the dApp (the playground) in one page, the
// Sandbox Mobile Wallet (@reown/walletkit on the sandbox relay) in another, as a visitor with a
// phone wallet uses them. Found by role and name, the way a person reads the pages.
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { verifyMessage, type Hex } from 'viem'
import { ANVIL_ACCOUNT_0 } from '../accounts.ts'
import { e2eUrls } from './sandbox.ts'
import { expectToast, recordToasts } from './toasts.ts'

/** A `wc:` pairing URI (WalletConnect v2). */
export const PAIRING_URI = /^wc:[0-9a-f]{64}@2\?/

/** The modal, named by its current view's title. */
export const modal = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })

/** The Sandbox Mobile Wallet's session proposal prompt. */
export const proposal = (wallet: Page) => wallet.getByRole('region', { name: 'Session proposal' })

/** Collects a page's console lines and uncaught errors into `lines`, prefixed with `name`. */
export function recordConsole(page: Page, name: string, lines: string[]): void {
  page.on('console', (message) => lines.push(`[${name}] ${message.type()}: ${message.text()}`))
  page.on('pageerror', (error) => lines.push(`[${name}] pageerror: ${error.message}`))
}

/** What 'Copy link' put on the clipboard (the context must have 'clipboard-read'). */
export const readClipboard = (page: Page): Promise<string> => page.evaluate(() => navigator.clipboard.readText())

/**
 * Opens the Sandbox Mobile Wallet in a second page of `context`, pastes `uri` and presses Pair; returns
 * at its proposal. `authenticate: 'off'`: the wallet is one that does not support one-click sign-in
 * (authenticated sessions), so it approves a proposal's session alone. `account: 1`: the wallet holds
 * anvil account #1 (a second wallet beside the Sandbox Wallet's #0).
 */
export async function pairInMobileWallet(context: BrowserContext, uri: string, lines: string[], options: { authenticate?: 'off'; account?: 1 } = {}): Promise<Page> {
  const wallet = await context.newPage()
  recordConsole(wallet, 'wallet', lines)
  const search = new URLSearchParams({ ...(options.authenticate ? { authenticate: options.authenticate } : {}), ...(options.account ? { account: String(options.account) } : {}) })
  await wallet.goto(search.size ? `${e2eUrls.mobileWallet}?${search}` : e2eUrls.mobileWallet)
  await expect(wallet.getByRole('status')).toHaveText('Ready')
  await expect(wallet.getByText(/^One-click sign-in: /)).toHaveText(options.authenticate === 'off' ? 'One-click sign-in: off (?authenticate=off)' : 'One-click sign-in: supported')
  await wallet.getByRole('textbox', { name: 'WalletConnect URI' }).fill(uri)
  await wallet.getByRole('button', { name: 'Pair' }).click()
  await expect(proposal(wallet)).toBeVisible()
  return wallet
}

/**
 * Connect Wallet → WalletConnect → Copy link, as a visitor does; returns the copied pairing URI.
 * `from: 'connect-view'`: the Connect view is already open (e.g. after 'Add wallet').
 */
export async function copyWalletConnectLink(dapp: Page, options: { from?: 'connect-view' } = {}): Promise<string> {
  if (options.from !== 'connect-view') await dapp.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(dapp, 'Connect Wallet').getByRole('button', { name: 'WalletConnect' }).click()
  const pairing = modal(dapp, 'WalletConnect')
  await expect(pairing.getByRole('img', { name: 'QR code for WalletConnect' })).toHaveAttribute('data-uri', PAIRING_URI)
  await recordToasts(dapp)
  await pairing.getByRole('button', { name: 'Copy link' }).click()
  await expectToast(dapp, 'Link copied')
  const uri = await readClipboard(dapp)
  expect(uri).toMatch(PAIRING_URI)
  return uri
}

/**
 * From the playground's start page: the link copied, paired in the Sandbox Mobile Wallet and its
 * proposal approved; once the dApp is connected, the Account view of anvil #0 opened. Returns the wallet's page.
 */
export async function connectMobileWalletAndOpenAccount(dapp: Page, context: BrowserContext, lines: string[]): Promise<Page> {
  await dapp.goto('/')
  const wallet = await pairInMobileWallet(context, await copyWalletConnectLink(dapp), lines)
  await proposal(wallet).getByRole('button', { name: 'Approve' }).click()
  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
  await expect(dapp.getByRole('dialog')).toHaveCount(0)
  await dapp.getByRole('button', { name: /0xf39F/i }).click()
  return wallet
}

/**
 * Restarts the sandbox relay through its loopback admin API (it runs in Playwright's global setup):
 * every socket is dropped and the port is closed for `downMs`; the mailbox is kept.
 */
export async function restartRelay(downMs = 1000): Promise<{ restarted: boolean; downMs: number; closedSockets: number }> {
  const response = await fetch(`${e2eUrls.relay.replace(/^ws/, 'http')}/admin/restart?downMs=${downMs}`, { method: 'POST' })
  expect(response.status).toBe(200)
  return (await response.json()) as { restarted: boolean; downMs: number; closedSockets: number }
}

/** The message the playground's 'Sign message' button signs (sandbox/playground/App.tsx). */
export const PLAYGROUND_MESSAGE = 'Hello from Portico'

/**
 * 'Sign message' in the dApp, Approve in the wallet page: the signature the dApp shows verifies
 * against the sandbox account (anvil #0).
 */
export async function signApprovedInWallet(dapp: Page, wallet: Page, options: { timeout?: number } = {}): Promise<void> {
  await dapp.getByRole('button', { name: 'Sign message' }).click()
  const prompt = wallet.getByRole('region', { name: 'Sign message' })
  await expect(prompt).toContainText(PLAYGROUND_MESSAGE, { timeout: options.timeout })
  await prompt.getByRole('button', { name: 'Approve' }).click()
  // the answer crosses the relay back to the dApp page, which may still be re-subscribing after a reload
  await expect(dapp.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: options.timeout })
  const signature = (await dapp.getByTestId('signature').textContent()) as Hex
  expect(await verifyMessage({ address: ANVIL_ACCOUNT_0.address, message: PLAYGROUND_MESSAGE, signature })).toBe(true)
}

/**
 * Per-test console capture for a two-page spec: `lines` collects both pages' console output and is
 * attached to the report when a test fails. Clipboard access is granted for 'Copy link'.
 */
export function captureConsoleOnFailure(lines: string[]): void {
  test.beforeEach(async ({ page, context }) => {
    lines.length = 0
    recordConsole(page, 'dapp', lines)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  })
  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('console', { body: lines.join('\n'), contentType: 'text/plain' })
  })
}
