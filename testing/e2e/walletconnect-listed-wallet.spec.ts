// A listed wallet connected over WalletConnect, the way a visitor with that wallet on a phone does
// it: Connect Wallet → All Wallets → search and pick the wallet → its pairing view → Copy link →
// paste it into the wallet (the Sandbox Mobile Wallet, another page), Pair, Approve → the dApp
// shows the account. Real Chromium, the sandbox relay, a real @walletconnect/sign-client.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { ANVIL_ACCOUNT_0 } from '../accounts.ts'
import { captureConsoleOnFailure, modal, PAIRING_URI, pairInMobileWallet, proposal, readClipboard } from './walletconnect-pages.ts'
import { expectToast, recordToasts } from './toasts.ts'

const { address } = ANVIL_ACCOUNT_0

/** A registry wallet of the sandbox listing with no injected connector here (only the Sandbox Wallet is installed). */
const WALLET = 'Rainbow'
/** Its mobile link as listed (sandbox/server/data/walletconnect-registry): an app scheme. */
const WALLET_MOBILE_LINK = 'rainbow:'
/** The playground's metadata name (sandbox/playground/main.tsx), as the wallet shows its peer. */
const DAPP = 'Portico Playground'

/** Connect Wallet → All Wallets → search the wallet by name → pick it; returns its pairing view. */
async function pickListedWallet(dapp: Page) {
  await dapp.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = modal(dapp, 'Connect Wallet')
  await connect.getByRole('button', { name: 'All Wallets', exact: true }).click()
  const allWallets = modal(dapp, 'All Wallets')
  await allWallets.getByRole('searchbox', { name: 'Search wallet' }).fill(WALLET)
  await allWallets.getByRole('list', { name: 'Search results' }).getByRole('button', { name: WALLET, exact: true }).click()
  // not installed: it opens its WalletConnect view (an installed wallet would open ConnectingExternal)
  const pairing = modal(dapp, WALLET)
  await expect(pairing.getByRole('button', { name: 'Copy link' })).toBeEnabled()
  return pairing
}

/** The remembered deep-link choice ('deepLinkChoice', key prefix 'portico'), or null. */
const deepLinkChoice = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('portico:deepLinkChoice') ?? 'null') as unknown)

/** The Connect view's entries tagged 'Recent' (the tag is shown, not announced: each button keeps the wallet's name). */
const recentEntries = (connect: Locator) => connect.getByRole('button').filter({ hasText: /Recent$/ })

const lines: string[] = []

captureConsoleOnFailure(lines)

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})

test('pick a listed wallet in All Wallets, copy its link, pair and approve in the wallet: the dApp shows the account', async ({ page: dapp, context }) => {
  test.setTimeout(60_000)
  const pairing = await pickListedWallet(dapp)
  // The pairing view is the picked wallet's: its name and its QR code. At a computer there is no
  // link to its phone app (Rainbow lists no desktop or web app).
  const qr = pairing.getByRole('img', { name: `QR code for ${WALLET}` })
  await expect(qr).toHaveAttribute('data-uri', PAIRING_URI)
  const shown = (await qr.getAttribute('data-uri'))!
  await expect(pairing.getByText(`Scan this QR code with ${WALLET}.`)).toBeVisible()
  await expect(pairing.getByRole('link')).toHaveCount(0)

  // Take the URI as a person at a desktop would: Copy link.
  await recordToasts(dapp)
  await pairing.getByRole('button', { name: 'Copy link' }).click()
  await expectToast(dapp, 'Link copied')
  const uri = await readClipboard(dapp)
  expect(uri).toBe(shown)

  // Paste it into the wallet, Pair, check who asks, Approve.
  const wallet = await pairInMobileWallet(context, uri, lines)
  await expect(proposal(wallet)).toContainText(DAPP)
  await proposal(wallet).getByRole('button', { name: 'Approve' }).click()
  await expect(proposal(wallet)).toHaveCount(0)
  await expect(wallet.getByRole('status')).toHaveText(`Connected to ${DAPP}`)
  await expect(wallet.getByRole('region', { name: 'Sessions' }).getByRole('listitem')).toContainText(DAPP)

  // The dApp shows the account; the modal closed, and the button opens the account.
  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
  await expect(dapp.getByTestId('account-address')).toHaveText(address)
  await expect(dapp.getByRole('dialog')).toHaveCount(0)
  await dapp.getByRole('button', { name: /0xf39F/i }).click()
  const account = modal(dapp, 'Account')
  await expect(account).toBeVisible()
  await expect(account).toContainText(address)
  // Copying the link is not a deep-link choice: none is remembered.
  expect(await deepLinkChoice(dapp)).toBeNull()

  // Disconnect from the dApp: the wallet hears it, and Connect now leads with one Recent wallet.
  await account.getByRole('button', { name: 'Disconnect' }).click()
  await expect(dapp.getByTestId('account-status')).toHaveText('disconnected')
  await expect(wallet.getByRole('region', { name: 'Sessions' }).getByRole('listitem')).toHaveCount(0)
  await dapp.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(recentEntries(modal(dapp, 'Connect Wallet'))).toHaveCount(1)
})

test('the listed wallet picked and connected becomes the Recent wallet in Connect', async ({ page: dapp, context }) => {
  test.setTimeout(60_000)
  const pairing = await pickListedWallet(dapp)
  await pairing.getByRole('button', { name: 'Copy link' }).click()
  const wallet = await pairInMobileWallet(context, await readClipboard(dapp), lines)
  await proposal(wallet).getByRole('button', { name: 'Approve' }).click()
  await expect(dapp.getByTestId('account-status')).toHaveText('connected')
  await expect(dapp.getByRole('dialog')).toHaveCount(0)

  await dapp.getByRole('button', { name: /0xf39F/i }).click()
  await modal(dapp, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(dapp.getByTestId('account-status')).toHaveText('disconnected')
  await dapp.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = modal(dapp, 'Connect Wallet')
  await expect(recentEntries(connect)).toHaveCount(1)
  await expect(recentEntries(connect)).toHaveAccessibleName(WALLET)
  // and picking it again goes straight to its pairing view
  await recentEntries(connect).click()
  await expect(modal(dapp, WALLET).getByRole('img', { name: `QR code for ${WALLET}` })).toHaveAttribute('data-uri', PAIRING_URI)
})

test.describe('on a phone', () => {
  test.use({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1' })

  test("the tap opens the wallet's app link with the URI and remembers it as the deep-link choice", async ({ page: dapp }) => {
    test.setTimeout(60_000)
    // On a phone the OS hands the link to the app and the page stays. Headless Chromium instead
    // starts an external-protocol navigation that leaves the page without input, so the test plays
    // the OS: it records the app links the page opens and follows none of them.
    await dapp.addInitScript((scheme) => {
      const w = window as unknown as { __appLinks: string[] }
      w.__appLinks = []
      const open = window.open.bind(window)
      window.open = (url?: string | URL, target?: string, features?: string) => {
        if (String(url).startsWith(scheme)) return (w.__appLinks.push(String(url)), null)
        return open(url, target, features)
      }
    }, WALLET_MOBILE_LINK)
    await dapp.reload()
    await expect(dapp.getByTestId('account-status')).toHaveText('disconnected')
    const pairing = await pickListedWallet(dapp)
    // No QR code of this very screen: the app was opened with the pairing URI
    await expect(pairing.getByRole('img', { name: `QR code for ${WALLET}` })).toHaveCount(0)
    await expect(pairing.getByText(`Continue in ${WALLET}`, { exact: true })).toBeVisible()
    const appLinks = () => dapp.evaluate(() => (window as unknown as { __appLinks: string[] }).__appLinks)
    await expect.poll(appLinks).toHaveLength(1)
    expect((await appLinks())[0]).toMatch(/^rainbow:\/\/wc\?uri=wc%3A[0-9a-f]{64}%402%3F/)
    await expect.poll(() => deepLinkChoice(dapp)).toEqual({ href: WALLET_MOBILE_LINK, name: WALLET })
  })
})
