// Runs in the page before any of its scripts (bench/measure.ts). Stamps the trigger's pointerdown
// (or a keyboard click) and the first animation frame in which a visible dialog exists, in the
// document or in any open shadow root (the modal renders in one). A MutationObserver marks when
// the DOM changed, so frames without changes skip the search; once a dialog exists but is not yet
// visible (an opening animation changes no DOM), every frame checks it.
;(() => {
  const bench = {}
  window.__porticoBench = bench
  const selector = '[role="dialog"], dialog[open]'
  const observed = new WeakSet()
  let dirty = true
  const observer = new MutationObserver(() => (dirty = true))
  const observe = (root) => {
    if (observed.has(root)) return
    observed.add(root)
    observer.observe(root, { subtree: true, childList: true, attributes: true })
  }
  const visible = (el) => {
    const rect = el.getBoundingClientRect()
    return rect.width > 0 && rect.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
  }
  let pending = false // a dialog exists, not visible yet
  const findVisibleDialog = (root) => {
    observe(root)
    for (const el of root.querySelectorAll(selector)) {
      if (visible(el)) return true
      pending = true
    }
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot && findVisibleDialog(el.shadowRoot)) return true
    return false
  }
  const frame = () => {
    if (dirty || pending) {
      dirty = false
      pending = false
      if (findVisibleDialog(document)) {
        bench.visibleAt = performance.now()
        observer.disconnect()
        return
      }
    }
    requestAnimationFrame(frame)
  }
  const start = () => {
    if (bench.clickAt !== undefined) return
    bench.clickAt = performance.now()
    dirty = true
    requestAnimationFrame(frame)
  }
  addEventListener('pointerdown', start, { capture: true })
  addEventListener('click', start, { capture: true })
})()
