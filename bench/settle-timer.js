// Runs in the page before any of its scripts (bench/measure.ts adds it with addInitScript). Follows
// the dialog frame by frame from a click or tap until it has SETTLED, and counts its layout jumps on
// the way (issue 17: no layout jump when a view opens).
//
//   __porticoSettle.arm({ ready, frames, holdMs, dialog, deep })   the clock starts at the next pointerdown (or touchstart, or click)
//     dialog: what the dialog is (CSS; default '[role="dialog"], dialog[open]'); deep: `ready` is also looked for
//     in the open shadow roots below the dialog (a kit made of web components)
//   __porticoSettle.state → { startAt, firstDialogAt, readyAt, settledAt, jumpFrames, maxShiftPx, largestJump, layoutShift, done }
//
// Each frame from the start, the first visible dialog ('[role="dialog"]', in the document or any
// shadow root) is sampled: its layout box, its title's (the first heading) and the first element
// matching `ready` (the real view's first row: a wallet row or the email field, not a loading
// card's spinner). Layout boxes come from offsetLeft/Top/Width/Height up the offsetParent chain:
// they ignore transforms, so an entrance animation (a translate or scale) is no jump, while a
// section that arrives and pushes the dialog or its title is. A frame in which any of the three
// moved or changed size (against the frame before; the row counts once it exists) is a jump frame;
// its largest move in px is kept. The view has settled once `ready` shows and the samples stayed
// the same for `frames` frames; the watch goes on for `holdMs` more, so a section that arrives later
// than those frames still counts as a jump (and moves `settledAt` to the end of it). `settledAt` is
// the first frame of the final unchanged run: when the view took its final layout.
//
// Beside it, Chromium's own layout-shift entries (the CLS metric's) whose sources lie in the dialog
// (a node in it, or, for a node Chromium keeps hidden in a shadow root, a box that meets it) are summed from its first frame to the end of the watch (whatever hadRecentInput says: the tap
// is always recent). A plain script: tsx's transform would add helpers the page lacks.
;(() => {
  const state = { armed: false }
  let options = {}
  const roots = new Set([document])
  const attachShadow = Element.prototype.attachShadow
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init)
    roots.add(root)
    return root
  }
  const shifts = []
  try {
    new PerformanceObserver((list) => shifts.push(...list.getEntries())).observe({ type: 'layout-shift', buffered: true })
  } catch {
    // no Layout Instability API in this browser: the frame samples still count the jumps
  }

  const visible = (el) => {
    const rect = el.getBoundingClientRect()
    return rect.width > 0 && rect.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
  }
  const findDialog = () => {
    for (const root of roots) for (const el of root.querySelectorAll(options.dialog ?? '[role="dialog"], dialog[open]')) if (el.isConnected && visible(el)) return el
    return undefined
  }
  /** The layout box (transforms ignored), in whole px. */
  const box = (el) => {
    if (!el) return null
    let x = 0
    let y = 0
    for (let e = el; e; e = e.offsetParent) {
      x += e.offsetLeft
      y += e.offsetTop
    }
    return [x, y, el.offsetWidth, el.offsetHeight]
  }
  /** `root`'s matches and, when deep, those in the open shadow roots below it. */
  const matches = (root, selector) => {
    const found = [...root.querySelectorAll(selector)]
    if (options.deep) for (const el of root.querySelectorAll('*')) if (el.shadowRoot) found.push(...matches(el.shadowRoot, selector))
    return found
  }
  const firstVisible = (root, selector) => matches(root, selector).find(visible)

  let previous // the last frame's sample
  let stableFrames = 0
  let stableSince
  let dialog
  const sample = (el) => ({ dialog: box(el), title: box(el.querySelector('h1, h2, h3, [role="heading"]')), row: box(firstVisible(el, options.ready)) })
  /** The dialog's marked parts ([data-section], [data-testid]): a jump names those that came with it. */
  const marks = (el) => [...el.querySelectorAll('[data-section], [data-testid]')].map((e) => (e.dataset.section ? `section ${e.dataset.section}` : e.dataset.testid))
  const added = (before, after) => {
    const left = [...before]
    return after.filter((m) => {
      const i = left.indexOf(m)
      if (i === -1) return true
      left.splice(i, 1)
      return false
    })
  }
  let previousMarks = []
  /** The largest move or size change of a part present in both samples ({ part, from, to, px }); undefined when nothing changed. */
  const change = (a, b) => {
    let moved
    for (const part of ['dialog', 'title', 'row']) {
      if (!a[part] || !b[part]) continue
      const px = Math.max(...a[part].map((v, i) => Math.abs(v - b[part][i])))
      if (px > (moved?.px ?? 0)) moved = { part, from: a[part], to: b[part], px }
    }
    return moved
  }
  const finish = (now) => {
    state.settledAt = stableSince
    state.watchedUntil = now
    // Chromium names no node inside a shadow root (Portico's dialog is in one): such a source counts
    // when its box before or after the shift meets the dialog's
    const rect = dialog.getBoundingClientRect()
    const meets = (r) => r.width > 0 && r.height > 0 && r.left < rect.right && r.right > rect.left && r.top < rect.bottom && r.bottom > rect.top
    const inDialog = (s) => (s.node ? s.node === dialog || dialog.contains(s.node) : meets(s.previousRect) || meets(s.currentRect))
    const seen = shifts.filter((e) => e.startTime >= state.firstDialogAt && e.sources.some(inDialog))
    state.layoutShift = Math.round(seen.reduce((total, e) => total + e.value, 0) * 10000) / 10000
    state.layoutShiftEntries = seen.length
    state.done = true
  }
  const frame = () => {
    if (state.done) return
    const now = performance.now()
    const el = findDialog()
    if (el) {
      dialog = el
      state.firstDialogAt ??= now
      const current = sample(el)
      const currentMarks = marks(el)
      if (state.readyAt === undefined && current.row) state.readyAt = now
      const same = previous && JSON.stringify(previous) === JSON.stringify(current)
      if (!same) {
        const jump = previous ? change(previous, current) : undefined
        if (jump) {
          state.jumpFrames += 1
          if (jump.px > state.maxShiftPx) state.largestJump = { ...jump, at: now, added: added(previousMarks, currentMarks).slice(0, 8) }
          state.maxShiftPx = Math.max(state.maxShiftPx, jump.px)
        }
        stableFrames = 1
        stableSince = now
      } else stableFrames += 1
      previous = current
      previousMarks = currentMarks
      if (current.row && stableFrames >= options.frames && now - stableSince >= options.holdMs) return finish(now)
    }
    requestAnimationFrame(frame)
  }
  const begin = () => {
    if (!state.armed || state.startAt !== undefined) return
    state.startAt = performance.now()
    requestAnimationFrame(frame)
  }
  addEventListener('pointerdown', begin, { capture: true })
  addEventListener('touchstart', begin, { capture: true, passive: true })
  addEventListener('click', begin, { capture: true })

  window.__porticoSettle = {
    state,
    /** Whether a dialog is visible right now (a timing that starts with one open means nothing). */
    dialogNow: () => findDialog() !== undefined,
    arm({ ready, frames = 8, holdMs = 1000, dialog, deep = false }) {
      options = { ready, frames, holdMs, dialog, deep }
      for (const key of Object.keys(state)) delete state[key]
      Object.assign(state, { armed: true, jumpFrames: 0, maxShiftPx: 0, done: false })
      previous = undefined
      previousMarks = []
    },
  }
})()
