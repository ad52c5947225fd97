// Records each connection status the playground shows (one entry per change), read every frame
// from its status text, from the next page load on.
import { expect, type Page } from '@playwright/test'

/** Starts recording on the page's next load; read the result with `recordedStatuses`. `until`: stop once this status shows. */
export async function recordStatuses(page: Page, until?: string): Promise<void> {
  await page.addInitScript((stop) => {
    const seen: string[] = []
    ;(window as unknown as { __statuses: string[] }).__statuses = seen
    const record = () => {
      const text = document.querySelector('[data-testid="account-status"]')?.textContent
      if (text && seen[seen.length - 1] !== text) seen.push(text)
      if (text !== stop) requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  }, until ?? null)
}

export function recordedStatuses(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses)
}

/** Reloads a page and returns each connection status it showed on the way until "connected". */
export async function reloadRecordingStatuses(page: Page): Promise<string[]> {
  await recordStatuses(page, 'connected')
  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  return recordedStatuses(page)
}
