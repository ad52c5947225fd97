import { createElement, useEffect, useRef } from 'react'
import { TOKENS } from '../../kernel/tokens.ts'
import { useAppKitInstance } from './context.tsx'
import { internalsOf } from './app-kit-instance.ts'
import { loadModal, type ModalHandle } from './load-modal.ts'

/**
 * Where the modal renders inline when the instance was created with `enableEmbedded: true`.
 * Renders nothing otherwise: the overlay modal mounts itself on document.body when opened.
 * Embedded, the modal shows from the start: mounting this loads the kernel and the modal chunk.
 */
export function AppKitModal() {
  const appKit = useAppKitInstance()
  const embedded = internalsOf(appKit).options.enableEmbedded
  const ref = useRef<HTMLElement>(null)

  useEffect(() => {
    const target = ref.current
    if (!embedded || !target) return
    let handle: ModalHandle | undefined
    let cancelled = false
    const inner = internalsOf(appKit)
    Promise.all([inner.loadKernel(), loadModal()])
      .then(([, m]) => {
        if (!cancelled) handle = m.mountModal(appKit, { document: target.ownerDocument, target })
      })
      .catch((error: unknown) => {
        // a kernel that failed to load has logged already
        if (inner.kernel) inner.kernel.get(TOKENS.logger).error('could not load the modal', error)
      })
    return () => {
      cancelled = true
      handle?.unmount()
    }
  }, [appKit, embedded])

  return embedded ? createElement('portico-embedded', { ref, 'data-testid': 'portico-embedded' }) : null
}
