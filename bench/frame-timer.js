// Runs in the page before any of its scripts (bench/measure.ts adds it with addInitScript). Times
// "something becomes visible" from inside the page, frame by frame: the first animation frame in
// which a visible element matches a CSS selector or holds a text, in the document or in any open
// shadow root (Portico renders its button and modal in shadow roots).
//
//   __porticoFrameTimer.arm({ text, selector, start })
//     start 'click':      the clock starts at the next pointerdown (or touchstart, or click) anywhere on the page
//     start 'navigation': the clock is the document's own: 0 is the navigation start of this load
//                         (performance.now()), so a reload is timed from the moment it began
//   __porticoFrameTimer.state → { armed, startAt, visibleAt }
//   __porticoFrameTimer.visibleNow() → whether the armed target is visible already
//
// A `text` matches a text node that contains it, whose element is visible (not a hidden copy). A
// MutationObserver marks when the DOM changed so frames without changes skip the search; shadow
// roots are observed from the moment they are attached (attachShadow is wrapped), and once a
// candidate exists but is not visible yet (an opening animation changes no DOM), every frame
// checks it. A plain script: tsx's transform would add helpers to a serialized function that the
// page lacks.
;(() => {
  const state = { armed: false }
  let target = {}
  let dirty = true
  let pending = false
  const observed = new WeakSet()
  const observer = new MutationObserver(() => (dirty = true))
  const observe = (root) => {
    if (observed.has(root)) return
    observed.add(root)
    observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true })
  }
  const attachShadow = Element.prototype.attachShadow
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init)
    observe(root)
    dirty = true
    return root
  }

  const visible = (el) => {
    const rect = el.getBoundingClientRect()
    return rect.width > 0 && rect.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
  }
  const found = (root) => {
    observe(root)
    if (target.selector) {
      for (const el of root.querySelectorAll(target.selector)) {
        if (visible(el)) return true
        pending = true
      }
    }
    if (target.text) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.data.includes(target.text)) continue
        const el = node.parentElement ?? root.host
        if (el && visible(el)) return true
        pending = true
      }
    }
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot && found(el.shadowRoot)) return true
    return false
  }
  let looping = false
  const loop = () => {
    if (looping) return
    looping = true
    requestAnimationFrame(frame)
  }
  const frame = () => {
    if (state.visibleAt !== undefined || state.startAt === undefined) return void (looping = false)
    if (dirty || pending) {
      dirty = false
      pending = false
      if (found(document)) {
        state.visibleAt = performance.now()
        looping = false
        return
      }
    }
    requestAnimationFrame(frame)
  }
  const begin = () => {
    if (!state.armed || state.startAt !== undefined) return
    state.startAt = performance.now()
    dirty = true
    loop()
  }
  addEventListener('pointerdown', begin, { capture: true })
  addEventListener('touchstart', begin, { capture: true, passive: true })
  addEventListener('click', begin, { capture: true })

  window.__porticoFrameTimer = {
    state,
    /** Whether the armed target is visible right now (a timing that starts with it visible means nothing). */
    visibleNow: () => found(document),
    arm({ text, selector, start = 'click' }) {
      if (!text && !selector) throw new Error('frame timer: give a text or a selector')
      target = { text, selector }
      state.armed = true
      delete state.startAt
      delete state.visibleAt
      if (start === 'navigation') {
        state.startAt = 0
        dirty = true
        loop()
      }
    },
  }
  // Armed before the page's scripts run (a reload): set by an init script added before this one.
  if (window.__porticoFrameTimerArm) window.__porticoFrameTimer.arm(window.__porticoFrameTimerArm)
})()
