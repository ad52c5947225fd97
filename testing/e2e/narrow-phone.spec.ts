// The narrowest phones: at 320×568, on a page that is itself wider than the screen, a fixed
// element spans the layout viewport, which grows past the screen. The modal's sheet takes the
// visual viewport's box instead: it ends at the screen's edge, and its Close button is on screen.
import { expect, test } from '@playwright/test'
import { modal } from './walletconnect-pages.ts'

test.use({ viewport: { width: 320, height: 568 }, isMobile: true, hasTouch: true })
test.describe.configure({ timeout: 90_000 })

test('on a page wider than a 320 px screen, the Connect sheet fits the visible width', async ({ page }) => {
  // the playground's own content, plus a row wider than the screen, as many pages have
  await page.addInitScript(() =>
    addEventListener('DOMContentLoaded', () => {
      const wide = document.createElement('div')
      wide.style.width = '420px'
      wide.style.height = '4px'
      wide.setAttribute('aria-hidden', 'true')
      document.body.append(wide)
    }),
  )
  await page.goto('/', { timeout: 60_000 })
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  const widths = await page.evaluate(() => ({ layout: document.documentElement.clientWidth, visible: visualViewport!.width, page: document.documentElement.scrollWidth }))
  expect(widths.page).toBeGreaterThan(widths.visible)

  await page.getByRole('button', { name: 'Connect Wallet' }).tap()
  const sheet = modal(page, 'Connect Wallet')
  await expect(sheet).toBeVisible()
  const viewport = await page.evaluate(() => ({ left: visualViewport!.offsetLeft, width: visualViewport!.width }))
  await expect
    .poll(async () => {
      const box = (await sheet.boundingBox())!
      return box.x >= viewport.left - 0.5 && box.x + box.width <= viewport.left + viewport.width + 0.5
    })
    .toBe(true)
  const close = (await sheet.getByRole('button', { name: 'Close' }).boundingBox())!
  expect(close.x + close.width).toBeLessThanOrEqual(viewport.left + viewport.width)
  await sheet.getByRole('button', { name: 'Close' }).tap()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
