// Reloads a page and returns each connection status it showed on the way (one entry per change),
// read every frame from the playground's status text until it says "connected".
import { expect, type Page } from '@playwright/test'

export async function reloadRecordingStatuses(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __statuses: string[] }).__statuses = seen
    const record = () => {
      const text = document.querySelector('[data-testid="account-status"]')?.textContent
      if (text && seen[seen.length - 1] !== text) seen.push(text)
      if (text !== 'connected') requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  })
  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  return page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses)
}
