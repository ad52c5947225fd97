// When the page may be going away: the document turns hidden, is frozen,
// or the page is hidden for navigation (pagehide). The last moment a beacon is sure to go out.

/** Calls `handler` each time the page is hidden; returns the function that stops listening. */
export function onPageHide(win: Window | undefined, handler: () => void): () => void {
  const doc = win?.document as Partial<Document> | undefined
  const onVisibility = () => {
    if (doc?.visibilityState === 'hidden') handler()
  }
  const listening: [Partial<EventTarget> | undefined, string, () => void][] = [
    [doc, 'visibilitychange', onVisibility],
    [doc, 'freeze', handler],
    [win, 'pagehide', handler],
  ]
  const active = listening.filter(([target, type, listener]) => {
    try {
      target!.addEventListener!(type, listener)
      return true
    } catch {
      return false // no such target, or one that cannot listen: nothing to flush on
    }
  })
  return () => {
    for (const [target, type, listener] of active) {
      try {
        target!.removeEventListener?.(type, listener)
      } catch {
        // already gone
      }
    }
  }
}
