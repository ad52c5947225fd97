import type { Kernel } from '../../kernel/container/create-kernel.ts'
import type { ViewName } from '../../kernel/router/views.ts'
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
  /** Loads a view (default: the router's current one) with its plugin sections; see modal-entry.ts. */
  loadViewWithSections(kernel: Kernel, view?: ViewName): (Promise<unknown> & { status?: 'fulfilled' | 'rejected' }) | undefined
}

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
