// WalletConnect end to end, as a visitor with a phone wallet does it: the dApp (the playground)
// shows a pairing link, the Sandbox Mobile Wallet (@reown/walletkit, another page) pairs with it
// over the sandbox relay, approves, signs; the dApp restores the session on reload and notices the
// wallet disconnecting. Real Chromium, real relay, real signatures.
import { expect, test, type BrowserContext } from '@playwright/test'
import { ANVIL_ACCOUNT_0 } from '../accounts.ts'
import { recordedStatuses, recordStatuses, reloadRecordingStatuses } from './reload-statuses.ts'
import { captureConsoleOnFailure, copyWalletConnectLink, modal, PAIRING_URI, pairInMobileWallet, proposal, readClipboard, signApprovedInWallet } from './walletconnect-pages.ts'

const { address } = ANVIL_ACCOUNT_0

const lines: string[] = []

captureConsoleOnFailure(lines)

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})

/** Every URL the pages of `context` request, WebSockets included. */
function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = []
  context.on('request', (request) => urls.push(request.url()))
  context.on('page', (page) => page.on('websocket', (ws) => urls.push(ws.url())))
  return urls
}

test('pair with a mobile wallet from the copied link, sign, reload, and see the wallet disconnect', async ({ page: dapp, context }) => {
  test.setTimeout(60_000)
  const requested = recordRequests(context)
  dapp.on('websocket', (ws) => requested.push(ws.url()))
  const uri = await copyWalletConnectLink(dapp)
  const wallet = await pairInMobileWallet(context, uri, lines)
  await expect(proposal(wallet)).toContainText('Portico')
  await proposal(wallet).getByRole('button', { name: 'Approve' }).click()
  await expect(proposal(wallet)).toHaveCount(0)

  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
  await expect(dapp.getByTestId('account-address')).toHaveText(address)
  // connected: the modal closed by itself
  await expect(dapp.getByRole('dialog')).toHaveCount(0)

  // Sign: the request reaches the wallet page; the signature verifies against the address.
  await signApprovedInWallet(dapp, wallet)

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

  // Nothing in this flow reached a hosted service: every request and socket went to the sandbox.
  expect(requested.length).toBeGreaterThan(0)
  expect(requested.filter((url) => !/^(wss?|https?):\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(url) && !/^(data|blob):/.test(url))).toEqual([])
})

test('a proposal rejected in the mobile wallet says so in the modal, which can try again', async ({ page: dapp, context }) => {
  test.setTimeout(60_000)
  const uri = await copyWalletConnectLink(dapp)
  const wallet = await pairInMobileWallet(context, uri, lines)
  await proposal(wallet).getByRole('button', { name: 'Reject' }).click()
  await expect(wallet.getByRole('status')).toHaveText('Session rejected')

  const pairing = modal(dapp, 'WalletConnect')
  await expect(pairing).toContainText('Connection declined')
  await expect(dapp.getByTestId('account-status')).toHaveText('disconnected')

  // Still usable: 'Try again' brings a fresh pairing link, and that one connects.
  await pairing.getByRole('button', { name: 'Try again' }).click()
  const qr = pairing.getByRole('img', { name: 'QR code for WalletConnect' })
  await expect(qr).toHaveAttribute('data-uri', PAIRING_URI)
  const fresh = await qr.getAttribute('data-uri')
  expect(fresh).not.toBe(uri)
  await pairing.getByRole('button', { name: 'Copy link' }).click()
  expect(await readClipboard(dapp)).toBe(fresh)
  await wallet.getByRole('textbox', { name: 'WalletConnect URI' }).fill(fresh!)
  await wallet.getByRole('button', { name: 'Pair' }).click()
  await proposal(wallet).getByRole('button', { name: 'Approve' }).click()
  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
  await expect(dapp.getByTestId('account-address')).toHaveText(address)
  await expect(dapp.getByRole('dialog')).toHaveCount(0)
})

test('a session the wallet ends while the dApp is closed: the next visit shows the account at once, then disconnected', async ({ page: dapp, context }) => {
  test.setTimeout(60_000)
  const wallet = await pairInMobileWallet(context, await copyWalletConnectLink(dapp), lines)
  await proposal(wallet).getByRole('button', { name: 'Approve' }).click()
  await expect(dapp.getByTestId('account-status')).toHaveText('connected')

  // The visitor leaves the dApp; meanwhile the wallet ends the session.
  await dapp.goto('about:blank')
  await wallet.getByRole('button', { name: 'Disconnect' }).click()
  await expect(wallet.getByRole('button', { name: 'Disconnect' })).toHaveCount(0)

  // Back on the dApp: the stored account shows first, then the delete waiting at the relay ends it.
  await recordStatuses(dapp)
  await dapp.goto('/')
  await expect(dapp.getByTestId('account-status')).toHaveText('disconnected', { timeout: 15_000 })
  const statuses = await recordedStatuses(dapp)
  expect(statuses.slice(0, statuses.indexOf('connected') + 1)).toEqual(['connecting', 'connected'])
  expect(statuses.at(-1)).toBe('disconnected')
  await expect(dapp.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await dapp.reload()
  await expect(dapp.getByTestId('account-status')).toHaveText('disconnected')
})
