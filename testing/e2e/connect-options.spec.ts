// The Connect view's options as an AppKit app sets them, through the playground's Connect view
// options (the page's URL): the legal checkbox holding back every way to connect until it is
// ticked, the terms at the view's foot, the wallets collapsed behind one entry, and All Wallets
// per `allWallets` on a desktop and on an emulated phone (a Playwright device profile).
import { expect, test, type Page } from '@playwright/test'
import { answerInWallet } from './wallet-prompt.ts'
import { pixel7 } from './phone-pages.ts'

const connectView = (page: Page) => page.getByRole('dialog', { name: 'Connect Wallet' })

async function openConnect(page: Page, search: string) {
  await page.goto(`/${search}`, { timeout: 60_000 })
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  // the first open loads the kernel and the modal: room for a loaded machine
  await expect(connectView(page).getByRole('button', { name: 'WalletConnect', exact: true }).or(connectView(page).getByRole('button', { name: 'Continue with a wallet' }))).toBeVisible({ timeout: 60_000 })
  return connectView(page)
}

test.describe('on a desktop', () => {
  test('the legal checkbox: nothing can be used until it is ticked, the reason is given, then a wallet connects', async ({ page }) => {
    await page.goto('/')
    // the playground's control sets the option (the page reloads with it)
    await page.getByLabel('Legal terms').selectOption('checkbox')
    await expect(page).toHaveURL(/\?legal=checkbox$/)
    const connect = await openConnect(page, '?legal=checkbox')
    const box = connect.getByRole('checkbox', { name: 'I agree to the Terms of Service and the Privacy Policy' })
    await expect(box).not.toBeChecked()
    const origin = new URL(page.url()).origin
    await expect(connect.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', `${origin}/#terms`)
    await expect(connect.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', `${origin}/#privacy`)

    const controls = [
      connect.getByRole('button', { name: 'Sandbox Wallet' }),
      connect.getByRole('button', { name: 'WalletConnect', exact: true }),
      connect.getByRole('textbox', { name: 'Email' }),
      connect.getByRole('button', { name: 'Continue with Google' }),
      connect.getByRole('button', { name: 'All Wallets', exact: true }),
    ]
    for (const control of controls) await expect(control).toBeDisabled()
    await expect(connect.getByRole('group')).toHaveAccessibleDescription('Tick the box above to agree before you connect a wallet or log in.')
    // a click on a held-back wallet does nothing
    await controls[0]!.click({ force: true })
    await expect(connect).toBeVisible()

    await box.check()
    for (const control of controls) await expect(control).toBeEnabled()
    await expect(connect.getByRole('group')).not.toHaveAttribute('aria-describedby')
    await connect.getByRole('button', { name: 'Sandbox Wallet' }).click()
    await answerInWallet(page, 'Approve')
    await expect(page.getByTestId('account-status')).toHaveText('connected')
  })

  test('the terms at the foot: both links, nothing held back', async ({ page }) => {
    const connect = await openConnect(page, '?legal=footer')
    await expect(connect.getByTestId('connect-legal')).toHaveText('By connecting your wallet, you agree to our Terms of Service and Privacy Policy.')
    await expect(connect.getByTestId('connect-legal').getByRole('link')).toHaveCount(2)
    await expect(connect.getByRole('checkbox')).toHaveCount(0)
    await expect(connect.getByRole('button', { name: 'Sandbox Wallet' })).toBeEnabled()
  })

  test('collapsed wallets: the email and social logins first, the wallets behind "Continue with a wallet"', async ({ page }) => {
    const connect = await openConnect(page, '?collapse')
    await expect(connect.getByRole('textbox', { name: 'Email' })).toBeVisible()
    await expect(connect.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
    await expect(connect.getByRole('button', { name: 'Sandbox Wallet' })).toHaveCount(0)
    await connect.getByRole('button', { name: 'Continue with a wallet' }).click()
    await expect(connect.getByRole('button', { name: 'Sandbox Wallet' })).toBeVisible()
    await expect(connect.getByRole('button', { name: 'All Wallets', exact: true })).toBeVisible()
    await expect(connect.getByRole('textbox', { name: 'Email' })).toHaveCount(0)
    await connect.getByRole('button', { name: 'Back' }).click()
    await expect(connect.getByRole('button', { name: 'Continue with a wallet' })).toBeVisible()
  })

  test('connectMethodsOrder: the wallets first, then the email field', async ({ page }) => {
    const connect = await openConnect(page, '?methods=wallet,email,social')
    const top = async (name: 'Sandbox Wallet' | 'Email') =>
      (await (name === 'Email' ? connect.getByRole('textbox', { name }) : connect.getByRole('button', { name })).boundingBox())!.y
    expect(await top('Sandbox Wallet')).toBeLessThan(await top('Email'))
  })

  test('allWallets: SHOW and the default offer All Wallets, HIDE and ONLY_MOBILE do not', async ({ page }) => {
    for (const [search, shown] of [['', 1], ['?allWallets=SHOW', 1], ['?allWallets=HIDE', 0], ['?allWallets=ONLY_MOBILE', 0]] as const) {
      const connect = await openConnect(page, search)
      await expect(connect.getByRole('button', { name: 'Sandbox Wallet' })).toBeVisible()
      await expect(connect.getByRole('button', { name: 'All Wallets', exact: true }), search).toHaveCount(shown)
    }
  })
})

test.describe('on a phone (Pixel 7)', () => {
  test.use(pixel7)
  // a phone's browser has no extension: without this the injected Sandbox Wallet makes the page a
  // wallet's in-app browser, where Connect shows that wallet alone
  test.beforeEach(({ page }) => page.route('**/inject.js', (route) => route.abort()))

  test('allWallets: SHOW and ONLY_MOBILE offer All Wallets, HIDE does not', async ({ page }) => {
    for (const [search, shown] of [['?allWallets=SHOW', 1], ['?allWallets=ONLY_MOBILE', 1], ['?allWallets=HIDE', 0]] as const) {
      const connect = await openConnect(page, search)
      await expect(connect.getByRole('button', { name: 'All Wallets', exact: true }), search).toHaveCount(shown)
      if (shown) {
        await connect.getByRole('button', { name: 'All Wallets', exact: true }).tap()
        await expect(page.getByRole('dialog', { name: 'All Wallets' })).toBeVisible()
      }
    }
  })

  test('collapsed wallets: "Continue with a wallet" opens the wallets, All Wallets among them', async ({ page }) => {
    const connect = await openConnect(page, '?collapse&allWallets=ONLY_MOBILE')
    await expect(connect.getByRole('textbox', { name: 'Email' })).toBeVisible()
    await expect(connect.getByRole('button', { name: 'All Wallets', exact: true })).toHaveCount(0)
    await connect.getByRole('button', { name: 'Continue with a wallet' }).tap()
    await expect(connect.getByRole('button', { name: 'All Wallets', exact: true })).toBeVisible()
    await expect(connect.getByRole('textbox', { name: 'Email' })).toHaveCount(0)
  })
})
