// Which instance mounts its own modal: an overlay one in a page. An embedded modal is rendered by
// <AppKitModal/>, and a server renders none.
import type { AppKit, AppKitInternals } from './app-kit-instance.ts'
import { createModalMounter, type ModalMounter } from './modal-mounter.ts'

/** The overlay instance's mounter over its internals; undefined for an embedded modal or on a server. */
export function overlayMounter(
  doc: Document | undefined,
  embedded: boolean,
  appKit: AppKit,
  inner: AppKitInternals,
  onFailure: () => void,
  logError: (message: string, error: unknown) => void,
): ModalMounter | undefined {
  if (!doc || embedded) return undefined
  return createModalMounter({
    document: doc,
    appKit,
    loadKernel: inner.loadKernel,
    loadedKernel: () => inner.kernel,
    theme: inner.theme,
    locale: inner.locale,
    isOpen: () => inner.state.get().open,
    close: () => appKit.close(),
    onFailure,
    logError,
  })
}
