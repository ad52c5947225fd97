// Mounts an overlay instance's modal once: the kernel and the modal chunk (Radix, the shell, the
// CSS, the font) load in parallel; if they have not come LOADING_CARD_DELAY_MS after the open, the
// modal shows a first frame from the page's first bundle (loading-dialog.ts) until they have. When
// they have arrived already (an idle page preloaded them, or a hover did), the open mounts the real
// modal within its own task: no loading card.
import type { Kernel } from '../../kernel/container/create-kernel.ts'
import type { LocaleChoice } from '../../kernel/i18n/locale-tag.ts'
import type { ThemeState } from './boot-state.ts'
import type { ReadableStore } from './boot-store.ts'
import type { AppKit } from './app-kit-instance.ts'
import { loadModal as loadModalChunk, loadedModal as loadedModalChunk, type ModalHandle, type ModalModule } from './load-modal.ts'
import { showLoadingDialog, type LoadingDialog } from './loading-dialog.ts'

/**
 * How long an open waits for the real dialog before it shows the loading card (our choice; none is documented). A tap
 * soon after load (the idle prefetch not done) has the real Connect view ~170 ms later (bench (m)):
 * a card shown at once is then replaced by a dialog of another size, a layout jump (bench (p), issue
 * 17). So the card shows only when the wait is longer than this; 300 ms is React's own throttle for
 * a Suspense fallback, for the same reason.
 */
export const LOADING_CARD_DELAY_MS = 300

export interface ModalMounterOptions {
  document: Document
  appKit: AppKit
  loadKernel(): Promise<Kernel>
  /** The kernel if it has loaded. */
  loadedKernel(): Kernel | undefined
  theme: ReadableStore<ThemeState>
  /** The locale the first frame names itself in (the buttons' one). */
  locale: ReadableStore<LocaleChoice>
  /** Whether the modal is open now: the first frame shows only then. */
  isOpen(): boolean
  /** What Esc, the overlay and the close button of the first frame do. */
  close(): void
  /** Nothing could show the modal: the instance says it is closed (a later open tries again). */
  onFailure(): void
  logError(message: string, error: unknown): void
  /** The modal chunk, and the chunk if it has arrived; tests pass their own. */
  loadModal?: () => Promise<ModalModule>
  loadedModal?: () => ModalModule | undefined
  /** Default LOADING_CARD_DELAY_MS; 0 shows the card within the open. */
  loadingCardDelayMs?: number
}

export interface ModalMounter {
  /** Loads what the modal needs and mounts it once; settles when it shows (or could not). */
  mount(): Promise<void>
  /** The modal closed before the real dialog came: the first frame goes, focus returns to `opener`, as the real one does it. */
  closedEarly(opener: Element | null): void
  dispose(): void
}

export function createModalMounter(o: ModalMounterOptions): ModalMounter {
  const loadModal = o.loadModal ?? loadModalChunk
  const loadedModal = o.loadedModal ?? loadedModalChunk
  let handle: ModalHandle | undefined
  let mounting: Promise<void> | undefined
  let loadingDialog: LoadingDialog | undefined
  let cardTimer: ReturnType<typeof setTimeout> | undefined
  let disposed = false
  const cardDelay = o.loadingCardDelayMs ?? LOADING_CARD_DELAY_MS

  function showLoadingCard() {
    cardTimer = undefined
    if (!disposed && !handle && !loadingDialog && o.isOpen()) loadingDialog = showLoadingDialog(o.document, o.theme.get(), o.locale.get(), o.close)
  }
  function hideLoadingDialog() {
    clearTimeout(cardTimer)
    cardTimer = undefined
    loadingDialog?.remove()
    loadingDialog = undefined
  }

  return {
    mount() {
      if (disposed) return Promise.resolve()
      const kernel = o.loadedKernel()
      const m = loadedModal()
      const view = kernel && m && !handle && !mounting ? m.loadViewWithSections(kernel) : null
      if (kernel && m && view !== null && (view === undefined || view.status === 'fulfilled')) {
        // everything is here: the real dialog renders now, in the task of the click that opened it
        try {
          handle = m.mountModal(o.appKit, { document: o.document, instant: false })
        } catch (error) {
          o.logError('could not show the modal', error)
          o.onFailure()
          return Promise.reject(error)
        }
        return (mounting = Promise.resolve())
      }
      if (!handle && !loadingDialog && cardTimer === undefined && o.isOpen()) {
        if (cardDelay > 0) cardTimer = setTimeout(showLoadingCard, cardDelay)
        else showLoadingCard()
      }
      mounting ??= Promise.all([
        o.loadKernel(),
        loadModal().catch((error: unknown) => {
          o.logError('could not load the modal', error)
          throw error
        }),
      ])
        // The view's chunk is on its way too (preloaded): wait for it and its plugin sections, so the
        // dialog renders with its content rather than a fallback React would keep on screen for at least 300 ms.
        .then(([kernel, m]) => Promise.resolve(m.loadViewWithSections(kernel)?.catch(() => {})).then(() => m))
        .then(
          (m) => {
            // the real dialog renders synchronously: it replaces the loading one within this task
            if (!disposed && !handle) handle = m.mountModal(o.appKit, { document: o.document, instant: loadingDialog !== undefined })
            hideLoadingDialog()
          },
          (error: unknown) => {
            mounting = undefined
            if (!disposed) o.onFailure() // closes: the first frame goes and focus returns (closedEarly)
            hideLoadingDialog()
            throw error
          },
        )
      return mounting
    },
    closedEarly(opener) {
      if (!loadingDialog) {
        // closed before the card showed: focus never left the opener
        hideLoadingDialog()
        return
      }
      hideLoadingDialog()
      const element = opener as HTMLElement | null
      if (element?.isConnected && typeof element.focus === 'function') element.focus({ preventScroll: true })
    },
    dispose() {
      disposed = true
      hideLoadingDialog()
      handle?.unmount()
    },
  }
}
