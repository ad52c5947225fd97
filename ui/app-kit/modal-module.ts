// The modal chunk's face as the page's code sees it before the chunk has loaded: types only, so
// the chunk's own files can use them without importing the loader.
import type { Kernel } from '../../kernel/container/create-kernel.ts'
import type { ViewName } from '../../kernel/router/views.ts'
import type { AppKit } from './app-kit-instance.ts'

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
