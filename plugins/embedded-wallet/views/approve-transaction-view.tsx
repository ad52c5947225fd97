// The ApproveTransaction view: while an unsafe request of the embedded wallet runs, the secure
// frame (its own origin) shows its approval card here. The view keeps a box the size of that card
// and asks the bridge to put the frame exactly over it; the visitor's Approve/Reject happen inside
// the frame, which the page can neither draw nor click. The request gate leaves this view.
import { useEffect, useId, useRef } from 'react'
import { TOKENS, type AuthFrame } from 'portico'
import { useKernel, type ViewTitle, Spinner, useTranslate } from '../../../ui/kit/index.ts'
import messages from '../messages/compiled/en.ts'

export const title: ViewTitle<'ApproveTransaction'> = 'Approve Transaction'
export const titleId = 'embedded.approve.title'

/** The bridge's frame element (AppKit's id, kernel/auth-frame). */
const FRAME_ELEMENT_ID = 'w3m-iframe'

/** The frame's card fits 360×420 CSS px (the frame's contract); the box is the modal's width. */
export const APPROVAL_BOX_HEIGHT = 420

/**
 * Keeps the frame over `box` until the view leaves. Each animation frame compares the box's
 * rectangle: the dialog's open animation, a shake, a scroll or a resize all move it, and only some
 * of those fire events (a transform fires none).
 */
function followBox(box: HTMLElement, frame: AuthFrame, win: Window): () => void {
  let last = ''
  let handle = 0
  const place = () => {
    const { left, top, width, height } = box.getBoundingClientRect()
    const key = `${left},${top},${width},${height}`
    if (key !== last) {
      last = key
      frame.reveal({ left, top, width, height })
    }
    handle = win.requestAnimationFrame(place)
  }
  place()
  // the dialog the box sits in: still there when this view leaves for another, gone when the modal closed
  const dialog = box.closest<HTMLElement>('[role="dialog"]')
  return () => {
    win.cancelAnimationFrame(handle)
    frame.conceal()
    returnFocus(win, dialog)
  }
}

/**
 * The visitor's Approve or Reject was a click inside the frame, so the page's focus is on the frame's
 * element; once it is hidden, Esc and Tab would go to a document nobody sees. Focus goes back to the
 * dialog (or, with the modal closed, leaves the frame).
 */
function returnFocus(win: Window, dialog: HTMLElement | null): void {
  const focused = win.document.activeElement as HTMLElement | null
  if (focused?.tagName !== 'IFRAME' || focused.id !== FRAME_ELEMENT_ID) return
  if (dialog?.isConnected) dialog.focus()
  else focused.blur()
}

export default function ApproveTransactionView() {
  const kernel = useKernel()
  const box = useRef<HTMLDivElement>(null)
  const hintId = useId()
  const t = useTranslate(messages)

  useEffect(() => {
    const element = box.current
    const win = element?.ownerDocument.defaultView
    if (!element || !win) return
    return followBox(element, kernel.get(TOKENS.authFrame), win)
  }, [kernel])

  return (
    <div className="flex flex-col gap-3" data-testid="approve-transaction">
      <p id={hintId} className="text-center text-sm text-muted">
        {t('embedded.approve.hint')}
      </p>
      <div
        ref={box}
        role="region"
        aria-label={t('embedded.approve.region')}
        aria-describedby={hintId}
        data-testid="approve-transaction-frame"
        className="flex w-full items-center justify-center rounded-2xl border border-line"
        style={{ height: APPROVAL_BOX_HEIGHT }}
      >
        <Spinner size={24} label={t('embedded.approve.loading')} />
      </div>
    </div>
  )
}
