// Closing the modal while the WalletConnect QR code is up: the page's button reads
// 'Connect Wallet' at once, never a stale 'Connecting…'. The request stays with the wallet (a phone
// that scanned the code still shows it): approving it later connects, and reopening the modal on
// WalletConnect shows the same pairing. The Sandbox Mobile Wallet approves over the sandbox relay.
import { expect, test, type Page } from '@playwright/test'
import { ANVIL_ACCOUNT_0 } from '../accounts.ts'
import { captureConsoleOnFailure, copyWalletConnectLink, modal, pairInMobileWallet, proposal } from './walletconnect-pages.ts'

const { address } = ANVIL_ACCOUNT_0

const lines: string[] = []

captureConsoleOnFailure(lines)

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})

/** Closes the WalletConnect view by its Close button; the page then reads as before the click. */
async function closeOnQrCode(dapp: Page) {
  await modal(dapp, 'WalletConnect').getByRole('button', { name: 'Close' }).click()
  await expect(dapp.getByRole('dialog')).toHaveCount(0)
  await expect(dapp.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(dapp.getByTestId('appkit-button')).toHaveAttribute('data-status', 'disconnected')
  await expect(dapp.getByTestId('account-status')).toHaveText('disconnected')
}

test('closing the modal on the QR code: the button reads Connect Wallet; the wallet approving afterwards connects', async ({ page: dapp, context }) => {
  test.setTimeout(90_000)
  const uri = await copyWalletConnectLink(dapp)
  await closeOnQrCode(dapp)

  // the phone scanned the code before the modal closed: its prompt is still there
  const wallet = await pairInMobileWallet(context, uri, lines)
  await proposal(wallet).getByRole('button', { name: 'Approve' }).click()
  await expect(proposal(wallet)).toHaveCount(0)

  await expect(dapp.getByTestId('account-status')).toHaveText('connected', { timeout: 30_000 })
  await expect(dapp.getByTestId('account-address')).toHaveText(address)
  await expect(dapp.getByTestId('appkit-button')).toHaveAttribute('data-status', 'connected')
  // the modal stays closed
  await expect(dapp.getByRole('dialog')).toHaveCount(0)
})

test('reopening the modal on WalletConnect shows the same pairing, and it connects', async ({ page: dapp, context }) => {
  test.setTimeout(90_000)
  const uri = await copyWalletConnectLink(dapp)
  await closeOnQrCode(dapp)

  await dapp.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(dapp, 'Connect Wallet').getByRole('button', { name: 'WalletConnect' }).click()
  await expect(modal(dapp, 'WalletConnect').getByRole('img', { name: 'QR code for WalletConnect' })).toHaveAttribute('data-uri', uri)
  await expect(dapp.getByTestId('account-status')).toHaveText('connecting')

  const wallet = await pairInMobileWallet(context, uri, lines)
  await proposal(wallet).getByRole('button', { name: 'Approve' }).click()
  await expect(dapp.getByTestId('account-status')).toHaveText('connected', { timeout: 30_000 })
  await expect(dapp.getByTestId('account-address')).toHaveText(address)
  // connected in the modal: it closed by itself
  await expect(dapp.getByRole('dialog')).toHaveCount(0)
})
