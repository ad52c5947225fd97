/**
 * Locks the page's own scrolling while the modal is open: `overflow: hidden` on <html> (the
 * viewport's scroller) and, where a classic scrollbar disappears with it, its width as padding so
 * the page does not shift. CSSOM writes only, which a page's Content-Security-Policy allows; Radix's
 * lock inserts a <style> element, which a strict policy (no 'unsafe-inline') refuses. Returns the
 * unlock, which puts back what was there (locks nest: the last taken is released first).
 * `scrollbar` may be read ahead (pageScrollbarWidth): read once the dialog is in, it lays the
 * whole new dialog out before its first frame.
 */
export function lockPageScroll(doc: Document, scrollbar: number = pageScrollbarWidth(doc)): () => void {
  const root = doc.documentElement
  const before = { overflow: root.style.overflow, paddingRight: root.style.paddingRight }
  root.style.overflow = 'hidden'
  if (scrollbar > 0) root.style.paddingRight = `calc(${before.paddingRight || '0px'} + ${scrollbar}px)`
  return () => {
    root.style.overflow = before.overflow
    root.style.paddingRight = before.paddingRight
  }
}

/** The width of the page's classic scrollbar (0 for an overlay one or none): a layout read. */
export function pageScrollbarWidth(doc: Document): number {
  return Math.max(0, (doc.defaultView?.innerWidth ?? 0) - doc.documentElement.clientWidth)
}
