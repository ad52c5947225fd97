// A listed wallet tapped on a phone (emulated iPhone 13 and Pixel 7: their user agents, touch, no
// browser extension): the tap itself opens the wallet's app with the pairing URI, the view says
// "Continue in <wallet>", and a wallet that does not answer gets its store page after a while.
// The Sandbox Mobile Wallet plays the installed app: its universal link (a page on the wallet
// server's origin) opens as a new page, as a phone's OS opens an app, and approving there connects
// the dApp. Chromium's popup blocker is left on for this file: a link opened after the tap (once
// the relay answered) would be blocked, so a wallet page that opens proves the link opened in the tap.
import { expect, test } from '@playwright/test'
import { SANDBOX_APP_WALLET, SANDBOX_MISSING_WALLET } from '../../sandbox/server/sandbox-app-wallets.ts'
import { NO_ANSWER_MS } from '../../plugins/walletconnect/app-links.ts'
import { expectConnected, findListedWallet, iPhone13, opened, phonePage, pixel7, popupBlockerOn } from './phone-pages.ts'
import { installTelegramWebApp, type TelegramCall } from '../telegram/web-app-stub.ts'
import { captureConsoleOnFailure, modal, PLAYGROUND_MESSAGE, proposal, recordConsole } from './walletconnect-pages.ts'
import { e2eUrls } from './sandbox.ts'
import { logInByEmail } from './email-steps.ts'

test.use({ launchOptions: popupBlockerOn })
test.describe.configure({ timeout: 90_000 })

const lines: string[] = []
captureConsoleOnFailure(lines)

test.describe('on an iPhone 13', () => {
  test.use(iPhone13)

  test("the tap opens the installed wallet's universal link with the pairing URI; approving there connects the dApp", async ({ page, context }) => {
    await phonePage(page)
    const wallet = await findListedWallet(page, SANDBOX_APP_WALLET)
    const app = context.waitForEvent('page')
    await wallet.tap()
    const walletPage = await app
    recordConsole(walletPage, 'wallet', lines)
    expect(walletPage.url()).toMatch(new RegExp(`^${e2eUrls.mobileWallet}wc\\?uri=wc%3A[0-9a-f]{64}%402%3F`))
    expect(await opened(page)).toEqual([{ href: walletPage.url(), target: '_blank', activeTap: true }])

    const view = modal(page, SANDBOX_APP_WALLET)
    await expect(view.getByText(`Continue in ${SANDBOX_APP_WALLET}`, { exact: true })).toBeVisible()
    await expect(view.getByRole('button', { name: 'Try again' })).toBeEnabled()
    await expect(view.getByRole('button', { name: 'Copy link' })).toBeEnabled()
    await expect(view.getByRole('img', { name: /QR code/ })).toHaveCount(0)

    await expect(proposal(walletPage)).toContainText('Portico Playground')
    await proposal(walletPage).getByRole('button', { name: 'Approve' }).click()
    await expectConnected(page)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    // the universal link is the remembered deep-link choice
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('portico:deepLinkChoice') ?? 'null'))).toEqual({
      href: `${e2eUrls.mobileWallet}wc`,
      name: SANDBOX_APP_WALLET,
    })

    // a signature, sent over the relay, brings the wallet's app forward in the same tap: its bare
    // universal link, without a pairing URI
    await page.getByRole('button', { name: 'Sign message' }).tap()
    await expect.poll(async () => (await opened(page)).length).toBe(2)
    expect((await opened(page))[1]).toEqual({ href: `${e2eUrls.mobileWallet}wc`, target: '_blank', activeTap: true })
    const prompt = walletPage.getByRole('region', { name: 'Sign message' })
    await expect(prompt).toContainText(PLAYGROUND_MESSAGE)
    await prompt.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 20_000 })
    // the app was already open: no second wallet page
    expect(context.pages()).toHaveLength(2)
  })
})

test.describe('on a Pixel 7', () => {
  test.use(pixel7)

  test("a wallet that is not installed: its deep link opened in the tap, Continue in it, Try again, then its Play Store page", async ({ page }) => {
    await phonePage(page)
    const wallet = await findListedWallet(page, SANDBOX_MISSING_WALLET)
    await wallet.tap()
    const view = modal(page, SANDBOX_MISSING_WALLET)
    await expect(view.getByText(`Continue in ${SANDBOX_MISSING_WALLET}`, { exact: true })).toBeVisible()
    const [first] = await opened(page)
    expect(first).toMatchObject({ target: '_self', activeTap: true })
    expect(first!.href).toMatch(/^portico-missing-wallet:\/\/wc\?uri=wc%3A[0-9a-f]{64}%402%3F/)

    // nothing answers: Try again opens it again, in its own tap
    await view.getByRole('button', { name: 'Try again' }).tap()
    await expect.poll(async () => (await opened(page)).length).toBe(2)
    expect((await opened(page))[1]).toEqual({ ...first, activeTap: true })

    // after the named delay, the store page of this phone's platform
    const dontHave = view.getByRole('region', { name: `Don't have ${SANDBOX_MISSING_WALLET}?` })
    await expect(dontHave).toBeVisible({ timeout: NO_ANSWER_MS + 10_000 })
    const store = dontHave.getByRole('link', { name: `Get ${SANDBOX_MISSING_WALLET} on Google Play` })
    await expect(store).toHaveAttribute('href', /^https:\/\/play\.google\.com\/store\/apps\/details\?id=dev\.portico\./)
    await expect(store).toHaveAttribute('target', '_blank')
    await expect(dontHave.getByRole('link', { name: /App Store/ })).toHaveCount(0)
    // still waiting for the wallet: the pairing stays open for an app installed meanwhile
    await expect(page.getByTestId('account-status')).toHaveText('connecting')
  })
})

test.describe('in a Telegram Mini App on an iPhone 13', () => {
  test.use(iPhone13)

  test("the tap opens the wallet's universal link through Telegram.WebApp.openLink, never by navigating the Mini App", async ({ page }) => {
    await page.addInitScript(installTelegramWebApp, { platform: 'ios' })
    await phonePage(page)
    const wallet = await findListedWallet(page, SANDBOX_APP_WALLET)
    await wallet.tap()
    await expect(modal(page, SANDBOX_APP_WALLET).getByText(`Continue in ${SANDBOX_APP_WALLET}`, { exact: true })).toBeVisible()
    const calls = await page.evaluate(() => (window as unknown as { __telegramCalls: TelegramCall[] }).__telegramCalls)
    const links = calls.filter((call) => call.method === 'openLink')
    expect(links).toHaveLength(1)
    expect(String(links[0]!.args[0])).toMatch(new RegExp(`^${e2eUrls.mobileWallet}wc\\?uri=wc%3A[0-9a-f]{64}%402%3F`))
    // nothing opened by the browser itself: the Mini App stays on the dApp
    expect(await opened(page)).toEqual([])
    expect(page.url()).toBe(e2eUrls.playground)
  })
})

test.describe('in a Telegram Mini App on a Pixel 7', () => {
  test.use(pixel7)

  test('email login connects the embedded wallet; the social logins Telegram refuses on Android are not offered', async ({ page }) => {
    await page.addInitScript(installTelegramWebApp, { platform: 'android' })
    await phonePage(page)
    await page.getByRole('button', { name: 'Connect Wallet' }).tap()
    const connect = modal(page, 'Connect Wallet')
    await expect(connect.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
    await expect(connect.getByRole('button', { name: 'Continue with Discord' })).toBeVisible()
    // Facebook and X refuse Android's in-app browsers
    await expect(connect.getByRole('button', { name: /^Continue with (Facebook|X)$/ })).toHaveCount(0)
    await connect.getByRole('button', { name: 'Close' }).tap()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await logInByEmail(page, `telegram-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`)
    await expect(page.getByTestId('account-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
    await expect(page.getByTestId('account-embedded-user')).toHaveText(/^email telegram-/)
    // nothing left the Mini App: no link opened, through Telegram or the browser
    const calls = await page.evaluate(() => (window as unknown as { __telegramCalls: TelegramCall[] }).__telegramCalls)
    expect(calls.filter((call) => /^open/.test(call.method))).toEqual([])
    expect(await opened(page)).toEqual([])
    expect(page.url()).toBe(e2eUrls.playground)
  })
})
