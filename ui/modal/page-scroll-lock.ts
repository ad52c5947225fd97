/**
 * Locks the page's own scrolling while the modal is open: `overflow: hidden` on <html> (the
 * viewport's scroller) and, where a classic scrollbar disappears with it, its width as padding so
 * the page does not shift. CSSOM writes only, which a page's Content-Security-Policy allows; Radix's
 * lock inserts a <style> element, which a strict policy (no 'unsafe-inline') refuses. Returns the
 * unlock, which puts back what was there (locks nest: the last taken is released first).
 */
export function lockPageScroll(doc: Document): () => void {
  const root = doc.documentElement
  const scrollbar = Math.max(0, (doc.defaultView?.innerWidth ?? 0) - root.clientWidth)
  const before = { overflow: root.style.overflow, paddingRight: root.style.paddingRight }
  root.style.overflow = 'hidden'
  if (scrollbar > 0) root.style.paddingRight = `calc(${before.paddingRight || '0px'} + ${scrollbar}px)`
  return () => {
    root.style.overflow = before.overflow
    root.style.paddingRight = before.paddingRight
  }
}
