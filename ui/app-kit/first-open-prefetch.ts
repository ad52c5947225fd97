// Fetches what the first open shows (the kernel, the modal, the first view) as soon as the page is
// interactive, so that a tap at any moment after the first paint (a phone has no hover) shows the
// real view, not a loading card. A page that created an instance with a document is one whose
// modal is likely to be opened; a visitor who asked to save data (Save-Data) and an app that passes
// `prefetch: false` get it on intent only: a pointer, a focus or a press on a button (ui/button),
// or the open itself. In the page's first bundle: keep it small.
import { FONT_WAIT_MS } from '../button/use-final-font.ts'
import { whenInterFontLoaded } from '../theme/inter-font.ts'

/**
 * The rule, in order: the document parsed, the buttons' face loaded (at most FONT_WAIT_MS: the
 * buttons then show in the fallback face and the wait is over), then the page's next frame painted
 * (never in a hidden tab: a page opened in the background waits until it is shown). The face goes
 * first so that the code's requests never queue ahead of it and delay the buttons' first frame.
 */
export const PREFETCH_FACE_WAIT_MS = FONT_WAIT_MS

type PrefetchWindow = Pick<Window, 'document' | 'setTimeout' | 'requestAnimationFrame'> & Partial<Pick<Window, 'navigator'>>

/** Runs `prefetch` once the page is interactive (PREFETCH_FACE_WAIT_MS's rule); returns the cancel. */
export function prefetchWhenInteractive(win: PrefetchWindow, prefetch: () => void): () => void {
  // Network Information API (Chromium): the visitor's Save-Data preference
  if ((win.navigator as { connection?: { saveData?: boolean } } | undefined)?.connection?.saveData) return () => {}
  let cancelled = false
  const doc = win.document
  const face = Promise.race([whenInterFontLoaded(doc), new Promise((resolve) => win.setTimeout(resolve, PREFETCH_FACE_WAIT_MS))])
  const parsed = new Promise((resolve) => (doc.readyState === 'loading' ? doc.addEventListener('DOMContentLoaded', resolve, { once: true }) : resolve(0)))
  void Promise.all([parsed, face]).then(() =>
    // in the task after the frame: the fetch never delays the frame's paint
    win.requestAnimationFrame(() => win.setTimeout(() => cancelled || prefetch())),
  )
  return () => {
    cancelled = true
  }
}
