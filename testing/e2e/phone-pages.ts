// Shared steps of the phone specs: an emulated phone (a Playwright device profile played by
// Chromium, touch, no browser extension) on the playground, the OS's part in opening app links, and
// a listed wallet found by touch in All Wallets.
import { devices, expect, type BrowserContext, type Page } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts'
import { ANVIL_ACCOUNT_0 } from '../accounts.ts'
import { SANDBOX_APP_WALLET } from '../../sandbox/server/sandbox-app-wallets.ts'
import { modal, proposal, recordConsole } from './walletconnect-pages.ts'
import { e2eUrls } from './sandbox.ts'

// Chromium plays both phones (the iPhone's profile names WebKit): their screens, user agents and touch
const { defaultBrowserType: _iPhoneBrowser, ...iPhone } = devices['iPhone 13']
const { defaultBrowserType: _pixelBrowser, ...pixel } = devices['Pixel 7']
export const iPhone13 = iPhone
export const pixel7 = pixel

/** Chromium with its popup blocker on (Playwright turns it off): a link opened outside a tap is blocked, as on a phone. */
export const popupBlockerOn = { executablePath: chromiumPath, args: chromiumArgs, ignoreDefaultArgs: ['--disable-popup-blocking'] }

export type Opened = { href: string; target: string; activeTap: boolean }

/**
 * The phone: no extension (the playground's Sandbox Wallet script does not load), and the OS's part
 * in window.open: every call is recorded with whether it ran inside a tap (transient user activation);
 * an app scheme reaches no app here (nothing opens, as on a phone without that app), an http(s) link
 * opens as the browser does, except a wallet's bare `…/wc` link, which only brings its open app forward.
 */
export async function phonePage(page: Page, path = '/') {
  await page.route('**/inject.js', (route) => route.abort())
  await page.addInitScript(() => {
    const w = window as unknown as { __opened: Opened[] }
    w.__opened = []
    const open = window.open.bind(window)
    window.open = (url?: string | URL, target?: string, features?: string) => {
      const href = String(url ?? '')
      w.__opened.push({ href, target: target ?? '', activeTap: navigator.userActivation.isActive })
      // a wallet's bare universal link (no pairing URI, no link-mode envelope) brings its app, already
      // open as another page, to the front: nothing new opens, as on a phone
      const bare = /^https?:/i.test(href) && !/[?&](uri|wc_ev)=/.test(href) && /\/wc$/.test(href.split('?')[0]!)
      return /^https?:/i.test(href) && !bare ? open(url, target, features) : null
    }
  })
  await page.goto(path, { timeout: 60_000 })
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
}

export const opened = (page: Page) => page.evaluate(() => (window as unknown as { __opened: Opened[] }).__opened)

/**
 * Connect Wallet → All Wallets → search `wallet`, by touch; waits until the pairing made ahead of the
 * tap is on the relay (its proposal sent), as a visitor's reading time gives it; returns the wallet's button.
 */
export async function findListedWallet(page: Page, wallet: string) {
  const subscribed = page.waitForEvent('websocket', { predicate: (ws) => ws.url().startsWith(e2eUrls.relay), timeout: 30_000 }).then((ws) =>
    ws.waitForEvent('framesent', { predicate: (frame) => String(frame.payload).includes('"wc_proposeSession"'), timeout: 30_000 }),
  )
  await page.getByRole('button', { name: 'Connect Wallet' }).tap()
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'All Wallets', exact: true }).tap()
  const allWallets = modal(page, 'All Wallets')
  await allWallets.getByRole('searchbox', { name: 'Search wallet' }).fill(wallet)
  const button = allWallets.getByRole('list', { name: 'Search results' }).getByRole('button', { name: wallet, exact: true })
  await expect(button).toBeVisible()
  await subscribed
  return button
}

/**
 * Every tag any page of the context publishes on the relay (its sockets watched from their start),
 * in order; with `tags`, only those.
 */
export function relayPublishes(context: BrowserContext, tags?: readonly number[]): number[] {
  const seen: number[] = []
  const watch = (page: Page) =>
    page.on('websocket', (ws) => {
      if (!ws.url().startsWith(e2eUrls.relay)) return
      ws.on('framesent', (frame) => {
        try {
          const tag = (JSON.parse(String(frame.payload)) as { params?: { tag?: number } }).params?.tag
          if (tag !== undefined && (!tags || tags.includes(Number(tag)))) seen.push(Number(tag))
        } catch {}
      })
    })
  context.pages().forEach(watch)
  context.on('page', watch)
  return seen
}

/** The dApp's account, once the wallet approved. */
export async function expectConnected(page: Page) {
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-address')).toHaveText(ANVIL_ACCOUNT_0.address)
}

/**
 * The phone page (already open) connects to the Sandbox Mobile Wallet as an installed app: the tap on
 * it in All Wallets opens the wallet's page, whose console goes to `lines`, Approve there connects the
 * page. Returns the wallet's page.
 */
export async function connectMobileWallet(page: Page, context: BrowserContext, lines: string[]) {
  const wallet = await findListedWallet(page, SANDBOX_APP_WALLET)
  const app = context.waitForEvent('page')
  await wallet.tap()
  const walletPage = await app
  recordConsole(walletPage, 'wallet', lines)
  await proposal(walletPage).getByRole('button', { name: 'Approve' }).click()
  await expectConnected(page)
  return walletPage
}

/** The page's visibility as the page reads it (hidden while the visitor is in another app). */
const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((next) => {
    Object.defineProperty(document, 'visibilityState', { value: next, configurable: true })
    Object.defineProperty(document, 'hidden', { value: next === 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  }, state)

/** A phone suspends a page left for another app: no script runs (no timer, no retry) until it returns. */
export async function suspend(page: Page, context: BrowserContext) {
  await setVisibility(page, 'hidden')
  const cdp = await context.newCDPSession(page)
  await cdp.send('Page.setWebLifecycleState', { state: 'frozen' })
  return async () => {
    await cdp.send('Page.setWebLifecycleState', { state: 'active' })
    await setVisibility(page, 'visible')
  }
}
