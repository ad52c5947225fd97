// Farcaster login in the playground against the sandbox secure frame: the QR view shows the
// approval page's URL (read from the QR's link), a second page approves it as a person would, and
// the dApp connects; Back before approving drops that URL, and a new visit shows a new one.
import { expect, test, type Page } from '@playwright/test'

const newUserName = () => `fc${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

async function openFarcaster(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Continue with Farcaster' }).click()
  const view = page.getByRole('dialog', { name: 'Farcaster' })
  await expect(view.getByRole('img', { name: 'QR code to sign in with Farcaster' })).toBeVisible()
  const url = (await view.getByRole('link', { name: 'Open' }).getAttribute('href'))!
  expect(await view.getByTestId('farcaster-qr').getAttribute('data-uri')).toBe(url)
  return { view, url }
}

async function approve(page: Page, url: string, userName: string) {
  const approval = await page.context().newPage()
  await approval.goto(url)
  await expect(approval.getByRole('heading', { name: 'Sign in with Farcaster' })).toBeVisible()
  await approval.getByRole('textbox', { name: 'Username' }).fill(userName)
  await approval.getByRole('button', { name: 'Approve' }).click()
  await expect(approval.getByText(`Approved as ${userName}`)).toBeVisible()
  await approval.close()
}

test('QR → the approval page in a second page → connected as that Farcaster user', async ({ page }) => {
  test.setTimeout(90_000)
  const userName = newUserName()
  await page.goto('/')
  const { url } = await openFarcaster(page)
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/farcaster\/[\w-]+$/)
  await approve(page, url, userName)
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-embedded-user')).toHaveText(`farcaster ${userName}`)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('Back before approving clears the URL (the frame reloads); the next visit shows a new one, which connects', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/')
  const first = await openFarcaster(page)
  await first.view.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Continue with Farcaster' }).click()
  const view = page.getByRole('dialog', { name: 'Farcaster' })
  await expect(view.getByRole('link', { name: 'Open' })).toBeVisible()
  const second = (await view.getByRole('link', { name: 'Open' }).getAttribute('href'))!
  expect(second).not.toBe(first.url)
  const userName = newUserName()
  await approve(page, second, userName)
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-embedded-user')).toHaveText(`farcaster ${userName}`)
})

test('Close on the QR: the button reads Connect Wallet; reopening shows the same URL, and approving it afterwards connects', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/')
  const first = await openFarcaster(page)
  await first.view.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  // the login waits on: the same approval URL on the next visit
  const again = await openFarcaster(page)
  expect(again.url).toBe(first.url)
  await again.view.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  const userName = newUserName()
  await approve(page, first.url, userName)
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-embedded-user')).toHaveText(`farcaster ${userName}`)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
