// When the page has loaded and gone idle, fetch what the first open shows (the kernel, the modal,
// the first view), so that a plain tap (a phone has no hover) shows the real view, not a loading
// card. A visitor who asked to save data (Save-Data) gets it on intent only: a pointer, a focus or
// a press on a button (ui/button), or the open itself. In the page's first bundle: keep it small.

/** The latest an idle page still gets its preload, when it never reports an idle period. */
export const IDLE_PRELOAD_TIMEOUT_MS = 2000

type IdleWindow = Pick<Window, 'document' | 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'> &
  Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback' | 'navigator'>>

/** Runs `preload` once, after the load event and in the page's next idle period; returns the cancel. */
export function preloadWhenIdle(win: IdleWindow, preload: () => void): () => void {
  // Network Information API (Chromium): the visitor's Save-Data preference
  if ((win.navigator as { connection?: { saveData?: boolean } } | undefined)?.connection?.saveData) return () => {}
  let cancel = () => {}
  const idle = () => {
    if (win.requestIdleCallback) {
      const id = win.requestIdleCallback(preload, { timeout: IDLE_PRELOAD_TIMEOUT_MS })
      cancel = () => win.cancelIdleCallback!(id)
    } else {
      // no idle callbacks (Safari): soon after load, once the page's own start-up work has run
      const id = win.setTimeout(preload, 200)
      cancel = () => win.clearTimeout(id)
    }
  }
  if (win.document.readyState === 'complete') idle()
  else {
    win.addEventListener('load', idle, { once: true })
    cancel = () => win.removeEventListener('load', idle)
  }
  return () => cancel()
}
