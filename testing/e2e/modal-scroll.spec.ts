// Scrolling inside the modal: the dialog lives in a shadow root, where Radix's document-level
// scroll lock used to cancel every wheel (the event's target there is the host). The list scrolls
// under the mouse wheel; the page behind does not, until the modal closes.
import { expect, test, type Page } from '@playwright/test'

const modal = (page: Page, name: string) => page.getByRole('dialog', { name })
const pageScroll = (page: Page) => page.evaluate(() => window.scrollY)

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  // a page taller than the viewport, so that a scroll leaking out of the modal would show
  await page.addStyleTag({ content: 'body { min-height: 400vh; }' })
  expect(await page.evaluate(() => document.scrollingElement!.scrollHeight > window.innerHeight * 2)).toBe(true)
  expect(await pageScroll(page)).toBe(0)
})

test('the All Wallets list scrolls under the mouse wheel while the page behind stays put', async ({ page }) => {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'All Wallets', exact: true }).click()
  const allWallets = modal(page, 'All Wallets')
  const list = allWallets.getByRole('list', { name: 'Wallets' })
  const firstWallet = list.getByRole('listitem').first()
  await expect(firstWallet).toBeInViewport()
  /** The scroll position of the list's scroll area (the list's parent). */
  const listScroll = () => list.evaluate((ul) => ul.parentElement!.scrollTop)
  expect(await listScroll()).toBe(0)

  await list.hover()
  await page.mouse.wheel(0, 450)
  await expect.poll(listScroll).toBeGreaterThan(300)
  // a later wallet (row 6 or beyond) is on screen now, the first one is not
  await expect(list.locator('li[aria-posinset="21"]')).toBeInViewport()
  await expect(firstWallet).not.toBeInViewport()
  expect(await pageScroll(page)).toBe(0)

  // neither a wheel over the dialog's header nor over the overlay beside the dialog moves the page
  await allWallets.getByRole('heading', { name: 'All Wallets' }).hover()
  await page.mouse.wheel(0, 600)
  await page.mouse.move(5, 5)
  await page.mouse.wheel(0, 600)
  await page.waitForTimeout(200) // a scroll would have happened by now
  expect(await pageScroll(page)).toBe(0)

  // closed (the lock goes with the overlay, once its exit has played), the page scrolls again
  await allWallets.getByRole('button', { name: 'Close' }).click()
  await expect(allWallets).toHaveCount(0)
  await expect(async () => {
    await page.mouse.wheel(0, 600)
    await expect.poll(() => pageScroll(page), { timeout: 500 }).toBeGreaterThan(0)
  }).toPass({ timeout: 5_000 })
})
