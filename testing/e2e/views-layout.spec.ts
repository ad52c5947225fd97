// Every view the playground reaches, as a person sees it on a phone (360×640) and a laptop
// (1280×800), in the dark and the light theme, and on the phone right to left (Arabic): the dialog
// inside the viewport, its Close button visible and clickable, no jump after it shows, axe clean
// (colour contrast included), and a screenshot against the committed baseline
// (testing/e2e/views-layout.spec.ts-snapshots/; regenerate on purpose only, see testing/e2e/README.md).
// The smallest phone (320×568) gets the geometry and axe checks, without screenshots (and without the
// email-login test, whose views the other sizes cover).
// To keep the run short, one page per size and group of views: the themes and the language switch
// at run time over the open view, and the connection is reused.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { approveInPrompt, walletPrompt } from './wallet-prompt.ts'
import { checkView, dialog, type CheckOptions } from './view-checks.ts'
import { submitEmail } from './email-steps.ts'
import { codeFromInboxPage } from './inbox-page.ts'
import { e2eUrls } from './sandbox.ts'
import { findListedWallet, phonePage, pixel7 } from './phone-pages.ts'
import { SANDBOX_MISSING_WALLET } from '../../sandbox/server/sandbox-app-wallets.ts'
import { NO_ANSWER_MS } from '../../plugins/walletconnect/app-links.ts'

test.describe.configure({ mode: 'default' })

const SIZES = [
  { width: 360, height: 640, shots: true, rtl: true },
  { width: 1280, height: 800, shots: true, rtl: false },
  { width: 320, height: 568, shots: false, rtl: false },
] as const

/** Waits until every image in the dialog has loaded (wallet logos), so a screenshot shows them. */
async function imagesLoaded(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = document.querySelector('portico-modal')?.shadowRoot
        return [...(root?.querySelectorAll('img') ?? [])].every((img) => img.complete)
      }),
    )
    .toBe(true)
}

async function openConnect(page: Page, embedded = true) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = dialog(page, 'Connect Wallet')
  // the first open loads the kernel and the modal: room for a loaded machine
  if (embedded) await expect(connect.getByRole('textbox', { name: 'Email' })).toBeVisible({ timeout: 60_000 })
  await expect(connect.getByTestId('all-wallets-count')).toBeVisible({ timeout: 60_000 })
  await imagesLoaded(page)
  return connect
}

async function close(page: Page, name: string | RegExp) {
  await dialog(page, name).getByRole('button', { name: 'Close', exact: true }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

/** The playground's Pay 5 sUSDC (pay() to its merchant, outside the modal): the Pay view once its exchanges have loaded. */
async function openPay(page: Page) {
  await page.getByRole('region', { name: 'Pay' }).getByRole('button', { name: 'Pay 5 sUSDC' }).click()
  const pay = dialog(page, 'Pay')
  await expect(pay.getByTestId('pay-amount')).toHaveText('5 sUSDC', { timeout: 60_000 })
  await expect(pay.getByRole('button', { name: 'Pay with Sandbox Exchange' })).toBeVisible()
  await imagesLoaded(page)
  return pay
}

interface Box {
  x: number
  y: number
  width: number
  height: number
}

/**
 * The toast closes itself 2.2 s after it shows, sooner than the checks of a view take: this waits in
 * the page for it and measures it in the frame it appears (its box, the dialog's, the header's Back
 * and Close, and whether its text fits unclipped). Start it before what raises the toast.
 */
function toastWhenShown(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ text: string; toast: Box; panel: Box; buttons: Box[]; textFits: boolean }>((resolve) => {
        const box = (el: Element): Box => {
          const r = el.getBoundingClientRect()
          return { x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width), height: Math.round(r.height) }
        }
        const look = () => {
          const root = document.querySelector('portico-modal')?.shadowRoot
          const toast = root?.querySelector('[data-testid="toast"]')
          const panel = root?.querySelector('[data-testid="portico-modal"]')
          if (!toast || !panel) return void requestAnimationFrame(look)
          const texts = [...toast.querySelectorAll('span')].filter((s) => s.textContent)
          resolve({
            text: toast.textContent ?? '',
            toast: box(toast),
            panel: box(panel),
            buttons: [...panel.querySelectorAll('[data-testid="header-back"], [data-testid="header-close"]')].map(box),
            textFits: texts.every((s) => s.scrollWidth <= s.clientWidth && s.scrollHeight <= s.clientHeight),
          })
        }
        look()
      }),
  )
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** QR codes (a new URI each time) carry their URI in data-uri. */
const qr = (d: Locator) => [d.locator('[data-uri]')]
/** The balance and the Tokens or Activity panel move as other specs send. */
const moving = (d: Locator) => [d.getByTestId('account-view-balance'), d.getByRole('tabpanel')]

for (const size of SIZES) {
  const tag = `${size.width}x${size.height}`
  /** The checks at this size: the screenshot `name` where this size has baselines, right to left where it is checked. */
  const at = (name: string, more: Omit<CheckOptions, 'shot' | 'rtl'> = {}): CheckOptions => ({ ...more, shot: size.shots ? `${name}-${tag}` : undefined, rtl: size.rtl })

  test.describe(`at ${tag}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    test(`disconnected views fit, hold still and pass axe (${tag})`, async ({ page }) => {
      test.setTimeout(300_000)
      await page.goto('/')
      await expect(page.getByTestId('account-status')).toHaveText('disconnected')

      // Connect, with the embedded wallet's email and social logins composed
      const connect = await openConnect(page)
      await checkView(page, connect, at('connect-embedded'))
      // the email field, focused, is on screen (the keyboard case is in the test below)
      await connect.getByRole('textbox', { name: 'Email' }).focus()
      await expect(connect.getByRole('textbox', { name: 'Email' })).toBeInViewport({ ratio: 1 })

      // All Wallets
      await connect.getByRole('button', { name: 'All Wallets', exact: true }).click()
      const all = dialog(page, 'All Wallets')
      await expect(all.getByRole('list', { name: 'Wallets' }).getByRole('listitem').first()).toBeVisible()
      await imagesLoaded(page)
      await checkView(page, all, at('all-wallets'))
      await close(page, 'All Wallets')

      // a browser wallet asked (its own prompt in front), then refused: the view says so and offers a retry
      await (await openConnect(page)).getByRole('button', { name: 'Sandbox Wallet' }).click()
      await expect(walletPrompt(page)).toBeVisible()
      await walletPrompt(page).getByRole('button', { name: 'Reject' }).click()
      await expect(walletPrompt(page)).toHaveCount(0)
      const external = dialog(page, 'Sandbox Wallet')
      await expect(external.getByRole('button', { name: /Try again/ })).toBeVisible()
      await checkView(page, external, at('connecting-external-declined'))
      await close(page, 'Sandbox Wallet')

      // the email code view
      await openConnect(page)
      const email = `layout-${tag}-${Date.now()}@example.com`
      await submitEmail(page, email)
      const code = dialog(page, 'Confirm Email')
      await expect(code.getByRole('textbox', { name: '6-digit code' })).toBeVisible()
      await code.getByRole('textbox', { name: '6-digit code' }).focus()
      await expect(code.getByRole('textbox', { name: '6-digit code' })).toBeInViewport({ ratio: 1 })
      await checkView(page, code, at('email-verify-otp', { mask: (d) => [d.getByTestId('email-verify-otp-email'), d.getByTestId('email-otp-resend')] }))
      await close(page, 'Confirm Email')

      // a social login waiting on its popup (the consent page open in front)
      const social = await openConnect(page)
      const opened = page.waitForEvent('popup')
      await social.getByRole('button', { name: 'Continue with Google' }).click()
      const popup = await opened
      const google = dialog(page, 'Google')
      await expect(google.getByText('Continue in the Google window')).toBeVisible()
      await checkView(page, google, at('connecting-social'))
      await popup.close()
      await expect(dialog(page, 'Connect Wallet').getByRole('button', { name: 'Continue with Google' })).toBeVisible()
      await close(page, 'Connect Wallet')

      // Pay with no wallet connected: connect one, or pay from the exchange
      const pay = await openPay(page)
      await expect(pay.getByRole('button', { name: 'Connect a wallet to pay' })).toBeVisible()
      await checkView(page, pay, at('pay-disconnected'))
      await close(page, 'Pay')

      // the QR views last: a pairing they start stays pending after they close
      // WalletConnect's QR code
      await (await openConnect(page)).getByRole('button', { name: 'WalletConnect', exact: true }).click()
      const basic = dialog(page, 'WalletConnect')
      await expect(basic.locator('[data-uri]')).toBeVisible()
      await checkView(page, basic, at('connecting-walletconnect-basic', { mask: qr }))
      await basic.getByRole('button', { name: 'Back' }).click()

      // a listed wallet's WalletConnect view
      await dialog(page, 'Connect Wallet').getByRole('button', { name: 'MetaMask', exact: true }).click()
      const listed = dialog(page, 'MetaMask')
      await expect(listed.locator('[data-uri]')).toBeVisible()
      await imagesLoaded(page)
      await checkView(page, listed, at('connecting-walletconnect', { mask: qr }))
      await listed.getByRole('button', { name: 'Back' }).click()

      // Farcaster's QR code
      await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Continue with Farcaster' }).click()
      const farcaster = dialog(page, 'Farcaster')
      await expect(farcaster.locator('[data-uri]')).toBeVisible()
      await checkView(page, farcaster, at('connecting-farcaster', { mask: qr }))
      await close(page, 'Farcaster')
    })

    test(`connected views fit, hold still and pass axe (${tag})`, async ({ page }) => {
      test.setTimeout(300_000)
      await page.goto('/')
      await expect(page.getByTestId('account-status')).toHaveText('disconnected')
      await (await openConnect(page)).getByRole('button', { name: 'Sandbox Wallet' }).click()
      await approveInPrompt(page, /Connect to/)
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page.getByTestId('account-status')).toHaveText('connected')

      await page.getByRole('button', { name: /0xf39F/i }).click()
      const account = dialog(page, 'Account')
      await expect(account.getByTestId('account-view-balance')).toHaveText(/ETH$/)
      await expect(account.getByRole('tab', { name: 'Tokens' })).toBeVisible()
      await expect(account.getByRole('tabpanel')).not.toContainText('Loading')
      await imagesLoaded(page)
      await checkView(page, account, at('account-tokens', { mask: moving }))

      await account.getByRole('tab', { name: 'Activity' }).click()
      await expect(account.getByRole('tabpanel')).not.toContainText('Loading')
      await checkView(page, account, at('account-activity', { mask: moving }))
      await account.getByRole('tab', { name: 'Tokens' }).click()

      // Send (account #0's balance moves as the other specs send: the token select and the balance line masked)
      await account.getByRole('button', { name: 'Send' }).click()
      const send = dialog(page, 'Send')
      await expect(send.getByRole('combobox', { name: 'Token' })).toBeVisible()
      await checkView(page, send, at('send', { mask: (d) => [d.getByRole('combobox'), d.getByTestId('send-balance')] }))
      await send.getByRole('button', { name: 'Back' }).click()

      // Receive (account #0's address: the same QR code every run)
      await dialog(page, 'Account').getByRole('button', { name: 'Receive' }).click()
      const receive = dialog(page, 'Receive')
      await expect(receive.getByRole('img', { name: /QR code/ })).toBeVisible()
      await checkView(page, receive, at('receive'))
      await receive.getByRole('button', { name: 'Back' }).click()

      // Swap (the balance masked)
      await dialog(page, 'Account').getByRole('button', { name: 'Swap' }).click()
      const swap = dialog(page, 'Swap')
      await expect(swap.getByTestId('swap-balance')).toContainText('ETH')
      await checkView(page, swap, at('swap', { mask: (d) => [d.getByTestId('swap-balance')] }))

      // Swap's review step: 0.1 ETH for sUSDC (the quote's figures masked: the pool moves as other specs swap)
      for (const [side, symbol] of [['pay', 'ETH'], ['receive', 'sUSDC']] as const) {
        await swap.getByTestId(`swap-${side}-token`).click()
        await swap.getByRole('searchbox', { name: 'Search tokens' }).fill(symbol)
        await swap.getByRole('button', { name: new RegExp(`^${symbol} \\(`) }).click()
      }
      await swap.getByRole('textbox', { name: 'You pay' }).fill('0.1')
      await expect(swap.getByRole('button', { name: 'Review swap' })).toBeEnabled({ timeout: 30_000 })
      await swap.getByRole('button', { name: 'Review swap' }).click()
      const review = dialog(page, 'Review swap')
      await expect(review.getByTestId('swap-review-pay')).toHaveText('0.1 ETH')
      await expect(review.getByTestId('swap-minimum-received')).toHaveText(/sUSDC$/)
      const quoted = (d: Locator) => ['swap-review-receive', 'swap-rate', 'swap-price-impact', 'swap-network-cost', 'swap-minimum-received'].map((id) => d.getByTestId(id))
      await checkView(page, review, at('swap-review', { mask: quoted }))

      // its success step: the swap approved in the wallet, the modal back on Account with the toast
      // naming both amounts, inside the dialog, clear of Back and Close, its text not clipped
      await review.getByRole('button', { name: 'Swap', exact: true }).click()
      const shown = toastWhenShown(page)
      await approveInPrompt(page, /Send 0\.1 ETH to/)
      const toast = await shown
      // for a person reviewing the run (not compared: the toast may have closed by now)
      const toastShot = test.info().outputPath('swap-success-toast.png')
      await dialog(page).screenshot({ path: toastShot, animations: 'disabled' })
      await test.info().attach('swap-success-toast', { path: toastShot, contentType: 'image/png' })
      expect(toast.text).toMatch(/^Swapped 0\.1 ETH for [\d.]+ sUSDC$/)
      expect(toast.textFits, `the toast's text is clipped: ${toast.text}`).toBe(true)
      expect(toast.toast.x).toBeGreaterThanOrEqual(toast.panel.x)
      expect(toast.toast.x + toast.toast.width).toBeLessThanOrEqual(toast.panel.x + toast.panel.width)
      expect(toast.toast.y).toBeGreaterThanOrEqual(toast.panel.y)
      for (const button of toast.buttons) expect(overlaps(toast.toast, button), 'the toast covers Back or Close').toBe(false)
      await expect(dialog(page, 'Account').getByTestId('account-view-balance')).toHaveText(/ETH$/)
      // the next views' baselines have no toast: on a quick run Networks came within its 2.2 s
      await expect(page.getByTestId('toast')).toHaveCount(0)

      // names
      await dialog(page, 'Account').getByRole('button', { name: 'Choose a name' }).click()
      const names = dialog(page, 'Choose Name')
      await expect(names.getByRole('textbox')).toBeVisible()
      await checkView(page, names, at('register-account-name'))
      await names.getByRole('button', { name: 'Back' }).click()

      // Networks
      await dialog(page, 'Account').getByRole('button', { name: /Sandbox Ethereum/ }).click()
      const networks = dialog(page, 'Choose Network')
      await expect(networks.getByRole('button', { name: /Sandbox Base/ })).toBeVisible()
      await checkView(page, networks, at('networks'))
      await close(page, 'Choose Network')

      // Pay (the playground's pay() of 5 sUSDC): the connected wallet's choice and the exchange's
      const pay = await openPay(page)
      await expect(pay.getByTestId('pay-wallet-account')).toBeVisible()
      await checkView(page, pay, at('pay'))
      // paid from the wallet: the transaction's hash masked
      await pay.getByRole('button', { name: 'Pay 5 sUSDC' }).click()
      await approveInPrompt(page, /Call contract/)
      await expect(pay.getByTestId('pay-success').getByRole('status')).toHaveText('Paid 5 sUSDC to Portico Playground', { timeout: 60_000 })
      await checkView(page, pay, at('pay-success', { mask: (d) => [d.getByTestId('pay-tx')] }))
      await pay.getByRole('button', { name: 'Done' }).click()
      await expect(page.getByRole('dialog')).toHaveCount(0)

      // UnsupportedChain: the wallet moves to a chain the app does not list, and the modal opens on it
      await page.evaluate((rpc) => {
        const ethereum = (window as unknown as { ethereum: { request(args: unknown): Promise<unknown> } }).ethereum
        void ethereum.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x2a0f', chainName: 'Elsewhere', rpcUrls: [rpc], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }] })
      }, e2eUrls.chainA)
      await approveInPrompt(page, /Add Elsewhere/)
      const unsupported = dialog(page, 'Switch Network')
      await expect(unsupported.getByTestId('unsupported-chain')).toBeVisible()
      await checkView(page, unsupported, at('unsupported-chain'))
      // its Disconnect ends the session
      await unsupported.getByRole('button', { name: 'Disconnect' }).click()
      await expect(page.getByTestId('account-status')).toHaveText('disconnected')
    })

    test(`Connect without the embedded wallet and the sign-in view fit and pass axe (${tag})`, async ({ page }) => {
      test.setTimeout(300_000)
      await page.goto('/?embedded=off&signin=required')
      await expect(page.getByTestId('account-status')).toHaveText('disconnected')
      const connect = await openConnect(page, false)
      await expect(connect.getByRole('textbox', { name: 'Email' })).toHaveCount(0)
      await checkView(page, connect, at('connect'))

      await connect.getByRole('button', { name: 'Sandbox Wallet' }).click()
      await approveInPrompt(page, /Connect to/)
      const signIn = dialog(page, 'Sign In')
      await expect(signIn).toContainText('Portico Playground needs to connect to your wallet')
      await checkView(page, signIn, at('siwx-sign-message'))
      // Cancel disconnects
      await signIn.getByRole('button', { name: 'Cancel' }).click()
      await expect(page.getByTestId('account-status')).toHaveText('disconnected')
    })

    test(`the Connect view's choices and the listing-failure notice fit and pass axe (${tag})`, async ({ page }) => {
      test.setTimeout(300_000)
      // the legal checkbox (the playground's ?legal=checkbox): every method held back until ticked, then usable
      await page.goto('/?legal=checkbox')
      await expect(page.getByTestId('account-status')).toHaveText('disconnected')
      const legal = await openConnect(page)
      const agree = legal.getByRole('checkbox', { name: 'I agree to the Terms of Service and the Privacy Policy' })
      await expect(legal.getByRole('button', { name: 'Sandbox Wallet' })).toBeDisabled()
      await checkView(page, legal, at('connect-legal-unticked'))
      await agree.check()
      await expect(legal.getByRole('button', { name: 'Sandbox Wallet' })).toBeEnabled()
      await checkView(page, legal, at('connect-legal-ticked'))
      await close(page, 'Connect Wallet')

      // collapsed wallets (?collapse): the logins first, the wallets behind one entry, and the view it opens
      await page.goto('/?collapse')
      await expect(page.getByTestId('account-status')).toHaveText('disconnected')
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const collapsed = dialog(page, 'Connect Wallet')
      await expect(collapsed.getByRole('button', { name: 'Continue with a wallet' })).toBeVisible({ timeout: 60_000 })
      await expect(collapsed.getByRole('textbox', { name: 'Email' })).toBeVisible()
      await imagesLoaded(page)
      await checkView(page, collapsed, at('connect-collapsed'))
      await collapsed.getByRole('button', { name: 'Continue with a wallet' }).click()
      await expect(collapsed.getByTestId('all-wallets-count')).toBeVisible({ timeout: 60_000 })
      await expect(collapsed.getByRole('textbox', { name: 'Email' })).toHaveCount(0)
      await imagesLoaded(page)
      await checkView(page, collapsed, at('connect-wallets'))
      await close(page, 'Connect Wallet')

      // the wallet listing answering 500 (this page's requests only): the notice's text above its full-width Try again
      await page.route(
        (url) => url.pathname.endsWith('/getWallets'),
        (route) => route.fulfill({ status: 500, body: '' }),
      )
      await page.goto('/')
      await expect(page.getByTestId('account-status')).toHaveText('disconnected')
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const failed = dialog(page, 'Connect Wallet')
      await expect(failed.getByRole('alert')).toHaveText('The wallet list could not be loaded (HTTP status code: 500). The wallets shown here still work.', { timeout: 60_000 })
      await expect(failed.getByRole('button', { name: 'Try again' })).toBeVisible()
      await imagesLoaded(page)
      await checkView(page, failed, at('connect-listing-failed'))
    })
  })
}

test.describe('on a phone (360×640)', () => {
  test.use({ viewport: { width: 360, height: 640 } })

  test('with the keyboard up (a smaller visual viewport) the email field stays on screen and the dialog above the keyboard', async ({ page }) => {
    // Chromium on a desktop has no on-screen keyboard: the page's visualViewport is replaced by one
    // whose height the test lowers, as a phone's keyboard does, before the modal loads.
    await page.addInitScript(() => {
      const real = window.visualViewport!
      const fake = new EventTarget() as EventTarget & { keyboard: number }
      fake.keyboard = 0
      Object.defineProperties(fake, {
        height: { get: () => real.height - fake.keyboard },
        width: { get: () => real.width },
        offsetTop: { get: () => real.offsetTop },
        offsetLeft: { get: () => real.offsetLeft },
        scale: { get: () => real.scale },
      })
      Object.defineProperty(window, 'visualViewport', { value: fake, configurable: true })
    })
    await page.goto('/')
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')
    const connect = await openConnect(page)
    const email = connect.getByRole('textbox', { name: 'Email' })
    await email.focus()
    await page.evaluate(() => {
      const vv = window.visualViewport as unknown as EventTarget & { keyboard: number }
      vv.keyboard = 280 // a phone keyboard's height
      vv.dispatchEvent(new Event('resize'))
    })
    const above = 640 - 280
    await expect.poll(async () => (await dialog(page).boundingBox())!.y + (await dialog(page).boundingBox())!.height).toBeLessThanOrEqual(above)
    const field = (await email.boundingBox())!
    expect(field.y).toBeGreaterThanOrEqual(0)
    expect(field.y + field.height).toBeLessThanOrEqual(above)
    await expect(connect.getByRole('button', { name: 'Close', exact: true })).toBeInViewport({ ratio: 1 })
    const closeBox = (await connect.getByRole('button', { name: 'Close', exact: true }).boundingBox())!
    expect(closeBox.y + closeBox.height).toBeLessThanOrEqual(above)
    await email.fill('someone@example.com')
    await expect(email).toHaveValue('someone@example.com')
    // the keyboard goes: the sheet takes the screen again
    await page.evaluate(() => {
      const vv = window.visualViewport as unknown as EventTarget & { keyboard: number }
      vv.keyboard = 0
      vv.dispatchEvent(new Event('resize'))
    })
    await expect.poll(async () => (await dialog(page).boundingBox())!.y + (await dialog(page).boundingBox())!.height).toBe(640)
  })
})

// A phone's view after the tap that opened a wallet's app (a Pixel 7's user agent and touch on a
// 360×640 screen, no extension): "Continue in <wallet>", then, when the app has not answered after
// NO_ANSWER_MS, "Don't have <wallet>?" with its store page. The wallet is the listing's app that is
// not installed (its deep link reaches nothing), so the view waits as it would on a phone.
test.describe("a phone's Continue in and Don't have views (360×640)", () => {
  test.use({ ...pixel7, viewport: { width: 360, height: 640 } })

  /** The listing as the sandbox serves it, with the not-installed wallet's store links taken out. */
  async function listingWithoutStores(page: Page) {
    await page.route(
      (url) => url.pathname.endsWith('/getWallets'),
      async (route) => {
        const response = await route.fetch()
        const body = (await response.json()) as { data: { name: string; app_store: string | null; play_store: string | null }[] }
        for (const wallet of body.data) if (wallet.name === SANDBOX_MISSING_WALLET) Object.assign(wallet, { app_store: null, play_store: null })
        await route.fulfill({ response, json: body })
      },
    )
  }

  test('Continue in <wallet> fits, holds still and passes axe, in both themes and right to left', async ({ page }) => {
    test.setTimeout(300_000)
    // A wallet listed without a store page never shows "Don't have" (nothing to offer): the view stays
    // as it is before the delay for as long as the checks of four screenshots take, with no clock changed.
    await listingWithoutStores(page)
    await phonePage(page)
    await (await findListedWallet(page, SANDBOX_MISSING_WALLET)).tap()
    const view = dialog(page, SANDBOX_MISSING_WALLET)
    await expect(view.getByText(`Continue in ${SANDBOX_MISSING_WALLET}`, { exact: true })).toBeVisible()
    await expect(view.getByRole('button', { name: 'Try again' })).toBeEnabled()
    await imagesLoaded(page)
    await checkView(page, view, { shot: 'connecting-continue-in-app-360x640', rtl: true, mask: qr })
    await expect(view.getByTestId('wc-dont-have')).toHaveCount(0)
  })

  test("Don't have <wallet>? with its Play Store page fits, holds still and passes axe, in both themes and right to left", async ({ page }) => {
    test.setTimeout(300_000)
    await phonePage(page)
    await (await findListedWallet(page, SANDBOX_MISSING_WALLET)).tap()
    const view = dialog(page, SANDBOX_MISSING_WALLET)
    await expect(view.getByText(`Continue in ${SANDBOX_MISSING_WALLET}`, { exact: true })).toBeVisible()
    // the real delay, no clock: it starts when the view shows
    const dontHave = view.getByRole('region', { name: `Don't have ${SANDBOX_MISSING_WALLET}?` })
    await expect(dontHave).toBeVisible({ timeout: NO_ANSWER_MS + 15_000 })
    await expect(dontHave.getByRole('link', { name: `Get ${SANDBOX_MISSING_WALLET} on Google Play` })).toBeVisible()
    await imagesLoaded(page)
    await checkView(page, view, { shot: 'connecting-dont-have-app-360x640', rtl: true, mask: qr })
  })
})

// The embedded wallet's connected views (a fresh email login each run: its address and email are masked).
for (const size of SIZES.filter((s) => s.shots)) {
  const tag = `${size.width}x${size.height}`
  test.describe(`logged in by email at ${tag}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    test(`a person logs in by email, approves a signature, and closes the modal from every view (${tag})`, async ({ page, context }) => {
      test.setTimeout(300_000)
      // ?sponsor: the app's paymaster pays the smart account's gas (Review swap says so below)
      await page.goto('/?sponsor')
      await expect(page.getByTestId('account-status')).toHaveText('disconnected')
      await openConnect(page)
      const email = `embedded-${tag}-${Date.now()}@example.com`
      await submitEmail(page, email)
      const confirm = dialog(page, 'Confirm Email')
      await confirm.getByRole('textbox', { name: '6-digit code' }).fill(await codeFromInboxPage(context, email))
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page.getByTestId('account-status')).toHaveText('connected')

      // Account with the embedded wallet's section
      await page.getByRole('button', { name: /0x/i }).first().click()
      const account = dialog(page, 'Account')
      await expect(account.getByText(email)).toBeVisible()
      await expect(account.getByRole('tabpanel')).not.toContainText('Loading')
      const rtl = size.rtl
      await checkView(page, account, {
        shot: `account-embedded-${tag}`,
        rtl,
        mask: (d) => [...moving(d), d.getByTestId('account-view-address-short'), d.getByText(email)],
      })
      await close(page, 'Account')

      // ApproveTransaction: the secure frame's card over the view; Approve signs
      await page.getByTestId('sign-message').click()
      const approve = dialog(page, 'Approve Transaction')
      await expect(approve).toBeVisible()
      const card = page.frameLocator('iframe#w3m-iframe').getByRole('button', { name: 'Approve' })
      await expect(card).toBeVisible()
      await checkView(page, approve, { shot: `approve-transaction-${tag}` })
      await card.click()
      // a smart account signs with ERC-6492's wrapper (longer than an EOA's 65 bytes) until it is deployed
      await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130,}$/)
      await expect(page.getByRole('dialog')).toHaveCount(0)

      // The permission card (the frame's, ERC-7715) over ApproveTransaction; the app's host (the port),
      // the expiry and the new session key are masked
      await page.getByRole('button', { name: 'Grant permission (10 sUSDC, 10 minutes)' }).click()
      const granting = dialog(page, 'Approve Transaction')
      const frame = page.frameLocator('iframe#w3m-iframe')
      await expect(frame.getByRole('heading', { level: 1, name: 'Grant permission' })).toBeVisible({ timeout: 30_000 })
      await checkView(page, granting, {
        shot: `grant-permission-${tag}`,
        rtl: size.rtl,
        mask: () => [
          frame.getByText(/until .* UTC/),
          frame.getByText(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC/),
          frame.getByText(/^(127\.0\.0\.1|localhost):\d+$/),
          frame.getByText(/^0x[0-9a-fA-F]{40}$/),
        ],
      })
      await frame.getByRole('button', { name: 'Approve' }).click()
      await expect(page.getByLabel('Permission active')).toHaveText('yes', { timeout: 60_000 })
      await expect(page.getByRole('dialog')).toHaveCount(0)

      // The Permissions view (features.smartSessions) listing it; the app's host and the expiry are masked
      await page.getByRole('button', { name: /0x/i }).first().click()
      await dialog(page, 'Account').getByRole('button', { name: 'Permissions' }).click()
      const permissions = dialog(page, 'Permissions')
      await expect(permissions.getByRole('listitem')).toHaveCount(1, { timeout: 30_000 })
      await checkView(page, permissions, {
        shot: `permissions-view-${tag}`,
        rtl: size.rtl,
        mask: (d) => [d.getByRole('listitem').locator('p').first(), d.getByRole('listitem').locator('p').nth(2)],
      })
      await close(page, 'Permissions')

      // Review swap when the app sponsors the gas: 'Gas paid by Portico Playground' where the ETH
      // network cost would be (the other figures masked: the pool moves as other specs swap)
      await page.getByRole('button', { name: /0x/i }).first().click()
      await dialog(page, 'Account').getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: 'Swap' }).click()
      const swap = dialog(page, 'Swap')
      await expect(swap.getByTestId('swap-balance')).toContainText('ETH', { timeout: 30_000 })
      for (const [side, symbol] of [['pay', 'ETH'], ['receive', 'sUSDC']] as const) {
        await swap.getByTestId(`swap-${side}-token`).click()
        await swap.getByRole('searchbox', { name: 'Search tokens' }).fill(symbol)
        await swap.getByRole('button', { name: new RegExp(`^${symbol} \\(`) }).click()
      }
      await swap.getByRole('textbox', { name: 'You pay' }).fill('0.01')
      await expect(swap.getByRole('button', { name: 'Review swap' })).toBeEnabled({ timeout: 30_000 })
      await swap.getByRole('button', { name: 'Review swap' }).click()
      const review = dialog(page, 'Review swap')
      await expect(review.getByTestId('swap-network-cost')).toHaveText('Gas paid by Portico Playground', { timeout: 30_000 })
      await checkView(page, review, {
        shot: `swap-review-sponsored-${tag}`,
        rtl: size.rtl,
        mask: (d) => ['swap-review-receive', 'swap-rate', 'swap-price-impact', 'swap-minimum-received'].map((id) => d.getByTestId(id)),
      })
      await review.getByRole('button', { name: 'Cancel' }).click()
      await close(page, /Swap|Account/)

      await page.getByRole('button', { name: /0x/i }).first().click()
      await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
      await expect(page.getByTestId('account-status')).toHaveText('disconnected')
    })
  })
}
