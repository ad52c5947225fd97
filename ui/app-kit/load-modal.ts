import type { AppKit } from './create-app-kit.ts'

export interface ModalHandle {
  unmount(): void
}

export interface MountOptions {
  document: Document
  /** Embedded: the element to render into. */
  target?: HTMLElement
  /** The loading dialog already showed the opening: skip the entrance animation this time. */
  instant?: boolean
}

export interface ModalModule {
  mountModal(appKit: AppKit, options: MountOptions): ModalHandle
}

let pending: Promise<ModalModule> | undefined

/**
 * The modal chunk: Radix Dialog, the shell, the compiled CSS and the font. Nothing of it is in the
 * initial bundle; it loads on first open, or earlier when the visitor points at or focuses a button
 * (`AppKitInternals.preload`).
 */
export function loadModal(): Promise<ModalModule> {
  pending ??= import('../modal/mount.tsx').catch((error: unknown) => {
    pending = undefined // a failed chunk load (offline) may be retried on the next open
    throw error
  })
  return pending
}
