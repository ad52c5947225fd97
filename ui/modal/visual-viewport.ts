// The part of the window a visitor actually sees. On a phone the on-screen keyboard covers the
// bottom of the layout viewport (position: fixed does not move out of its way), and a pinch zoom
// shows only part of it: `window.visualViewport` says what is left. The modal's frame takes that
// box, so the dialog shrinks above the keyboard and a focused field scrolls back into view.

/**
 * The CSS variables set on the modal's frame: the visible box's top, height, left and width, in
 * px. The width matters on a page wider than a narrow phone's screen: the layout viewport (what a
 * fixed element spans) then grows past the screen, and a sheet as wide as it would run off the edge.
 */
export const VISUAL_VIEWPORT_TOP = '--pc-vv-top'
export const VISUAL_VIEWPORT_HEIGHT = '--pc-vv-height'
export const VISUAL_VIEWPORT_LEFT = '--pc-vv-left'
export const VISUAL_VIEWPORT_WIDTH = '--pc-vv-width'

interface VisualViewportLike extends EventTarget {
  readonly height: number
  readonly offsetTop: number
  readonly width: number
  readonly offsetLeft: number
}

/** The visible box, in px. */
export interface VisibleBox {
  top: number
  height: number
  left: number
  width: number
}

const viewportOf = (win: Window | null | undefined) => (win as (Window & { visualViewport?: VisualViewportLike | null }) | null | undefined)?.visualViewport

const boxOf = (viewport: VisualViewportLike): VisibleBox => ({
  top: Math.max(0, viewport.offsetTop),
  height: viewport.height,
  left: Math.max(0, viewport.offsetLeft),
  width: viewport.width,
})

/**
 * The visible box now, or undefined without a visual viewport. Reading it lays the page out: read
 * before the dialog is inserted (the layout is clean then, so it costs nothing), not after, when it
 * would lay out the whole new dialog ahead of its frame.
 */
export function visibleBox(win: Window | null | undefined): VisibleBox | undefined {
  const viewport = viewportOf(win)
  return viewport ? boxOf(viewport) : undefined
}

/**
 * Keeps `--pc-vv-top` / `--pc-vv-height` / `--pc-vv-left` / `--pc-vv-width` on `element` equal to the window's visual viewport (both
 * unset where there is none: the frame then covers the window). After each change, the focused
 * field inside `element` (an email or code being typed) is scrolled into view. `seen`: the box as read
 * just before `element` was inserted (visibleBox), set at once instead of reading it again. Returns the cleanup.
 */
export function followVisualViewport(element: HTMLElement, seen?: VisibleBox): () => void {
  const win = element.ownerDocument.defaultView
  const viewport = viewportOf(win)
  if (!win || !viewport) return () => {}
  let frame = 0
  const set = (box: VisibleBox) => {
    element.style.setProperty(VISUAL_VIEWPORT_TOP, `${box.top}px`)
    element.style.setProperty(VISUAL_VIEWPORT_HEIGHT, `${box.height}px`)
    element.style.setProperty(VISUAL_VIEWPORT_LEFT, `${box.left}px`)
    element.style.setProperty(VISUAL_VIEWPORT_WIDTH, `${box.width}px`)
  }
  const apply = (box = boxOf(viewport)) => {
    frame = 0
    set(box)
    const root = element.getRootNode() as Document | ShadowRoot
    const focused = root.activeElement
    if (focused instanceof win.HTMLElement && element.contains(focused) && isTextField(focused)) {
      focused.scrollIntoView({ block: 'nearest' })
    }
  }
  const schedule = () => {
    if (!frame) frame = win.requestAnimationFrame(() => apply())
  }
  apply(seen)
  viewport.addEventListener('resize', schedule)
  viewport.addEventListener('scroll', schedule)
  return () => {
    viewport.removeEventListener('resize', schedule)
    viewport.removeEventListener('scroll', schedule)
    if (frame) win.cancelAnimationFrame(frame)
    element.style.removeProperty(VISUAL_VIEWPORT_TOP)
    element.style.removeProperty(VISUAL_VIEWPORT_HEIGHT)
    element.style.removeProperty(VISUAL_VIEWPORT_LEFT)
    element.style.removeProperty(VISUAL_VIEWPORT_WIDTH)
  }
}

function isTextField(element: HTMLElement): boolean {
  return element.tagName === 'TEXTAREA' || (element.tagName === 'INPUT' && !['button', 'checkbox', 'radio', 'submit'].includes((element as HTMLInputElement).type))
}
