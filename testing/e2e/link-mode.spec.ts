// WalletConnect link mode on a phone (an emulated iPhone 13; the round trip on a Pixel 7 too): the
// playground with `?linkMode` (metadata.redirect names its universal link with linkMode) connected
// to the Sandbox Mobile Wallet, whose metadata names its `/mobile/wc` page with linkMode. A
// signature request then goes in the wallet's universal link, opened in the tap (a new page, as a
// phone's OS opens the app), and the wallet answers by opening the dApp's universal link (another
// new page), which hands the answer to the tab that asked: the request and its answer never touch
// the relay. A request that cannot open
// its link (made outside a tap, with the popup blocker on) goes through the relay instead. No page of
// the round trip (the dApp's tab that asked, the tab the answer arrived in, the wallet's) logs an error.
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { connectMobileWallet, iPhone13, opened, phonePage, pixel7, popupBlockerOn, relayPublishes, suspend } from './phone-pages.ts'
import { captureConsoleOnFailure, PLAYGROUND_MESSAGE, recordConsole } from './walletconnect-pages.ts'
import { e2eUrls } from './sandbox.ts'

test.use({ launchOptions: popupBlockerOn })
test.describe.configure({ timeout: 120_000 })

const lines: string[] = []
captureConsoleOnFailure(lines)

/** The relay's tags for a session request and its answer (wc_sessionRequest's request and response). */
const REQUEST_TAGS = [1108, 1109]

/** Taps Sign message on the connected phone page; returns the wallet's page the tap opened (its console recorded). */
async function tapSignMessage(page: Page, context: BrowserContext): Promise<Page> {
  const walletApp = context.waitForEvent('page')
  await page.getByRole('button', { name: 'Sign message' }).tap()
  const walletPage = await walletApp
  recordConsole(walletPage, 'wallet (link)', lines)
  return walletPage
}

/**
 * How long the answer's tab is watched once its client subscribed to the relay: a restore would ask
 * the wallet at once then, and sign-client hands a client what it left unprocessed again 1 s after
 * the client starts.
 */
const QUIET_MS = 2_500

/** Resolves when `page`'s sign-client subscribes to its topics on the relay. */
const relaySubscription = (page: Page) =>
  page
    .waitForEvent('websocket', { predicate: (ws) => ws.url().startsWith(e2eUrls.relay), timeout: 30_000 })
    .then((ws) => ws.waitForEvent('framesent', { predicate: (frame) => /"irn_(batchSubscribe|subscribe)"/.test(String(frame.payload)), timeout: 30_000 }))

/**
 * The console errors and uncaught errors of every page of the context from now on, with the page's
 * address (not the extension script a phone page does not load: its request is aborted on purpose).
 */
function consoleErrors(context: BrowserContext): string[] {
  const errors: string[] = []
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.location().url.endsWith('/inject.js')) errors.push(`${page.url()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
  }
  context.pages().forEach(watch)
  context.on('page', watch)
  return errors
}

/**
 * A suspended phone tab runs no script, not even a message from another tab of the page (Chromium's
 * frozen state still runs a BroadcastChannel's handler): from `hold()` on, `page`'s channels keep
 * what arrives, and `release()` runs it, in order, as a phone does when the tab returns.
 */
async function tabMessagesHeldWhileSuspended(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __held?: (() => void)[]; __release?: () => void }
    const native = Object.getOwnPropertyDescriptor(BroadcastChannel.prototype, 'onmessage')!
    Object.defineProperty(BroadcastChannel.prototype, 'onmessage', {
      configurable: true,
      get() {
        return native.get!.call(this)
      },
      set(handler: unknown) {
        const wrapped =
          typeof handler === 'function'
            ? function (this: BroadcastChannel, event: MessageEvent) {
                if (w.__held) w.__held.push(() => handler.call(this, event))
                else handler.call(this, event)
              }
            : handler
        native.set!.call(this, wrapped)
      },
    })
    w.__release = () => {
      const held = w.__held ?? []
      w.__held = undefined
      held.forEach((run) => run())
    }
  })
  return {
    hold: () => page.evaluate(() => void ((window as unknown as { __held?: unknown[] }).__held = [])),
    release: () => page.evaluate(() => (window as unknown as { __release: () => void }).__release()),
  }
}

/** Connects the playground (with link mode) to the Sandbox Mobile Wallet over the relay, as a phone does; returns the wallet's page. */
async function connectLinkModeWallet(page: Page, context: BrowserContext) {
  // no tab plays a desktop extension (the answer's tab included)
  await context.route('**/inject.js', (route) => route.abort())
  await phonePage(page, '/?linkMode')
  const walletPage = await connectMobileWallet(page, context, lines)
  return walletPage
}

for (const [phone, device] of [
  ['iPhone 13', iPhone13],
  ['Pixel 7', pixel7],
] as const) {
  test.describe(phone, () => {
    test.use(device)

    test("a signature goes in the wallet's universal link, opened in the tap, and comes back in the dApp's: no relay message for either, no error in any page", async ({ page, context }) => {
      const publishes = relayPublishes(context, REQUEST_TAGS)
      await connectLinkModeWallet(page, context)
      // from the request to its answer: the dApp's tab, the wallet's pages, the answer's tab
      const errors = consoleErrors(context)

      const walletPage = await tapSignMessage(page, context)
      // the wallet's universal link carrying the request's envelope, opened inside the tap
      expect(walletPage.url()).toMatch(new RegExp(`^${e2eUrls.mobileWallet}wc\\?wc_ev=[A-Za-z0-9_-]+&topic=[0-9a-f]{64}$`))
      const last = (await opened(page)).at(-1)
      expect(last).toEqual({ href: walletPage.url(), target: '_blank', activeTap: true })

      const prompt = walletPage.getByRole('region', { name: 'Sign message' })
      await expect(prompt).toContainText(PLAYGROUND_MESSAGE)
      const answerTab = context.waitForEvent('page')
      await prompt.getByRole('button', { name: 'Approve' }).click()
      // the wallet answers by opening the dApp's universal link with the answer's envelope
      const answerPage = await answerTab
      const answerSubscribed = relaySubscription(answerPage)
      recordConsole(answerPage, 'dApp (answer)', lines)
      expect(answerPage.url()).toMatch(new RegExp(`^${e2eUrls.playground}\\?wc_ev=[A-Za-z0-9_-]+&topic=[0-9a-f]{64}$`))

      // the tab that asked gets the answer
      await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 20_000 })
      // the answer's tab read its address and cleaned it, and restored the session
      await expect.poll(() => answerPage.url(), { timeout: 10_000 }).toBe(e2eUrls.playground)
      await expect(answerPage.getByTestId('account-status')).toHaveText('connected')
      await answerSubscribed
      await answerPage.waitForTimeout(QUIET_MS)
      expect(publishes).toEqual([])
      expect(errors).toEqual([])
    })
  })
}

test.describe('iPhone 13', () => {
  test.use(iPhone13)

  test('a request whose link cannot open (no tap, popups blocked) goes through the relay, and the wallet answers there', async ({ page, context }) => {
    const publishes = relayPublishes(context, REQUEST_TAGS)
    const walletPage = await connectLinkModeWallet(page, context)

    // a click from a timer that fires after the page's user activation has expired (a tap's lasts
    // 5 s; Playwright's own calls count as one): the wallet's link is a popup the browser blocks
    await page.evaluate(() => setTimeout(() => document.querySelector<HTMLButtonElement>('[data-testid="sign-message"]')!.click(), 6_000))
    // (no page call meanwhile: each would be a user activation again)
    await page.waitForTimeout(8_000)
    const links = (await opened(page)).filter((o) => o.href.includes('wc_ev='))
    expect(links).toEqual([expect.objectContaining({ target: '_blank', activeTap: false })])

    // the wallet app (still open from the pairing) gets it from the relay
    const prompt = walletPage.getByRole('region', { name: 'Sign message' })
    await expect(prompt).toContainText(PLAYGROUND_MESSAGE)
    await prompt.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 20_000 })
    expect(publishes).toEqual(expect.arrayContaining([1108, 1109]))
    expect(context.pages()).toHaveLength(2)
  })

  test('the answer arriving while the tab that asked is in the background (hidden and suspended): shown again, the request completes', async ({ page, context }) => {
    const publishes = relayPublishes(context, REQUEST_TAGS)
    const messages = await tabMessagesHeldWhileSuspended(page)
    await connectLinkModeWallet(page, context)
    const errors = consoleErrors(context)

    const walletPage = await tapSignMessage(page, context)
    const prompt = walletPage.getByRole('region', { name: 'Sign message' })
    await expect(prompt).toContainText(PLAYGROUND_MESSAGE)

    // the visitor is in the wallet app: the dApp's tab is hidden, and the phone suspends it
    await messages.hold()
    const resume = await suspend(page, context)
    const answerTab = context.waitForEvent('page')
    await prompt.getByRole('button', { name: 'Approve' }).click()
    // the answer opens in a new tab of the dApp, which the visitor sees first; no tab claims it in time
    const answerPage = await answerTab
    recordConsole(answerPage, 'dApp (answer)', lines)
    await expect.poll(() => answerPage.url(), { timeout: 10_000 }).toBe(e2eUrls.playground)
    await expect(answerPage.getByTestId('account-status')).toHaveText('connected')
    await answerPage.waitForTimeout(QUIET_MS)

    // back in the tab that asked
    await resume()
    await messages.release()
    await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 10_000 })
    expect(publishes).toEqual([])
    expect(errors).toEqual([])
  })
})
