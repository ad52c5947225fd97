// The modal chunk's entry (load-modal.ts imports it with import()): the modal's mount, and the
// loading of a view with the plugin sections it shows, which the first bundle must not carry.
import type { Kernel } from '../../kernel/container/create-kernel.ts'
import { TOKENS } from '../../kernel/tokens.ts'
import type { ViewName } from '../../kernel/router/views.ts'
import { loadViewParts } from '../views/load-view.ts'
import { prefetchListing } from '../views/connect/use-listing.ts'

export { mountModal } from '../modal/mount.tsx'

/** A view's load marked with its outcome as it settles (the outlet reads the same promise). */
export type TrackedLoad = Promise<unknown> & { status?: 'fulfilled' | 'rejected' }

/**
 * Loads a view (default: the router's current one) with the plugin sections it shows, as the
 * outlet does, so the outlet renders all of it in its first frame (the Connect view's listing is
 * asked too); undefined when no plugin contributes that view.
 */
export function loadViewWithSections(kernel: Kernel, view: ViewName = kernel.get(TOKENS.router).get().view): TrackedLoad | undefined {
  const views = kernel.get(TOKENS.views)
  // and its data: the Connect view's wallets from the listing (else the view grows when they come)
  if (view === 'Connect') prefetchListing(kernel)
  const loader = views.get(view)
  return loader ? (loadViewParts(views, loader) as TrackedLoad) : undefined
}
