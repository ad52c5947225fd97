import type { ModalModule } from './modal-module.ts'

export type { ModalHandle, ModalModule, MountOptions } from './modal-module.ts'

let pending: Promise<ModalModule> | undefined
let loaded: ModalModule | undefined

/**
 * The modal chunk (modal-entry.ts): Radix Dialog, the shell, the compiled CSS and the font. Nothing of it is in the
 * initial bundle; it loads on first open, or earlier: when the page is idle after load, or when the
 * visitor points at, presses or focuses a button (`AppKitInternals.preload`).
 */
export function loadModal(): Promise<ModalModule> {
  pending ??= import('./modal-entry.ts').then(
    (m) => (loaded = m),
    (error: unknown) => {
      pending = undefined // a failed chunk load (offline) may be retried on the next open
      throw error
    },
  )
  return pending
}

/** The modal chunk if it has arrived (then an open can mount it within its own task). */
export function loadedModal(): ModalModule | undefined {
  return loaded
}
