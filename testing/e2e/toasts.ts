// The modal's toasts as a visitor sees them, read without racing their 2.2 s on screen
// (TOAST_AUTO_CLOSE_MS). Polling a toast from the test goes over the DevTools protocol, and on a
// loaded machine one poll may take longer than the toast stays: a full run beside `stress-ng --cpu 2`
// missed 'Link copied' and read a swap's toast after it had closed. So the page itself notes each
// toast it shows (a timer in the page cannot miss one: the toast's own close timer fires after it),
// and the test takes them from that list.
import { expect, type Page } from '@playwright/test'

declare global {
  interface Window {
    __e2eToasts?: string[]
  }
}

/** Runs in the page: notes every toast text shown from now on (once per toast and text). */
function noteToasts() {
  if (window.__e2eToasts) return
  const seen: string[] = []
  window.__e2eToasts = seen
  const shown = new WeakMap<Element, string>()
  // the modal renders inside open shadow roots: walk them
  const scan = (root: Document | ShadowRoot) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.shadowRoot) scan(element.shadowRoot)
      if (element.getAttribute('data-testid') !== 'toast') continue
      const text = element.textContent?.trim() ?? ''
      if (text && shown.get(element) !== text) {
        shown.set(element, text)
        seen.push(text)
      }
    }
  }
  setInterval(() => scan(document), 40)
}

/** Notes every toast the page shows, in the page loaded now and in every page it loads next. */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(noteToasts)
  await page.evaluate(noteToasts)
}

/**
 * Waits until the page has shown a toast matching `text` that no earlier call took, takes it, and
 * returns its whole text. Call `recordToasts` before what makes the toast.
 */
export async function expectToast(page: Page, text: string | RegExp, options: { timeout?: number } = {}): Promise<string> {
  const pattern = typeof text === 'string' ? { exact: text } : { source: text.source, flags: text.flags }
  let found: string | null = null
  await expect
    .poll(
      async () => {
        found = await page.evaluate((pattern) => {
          const seen = window.__e2eToasts
          if (!seen) throw new Error('recordToasts(page) was not called before the toast')
          const index = seen.findIndex((shown) => ('exact' in pattern ? shown === pattern.exact : new RegExp(pattern.source, pattern.flags).test(shown)))
          return index < 0 ? null : seen.splice(index, 1)[0]!
        }, pattern)
        return found !== null
      },
      { message: `a toast ${String(text)}`, timeout: options.timeout ?? 15_000 },
    )
    .toBe(true)
  return found!
}
