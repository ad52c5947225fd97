// Social login in the playground against the sandbox secure frame on its own origin: the consent
// page a person uses (sandbox/frame/social-routes.ts) in a popup, and with the page redirected
// there and back (playground ?socialRedirect). Each run signs in a new username: the same username
// always gets the same wallet.
import { expect, test, type Page } from '@playwright/test'

const newUserName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

async function openConnect(page: Page, path = '/') {
  await page.goto(path)
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  return page.getByRole('dialog', { name: 'Connect Wallet' })
}

test('popup: Continue with Google → the consent page in a popup → username → connected as that Google user; reload stays connected', async ({ page }) => {
  test.setTimeout(90_000)
  const userName = newUserName('alice')
  const connect = await openConnect(page)
  const opened = page.waitForEvent('popup')
  await connect.getByRole('button', { name: 'Continue with Google' }).click()
  const popup = await opened
  await expect(page.getByRole('dialog', { name: 'Google' }).getByText('Continue in the Google window')).toBeVisible()
  await expect(popup.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible()
  expect(new URL(popup.url()).pathname).toBe('/social/google')
  await popup.getByRole('textbox', { name: 'Username' }).fill(userName)
  const closed = popup.waitForEvent('close')
  await popup.getByRole('button', { name: 'Continue' }).click()
  await closed

  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-embedded-user')).toHaveText(`google ${userName}`)
  const address = (await page.getByTestId('account-address').textContent())!
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  // the Account view names the social account
  await page.getByRole('button', { name: new RegExp(address.slice(0, 6), 'i') }).click()
  await expect(page.getByRole('dialog', { name: 'Account' }).getByText(userName)).toBeVisible()
  await page.keyboard.press('Escape')

  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-address')).toHaveText(address)
  await expect(page.getByTestId('account-embedded-user')).toHaveText(`google ${userName}`)
})

test('popup: closing the consent window goes back to Connect; Cancel on the consent page too', async ({ page }) => {
  test.setTimeout(60_000)
  const connect = await openConnect(page)
  let opened = page.waitForEvent('popup')
  await connect.getByRole('button', { name: 'Continue with X' }).click()
  let popup = await opened
  await expect(popup.getByRole('heading', { name: 'Sign in with X' })).toBeVisible()
  await popup.close()
  await expect(connect.getByRole('button', { name: 'Continue with Google' })).toBeVisible()

  opened = page.waitForEvent('popup')
  await connect.getByRole('button', { name: 'Continue with Discord' }).click()
  popup = await opened
  const closed = popup.waitForEvent('close')
  await popup.getByRole('button', { name: 'Cancel' }).click()
  await closed
  await expect(connect.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
})

test('redirect (?socialRedirect): the page goes to the consent page and comes back connected, the result gone from the address bar', async ({ page }) => {
  test.setTimeout(90_000)
  const userName = newUserName('bob')
  const connect = await openConnect(page, '/?socialRedirect')
  await connect.getByRole('button', { name: 'Continue with GitHub' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in with GitHub' })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/social/github')
  await page.getByRole('textbox', { name: 'Username' }).fill(userName)
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-embedded-user')).toHaveText(`github ${userName}`)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const back = new URL(page.url())
  expect(back.searchParams.has('socialRedirect')).toBe(true)
  expect(back.searchParams.has('result_uri')).toBe(false)
})
