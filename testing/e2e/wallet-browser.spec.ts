// A wallet's own in-app browser, as a phone runs it (Playwright's iPhone 13 and Pixel 7 profiles:
// screen, touch, and the wallet app's user agent), with the Sandbox Wallet injected as that
// wallet's provider: Connect shows that wallet alone, first, with no QR code and no WalletConnect,
// and one tap on it connects (the wallet's own prompt answered, as its app would ask).
import { expect, test, type Page } from '@playwright/test'
import { expectConnected, iPhone13, pixel7 } from './phone-pages.ts'
import { modal } from './walletconnect-pages.ts'
import { walletPrompt } from './wallet-prompt.ts'

test.describe.configure({ timeout: 90_000 })

/** MetaMask's in-app browser on an iPhone: Safari's webview, "WebView MetaMaskMobile" appended. */
const METAMASK_IOS = `${iPhone13.userAgent.replace(/ Safari\/[\d.]+$/, '').replace(/ Version\/[\d.]+/, '')} WebView MetaMaskMobile`
/** Trust Wallet's in-app browser on Android: the system webview's user agent, naming no wallet. */
const TRUST_ANDROID = pixel7.userAgent.replace(/\) AppleWebKit/, '; wv) AppleWebKit').replace(/Chrome\//, 'Version/4.0 Chrome/')

async function connectInWalletBrowser(page: Page) {
  await page.goto('/', { timeout: 60_000 })
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await page.getByRole('button', { name: 'Connect Wallet' }).tap()
  const connect = modal(page, 'Connect Wallet')
  const wallet = connect.getByRole('button', { name: 'Sandbox Wallet', exact: true })
  await expect(wallet).toBeVisible()
  // that wallet alone: the first row, the only wallet row, then the way to the others
  const walletLists = connect.getByRole('list').filter({ hasNot: page.getByRole('button', { name: /^Continue with / }) })
  await expect(walletLists).toHaveCount(1)
  await expect(walletLists.getByRole('listitem')).toHaveCount(1)
  await expect(walletLists.getByRole('listitem').getByRole('button')).toHaveAccessibleName('Sandbox Wallet')
  // above the email field and the social logins
  const [walletTop, emailTop] = await Promise.all([wallet, connect.getByRole('textbox', { name: 'Email' })].map(async (l) => (await l.boundingBox())!.y))
  expect(walletTop).toBeLessThan(emailTop!)
  await expect(connect.getByRole('button', { name: 'WalletConnect' })).toHaveCount(0)
  await expect(connect.getByRole('button', { name: 'All Wallets', exact: true })).toBeVisible()
  await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0)

  await wallet.tap()
  await walletPrompt(page).getByRole('button', { name: 'Approve' }).tap()
  await expectConnected(page)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0)
}

test.describe("MetaMask's in-app browser on an iPhone 13", () => {
  test.use({ ...iPhone13, userAgent: METAMASK_IOS })

  test('Connect shows the injected wallet alone and one tap connects it, no QR code', async ({ page }) => {
    expect(await page.evaluate(() => navigator.userAgent)).toMatch(/iPhone.* MetaMaskMobile$/)
    await connectInWalletBrowser(page)
  })
})

test.describe("Trust Wallet's in-app browser on a Pixel 7 (a plain webview user agent)", () => {
  test.use({ ...pixel7, userAgent: TRUST_ANDROID })

  test('the injected wallet alone tells the wallet browser: one tap connects it', async ({ page }) => {
    expect(await page.evaluate(() => navigator.userAgent)).toMatch(/Android.*; wv\).*Version\/4\.0 Chrome\//)
    await connectInWalletBrowser(page)
  })
})
