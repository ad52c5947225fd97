import * as React from 'react'
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react'
import { Dialog } from 'radix-ui'
import { TOKENS } from '../../kernel/index.ts'
import { internalsOf } from '../app-kit/app-kit-instance.ts'
import { useAppKitInstance, useKernel } from '../app-kit/context.tsx'
import { useObservable } from '../hooks/use-observable.ts'
import { useLocale } from '../i18n/use-translate.ts'
import { restoreFocus, trapTab } from './focus.ts'
import { ModalShell } from './modal-shell.tsx'
import { lockPageScroll, pageScrollbarWidth } from './page-scroll-lock.ts'
import { followVisualViewport, visibleBox, VISUAL_VIEWPORT_HEIGHT, VISUAL_VIEWPORT_LEFT, VISUAL_VIEWPORT_TOP, VISUAL_VIEWPORT_WIDTH, type VisibleBox } from './visual-viewport.ts'

const panel = 'relative w-modal max-w-full overflow-hidden rounded-2xl border border-line bg-bg font-sans text-fg shadow-modal'
/**
 * In a window the dialog is a column no taller than the visible box: its header stays, its body
 * scrolls. Below Tailwind's `sm` (640 px wide: phones) it is a bottom sheet as wide as the screen,
 * clear of the home indicator (safe-area insets) and, through the frame, of the keyboard.
 */
const dialogPanel = 'flex max-h-full flex-col max-sm:w-full max-sm:rounded-b-none max-sm:border-b-0 max-sm:pb-[env(safe-area-inset-bottom)]'
/** The frame the dialog sits in: the visual viewport's box (followVisualViewport), the window where there is none. */
const dialogFrame =
  'pointer-events-none fixed inset-x-0 z-modal flex items-center justify-center p-2 sm:p-6 max-sm:items-end max-sm:px-0 max-sm:pb-0 max-sm:pt-[max(0.5rem,env(safe-area-inset-top))]'
const frameBox = {
  top: `var(${VISUAL_VIEWPORT_TOP}, 0px)`,
  height: `var(${VISUAL_VIEWPORT_HEIGHT}, 100%)`,
  left: `var(${VISUAL_VIEWPORT_LEFT}, 0px)`,
  width: `var(${VISUAL_VIEWPORT_WIDTH}, 100%)`,
}

/** React's Activity (19.2 and later): undefined on an older React, which renders the dialog at its first open. */
const Activity = (React as { Activity?: (props: { mode: 'hidden' | 'visible'; children: ReactNode }) => ReactNode }).Activity

export interface ModalRootProps {
  /** Where Radix portals the dialog: an element inside our shadow root. */
  container: HTMLElement | null
  embedded: boolean
}

/**
 * The modal: a Radix Dialog whose open state is the kernel's. Every way of closing (Esc, the close
 * button, a click on our overlay) goes through `modal.close()`, which may refuse and shake instead.
 */
export function ModalRoot({ container, embedded }: ModalRootProps) {
  const appKit = useAppKitInstance()
  const inner = internalsOf(appKit)
  const modal = useKernel().get(TOKENS.modal)
  const state = useObservable(modal.state$, () => modal.get())
  // the dialog's language and direction: Arabic mirrors the layout (logical CSS properties)
  const { tag, dir } = useLocale()
  // The pointerdown that started on our own overlay, seen while it was being dispatched: Radix
  // reports an outside press only at the following click, when composedPath() is already empty.
  const overlayPress = useRef<Event | null>(null)
  const titleId = useId()
  // whether the dialog has been open once (then it renders as Radix mounts and unmounts it)
  const opened = useRef(false)
  if (state.open) opened.current = true
  // the frame mounts with the open dialog (Radix portals it then): follow the visible box meanwhile
  const [frame, setFrame] = useState<HTMLDivElement | null>(null)
  // the visible box and the page's scrollbar read as the dialog opens, before it is shown: read once
  // it is in, they would lay the whole new dialog out ahead of its first frame
  const seenBox = useRef<VisibleBox | undefined>(undefined)
  const scrollbar = useRef(0)
  if (!embedded && state.open && !frame && container) {
    seenBox.current = visibleBox(container.ownerDocument.defaultView)
    scrollbar.current = pageScrollbarWidth(container.ownerDocument)
  }
  // the page behind stays put while the dialog is open (Radix's own lock needs a <style> element: lockPageScroll)
  useEffect(() => (embedded || !state.open || !container ? undefined : lockPageScroll(container.ownerDocument, scrollbar.current)), [container, embedded, state.open])
  useEffect(() => (frame ? followVisualViewport(frame, seenBox.current) : undefined), [frame])

  // Rendered ahead, hidden: until the first open the dialog is drawn offscreen (Activity keeps its
  // effects, so its focus trap and aria-hidden siblings, unmounted), so an open only reveals it
  const ahead = Activity !== undefined && !opened.current
  const dialog = useMemo(
    () => (
      <Dialog.Root open={state.open || ahead} onOpenChange={(open) => !open && appKit.close()}>
        <Dialog.Portal container={container}>
          {/* Not Dialog.Overlay: its scroll lock (react-remove-scroll) inserts a <style> element, which a
              strict Content-Security-Policy refuses. Pointer events on: Radix turns them off on <body>. */}
          <div
            data-testid="portico-overlay"
            className="pc-fade-in fixed inset-0 z-modal bg-overlay"
            style={{ pointerEvents: 'auto' }}
            onPointerDown={(event) => {
              overlayPress.current = event.nativeEvent.composedPath()[0] === event.currentTarget ? event.nativeEvent : null
            }}
          />
          <div ref={setFrame} className={dialogFrame} style={frameBox} data-testid="portico-frame">
            <Dialog.Content
              dir={dir}
              lang={tag}
              aria-describedby={undefined}
              data-testid="portico-modal"
              data-shake={state.shake || undefined}
              aria-busy={state.loading || undefined}
              className={`pc-pop-in pointer-events-auto outline-none ${panel} ${dialogPanel}`}
              onKeyDown={trapTab}
              onPointerDownOutside={(event) => {
                // Radix may see a press inside our shadow root as "outside" (its target is the host), and
                // a wallet extension's prompt is outside too: only a press on our own overlay dismisses.
                if (event.detail.originalEvent !== overlayPress.current) event.preventDefault()
              }}
              onFocusOutside={(event) => event.preventDefault()}
              onCloseAutoFocus={(event) => {
                event.preventDefault()
                restoreFocus(inner.opener)
              }}
            >
              <ModalShell titleId={titleId} inDialog ahead={ahead} />
            </Dialog.Content>
          </div>
        </Dialog.Portal>
      </Dialog.Root>
    ),
    [state.open, ahead, state.shake, state.loading, appKit, inner, container, dir, tag, titleId],
  )
  if (embedded) {
    return (
      <section aria-labelledby={titleId} dir={dir} lang={tag} data-testid="portico-modal" data-shake={state.shake || undefined} aria-busy={state.loading || undefined} className={panel}>
        <ModalShell titleId={titleId} inDialog={false} />
      </section>
    )
  }

  return Activity ? <Activity mode={ahead ? 'hidden' : 'visible'}>{dialog}</Activity> : dialog
}
