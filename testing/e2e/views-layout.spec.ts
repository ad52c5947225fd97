// Every view the playground reaches, as a person sees it at a small phone (320×568), a phone
// (360×640) and a laptop (1280×800), in the dark and the light theme: the dialog inside the
// viewport, its Close button visible and clickable, no jump after it shows, axe clean (colour
// contrast included), and at 360×640 and 1280×800 a screenshot against the committed baseline
// (testing/e2e/views-layout.spec.ts-snapshots/; regenerate on purpose only, see testing/e2e/README.md).
// Views are grouped per page load and the connection is reused, to keep the run short.
import { expect, test, type Page } from '@playwright/test'
import { approveInPrompt, walletPrompt } from './wallet-prompt.ts'
import { checkView, dialog } from './view-checks.ts'
import { submitEmail } from './email-steps.ts'
import { codeFromInboxPage } from './inbox-page.ts'

// Not yet green on the loaded shared machine it was written on (the first open took over a minute,
// so some flows timed out before reaching their views): Connect, All Wallets, WalletConnect (basic
// and a listed wallet) and Farcaster passed geometry and axe in both themes at 360×640 there; the
// rest has not run to the end. Switched off until it is run green and its baselines generated
// (testing/e2e/README.md), so it cannot break `npm test` meanwhile.
test.describe.configure({ mode: 'default' })
test.fixme(!process.env.PORTICO_LAYOUT_E2E, 'layout suite not yet run green: set PORTICO_LAYOUT_E2E=1 to run it')

const SIZES = [
  { width: 320, height: 568, shots: false },
  { width: 360, height: 640, shots: true },
  { width: 1280, height: 800, shots: true },
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

async function openConnect(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = dialog(page, 'Connect Wallet')
  // the first open loads the kernel and the modal: room for a loaded machine
  await expect(connect.getByRole('textbox', { name: 'Email' })).toBeVisible({ timeout: 60_000 })
  await expect(connect.getByTestId('all-wallets-count')).toBeVisible()
  await imagesLoaded(page)
  return connect
}

async function close(page: Page, name: string | RegExp) {
  await dialog(page, name).getByRole('button', { name: 'Close', exact: true }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

for (const size of SIZES) {
  const tag = `${size.width}x${size.height}`
  const shot = (name: string) => (size.shots ? `${name}-${tag}` : undefined)

  test.describe(`at ${tag}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    test(`disconnected views fit, hold still and pass axe (${tag})`, async ({ page }) => {
      test.setTimeout(240_000)
      await page.goto('/')
      await expect(page.getByTestId('account-status')).toHaveText('disconnected')

      // Connect, with the embedded wallet's email and social logins composed
      const connect = await openConnect(page)
      await checkView(page, connect, { shot: shot('connect-embedded') })
      // the email field, focused, is on screen (the keyboard case is in the test below)
      await connect.getByRole('textbox', { name: 'Email' }).focus()
      await expect(connect.getByRole('textbox', { name: 'Email' })).toBeInViewport({ ratio: 1 })

      // All Wallets
      await connect.getByRole('button', { name: 'All Wallets', exact: true }).click()
      const all = dialog(page, 'All Wallets')
      await expect(all.getByRole('list', { name: 'Wallets' }).getByRole('listitem').first()).toBeVisible()
      await imagesLoaded(page)
      await checkView(page, all, { shot: shot('all-wallets') })
      await all.getByRole('button', { name: 'Back' }).click()

      // WalletConnect's QR code (a new pairing URI each time: masked)
      await dialog(page, 'Connect Wallet').getByRole('button', { name: 'WalletConnect', exact: true }).click()
      const basic = dialog(page, 'WalletConnect')
      await expect(basic.getByRole('img', { name: /QR code/ })).toBeVisible()
      await checkView(page, basic, { shot: shot('connecting-walletconnect-basic'), mask: [basic.getByRole('img', { name: /QR code/ })] })
      await basic.getByRole('button', { name: 'Back' }).click()

      // a listed wallet's WalletConnect view
      await dialog(page, 'Connect Wallet').getByRole('button', { name: 'MetaMask', exact: true }).click()
      const listed = dialog(page, 'MetaMask')
      await expect(listed.getByRole('img', { name: /QR code/ })).toBeVisible()
      await imagesLoaded(page)
      await checkView(page, listed, { shot: shot('connecting-walletconnect'), mask: [listed.getByRole('img', { name: /QR code/ })] })
      await listed.getByRole('button', { name: 'Back' }).click()

      // Farcaster's QR code
      await dialog(page, 'Connect Wallet').getByRole('button', { name: 'Continue with Farcaster' }).click()
      const farcaster = dialog(page, 'Farcaster')
      await expect(farcaster.getByRole('img', { name: 'QR code to sign in with Farcaster' })).toBeVisible()
      await checkView(page, farcaster, { shot: shot('connecting-farcaster'), mask: [farcaster.getByRole('img', { name: /QR code/ })] })
      await close(page, 'Farcaster')

      // a browser wallet asked (its own prompt in front), then refused: the view says so and offers a retry
      await (await openConnect(page)).getByRole('button', { name: 'Sandbox Wallet' }).click()
      await expect(walletPrompt(page)).toBeVisible()
      await walletPrompt(page).getByRole('button', { name: 'Reject' }).click()
      await expect(walletPrompt(page)).toHaveCount(0)
      const external = dialog(page, 'Sandbox Wallet')
      await expect(external.getByRole('button', { name: /Try again/ })).toBeVisible()
      await checkView(page, external, { shot: shot('connecting-external-declined') })
      await close(page, 'Sandbox Wallet')

      // the email code view
      await openConnect(page)
      const email = `layout-${tag}-${Date.now()}@example.com`
      await submitEmail(page, email)
      const code = dialog(page, 'Confirm Email')
      await expect(code.getByRole('textbox', { name: '6-digit code' })).toBeVisible()
      await code.getByRole('textbox', { name: '6-digit code' }).focus()
      await expect(code.getByRole('textbox', { name: '6-digit code' })).toBeInViewport({ ratio: 1 })
      await checkView(page, code, { shot: shot('email-verify-otp'), mask: [code.getByText(email), code.getByRole('button', { name: /^Resend code/ })] })
      await close(page, 'Confirm Email')
    })

    test(`connected views fit, hold still and pass axe (${tag})`, async ({ page }) => {
      test.setTimeout(240_000)
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
      // balances move as other tests send: masked
      const moving = [account.getByTestId('account-view-balance'), account.getByRole('tabpanel')]
      await checkView(page, account, { shot: shot('account-tokens'), mask: moving })

      await account.getByRole('tab', { name: 'Activity' }).click()
      await expect(account.getByRole('tabpanel')).not.toContainText('Loading')
      await checkView(page, account, { shot: shot('account-activity'), mask: [account.getByTestId('account-view-balance'), account.getByRole('tabpanel')] })
      await account.getByRole('tab', { name: 'Tokens' }).click()

      // Send
      await account.getByRole('button', { name: 'Send' }).click()
      const send = dialog(page, 'Send')
      await expect(send.getByRole('combobox', { name: 'Token' })).toBeVisible()
      await checkView(page, send, { shot: shot('send'), mask: [send.getByRole('combobox', { name: 'Token' })] })
      await send.getByRole('button', { name: 'Back' }).click()

      // Receive
      await dialog(page, 'Account').getByRole('button', { name: 'Receive' }).click()
      const receive = dialog(page, 'Receive')
      await expect(receive.getByRole('img', { name: /QR code/ })).toBeVisible()
      await checkView(page, receive, { shot: shot('receive') })
      await receive.getByRole('button', { name: 'Back' }).click()

      // names
      await dialog(page, 'Account').getByRole('button', { name: 'Choose a name' }).click()
      const names = dialog(page, 'Choose Name')
      await expect(names.getByRole('textbox')).toBeVisible()
      await checkView(page, names, { shot: shot('register-account-name') })
      await names.getByRole('button', { name: 'Back' }).click()

      // Networks
      await dialog(page, 'Account').getByRole('button', { name: /Sandbox Ethereum/ }).click()
      const networks = dialog(page, 'Choose Network')
      await expect(networks.getByRole('button', { name: /Sandbox Base/ })).toBeVisible()
      await checkView(page, networks, { shot: shot('networks') })
      await close(page, 'Choose Network')

      await page.getByRole('button', { name: /0xf39F/i }).click()
      await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
      await expect(page.getByTestId('account-status')).toHaveText('disconnected')
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

  test('a person logs in by email, approves a signature, and closes the modal from every view', async ({ page, context }) => {
    test.setTimeout(240_000)
    await page.goto('/')
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')
    // closed from Connect and All Wallets
    await openConnect(page)
    await close(page, 'Connect Wallet')
    await (await openConnect(page)).getByRole('button', { name: 'All Wallets', exact: true }).click()
    await close(page, 'All Wallets')

    await openConnect(page)
    const email = `phone-${Date.now()}@example.com`
    await submitEmail(page, email)
    const confirm = dialog(page, 'Confirm Email')
    await confirm.getByRole('textbox', { name: '6-digit code' }).fill(await codeFromInboxPage(context, email))
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByTestId('account-status')).toHaveText('connected')

    // Account with the embedded wallet's section
    await page.getByRole('button', { name: /0x/i }).first().click()
    const account = dialog(page, 'Account')
    await expect(account.getByText(email)).toBeVisible()
    await checkView(page, account, { shot: 'account-embedded-360x640', mask: [account.getByTestId('account-view-balance'), account.getByRole('tabpanel'), account.getByText(email), account.getByTestId('account-view-address-short')] })
    await close(page, 'Account')

    // ApproveTransaction: the secure frame's card over the view; Approve signs
    await page.getByTestId('sign-message').click()
    const approve = dialog(page, 'Approve Transaction')
    await expect(approve).toBeVisible()
    const card = page.frameLocator('iframe#w3m-iframe').getByRole('button', { name: 'Approve' })
    await expect(card).toBeVisible()
    await checkView(page, approve, { themes: ['dark'] })
    await card.click()
    await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)

    // disconnect from the phone too
    await page.getByRole('button', { name: /0x/i }).first().click()
    await dialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  })
})
