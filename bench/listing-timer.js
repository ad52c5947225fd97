// Runs in the page (bench/measure.ts adds it before the page's scripts). Times the wallet listing
// from inside the page: a trigger's click → the first frame in which a listing item is visible,
// and typing a query → the first frame in which a search result is visible. Looks through open
// shadow roots (the modal renders in one). A plain script: tsx's transform would add helpers to a
// serialized function that the page lacks.
;(() => {
  const deepAll = (root, selector, out = []) => {
    out.push(...root.querySelectorAll(selector))
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) deepAll(el.shadowRoot, selector, out)
    return out
  }
  const visible = (el) => {
    const rect = el.getBoundingClientRect()
    return rect.width > 0 && rect.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
  }
  /** Resolves with the time of the first animation frame in which `test()` holds. */
  const firstFrame = (test, timeoutMs) =>
    new Promise((resolve, reject) => {
      const started = performance.now()
      const frame = () => {
        if (test()) return resolve(performance.now())
        if (performance.now() - started > timeoutMs) return reject(new Error(`nothing visible within ${timeoutMs} ms`))
        requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    })
  const nameOf = (el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim()

  window.__porticoListingBench = {
    /** Clicks the button whose name starts with `trigger`; ms until an `item` is visible. */
    async open({ trigger, item, timeoutMs = 10_000 }) {
      const button = deepAll(document, 'button').find((b) => visible(b) && nameOf(b).startsWith(trigger))
      if (!button) throw new Error(`no visible "${trigger}" button`)
      const start = performance.now()
      button.click()
      return (await firstFrame(() => deepAll(document, item).some(visible), timeoutMs)) - start
    },
    /** Types `query` into the `input` (as one input event); ms until a `result` is visible. */
    async search({ input, query, result, timeoutMs = 10_000 }) {
      const field = deepAll(document, input).find(visible)
      if (!field) throw new Error(`no visible search field (${input})`)
      field.focus()
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
      const start = performance.now()
      setValue.call(field, query)
      field.dispatchEvent(new Event('input', { bubbles: true }))
      return (await firstFrame(() => deepAll(document, result).some(visible), timeoutMs)) - start
    },
  }
})()
