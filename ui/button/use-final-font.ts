import { useLayoutEffect, useRef, useSyncExternalStore, type RefObject } from 'react'
import { registerInterFont, whenInterFontLoaded, interFontLoaded } from '../theme/inter-font.ts'

/**
 * How long a button rendered in the browser stays hidden waiting for Inter before it shows in the
 * fallback face (as CSS's `font-display: fallback` would): long enough for a font from the page's
 * own server, short enough that a slow network never hides the button for long.
 */
export const FONT_WAIT_MS = 100

const never = () => () => {}

/**
 * Registers Inter before the first paint and, for a button rendered in the browser (not hydrated
 * from server HTML, which is already on screen), keeps the host hidden until the face has loaded,
 * at most FONT_WAIT_MS: the button's first visible frame is in its final face and width, so the
 * page does not shift when the font arrives.
 */
export function useFinalFont(ref: RefObject<HTMLElement | null>): void {
  // true while hydrating server HTML (React then reads the server snapshot), false for a client render
  const hydrating = useSyncExternalStore(never, () => false, () => true)
  const fromServer = useRef(hydrating)
  useLayoutEffect(() => {
    const host = ref.current
    if (!host) return
    const doc = host.ownerDocument
    registerInterFont(doc)
    // without the Font Loading API nothing says when the face is there: never hide then
    if (fromServer.current || !doc.fonts?.load || interFontLoaded(doc)) return
    host.setAttribute('data-font-pending', '')
    const show = () => host.removeAttribute('data-font-pending')
    const timer = setTimeout(show, FONT_WAIT_MS)
    void whenInterFontLoaded(doc).then(show)
    return () => {
      clearTimeout(timer)
      show()
    }
  }, [ref])
}
