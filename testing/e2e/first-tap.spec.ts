// The first tap on a phone: a touch context has no hover and no mouse move, so nothing
// but the page itself can have fetched the modal before the tap. Once the page is interactive,
// Portico has fetched the kernel, the modal and the Connect view and mounted the modal closed: a tap
// on Connect Wallet shows the real Connect view, and the loading card never shows. That happens
// before a late load event (an image still loading), not after it; `prefetch: false` (the
// playground's ?prefetch=off) fetches nothing ahead. No timing here: that is the bench's
// (bench/first-open.ts, (q): a tap and a click() on an idle page and 150 ms after the load event).
import { expect, test, type Page } from '@playwright/test'

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })
// a first load of the playground on a loaded 2-core machine can take most of the default 30 s
test.describe.configure({ timeout: 90_000 })

/** Notes, from before the page's scripts, whether Portico's loading card was ever added to the page. */
async function watchLoadingCard(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __loadingCardSeen?: boolean }
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node instanceof Element && node.localName === 'portico-modal-loading') w.__loadingCardSeen = true
    }).observe(document, { childList: true, subtree: true })
  })
  return () => page.evaluate(() => (window as unknown as { __loadingCardSeen?: boolean }).__loadingCardSeen === true)
}

const connectView = (page: Page) => page.getByRole('dialog', { name: 'Connect Wallet' })

async function tap(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true })
  await expect(button).toBeVisible()
  const box = await button.boundingBox()
  expect(box, `the "${name}" button has a box`).not.toBeNull()
  await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2)
}

test('once the page is idle, a tap with no hover opens the real Connect view: no loading card', async ({ page }) => {
  const cardSeen = await watchLoadingCard(page)
  await page.goto('/', { timeout: 60_000 })
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  // the idle preload's last step: the modal, mounted closed (no dialog in it yet)
  await expect(page.locator('portico-modal')).toBeAttached({ timeout: 20_000 })
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await tap(page, 'Connect Wallet')
  await expect(connectView(page).getByRole('button', { name: 'Sandbox Wallet' })).toBeVisible()
  await expect(connectView(page).getByRole('textbox', { name: 'Email' })).toBeVisible()
  expect(await cardSeen()).toBe(false)
  // the real dialog is usable by touch: its close button closes it
  await tap(page, 'Close')
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('a page whose load event is held back (an image still loading) has the modal fetched and mounted before it', async ({ page }) => {
  // the image answers only once the test lets it: until then the page's load event cannot fire
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/held-image.png', async (route) => {
    await held
    await route.fulfill({ status: 404, body: '' })
  })
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const img = document.createElement('img')
      img.src = '/held-image.png'
      img.alt = ''
      document.body.append(img)
    }),
  )
  await page.goto('/', { waitUntil: 'domcontentloaded', timeout: 60_000 })
  try {
    await expect(page.locator('portico-modal')).toBeAttached({ timeout: 20_000 })
    expect(await page.evaluate(() => document.readyState), 'the load event has not fired yet').not.toBe('complete')
  } finally {
    release()
  }
  await tap(page, 'Connect Wallet')
  await expect(connectView(page).getByRole('button', { name: 'Sandbox Wallet' })).toBeVisible()
})

test('prefetch: false (?prefetch=off): nothing is fetched ahead; the tap still opens the Connect view', async ({ page }) => {
  await page.goto('/?prefetch=off', { timeout: 60_000 })
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  // the page idle after load, and more: nothing mounted the modal
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1000))))
  await expect(page.locator('portico-modal')).toHaveCount(0)
  await expect(page.getByRole('checkbox', { name: 'Prefetch the modal once the page is interactive' })).not.toBeChecked()
  await tap(page, 'Connect Wallet')
  await expect(connectView(page).getByRole('button', { name: 'Sandbox Wallet' })).toBeVisible()
})
