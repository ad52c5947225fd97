// Fetching what an open will show before it is asked for: the view's chunk and, once the kernel
// knows the plugins' views, the plugin sections it shows (e.g. the email field). import() is
// idempotent, so the outlet's loadView later reuses what was fetched here and shows a failure when
// it renders; load-view.ts itself stays out of the page's first bundle.
import type { Kernel } from '../../kernel/container/create-kernel.ts'
import type { NetworkState } from '../../kernel/network/initial-network.ts'
import type { ViewName } from '../../kernel/router/views.ts'
import { TOKENS } from '../../kernel/tokens.ts'
import { coreViews } from '../views/core-views.ts'
import type { Accounts } from './boot-state.ts'
import type { ReadableStore } from './boot-store.ts'
import { loadModal } from './load-modal.ts'
import type { ModalMounter } from './modal-mounter.ts'

/** What the instance's internals give a preload. */
export interface PreloadDeps {
  /** The kernel once it has loaded. */
  readonly kernel: Kernel | undefined
  loadKernel(): Promise<Kernel>
  readonly accounts: ReadableStore<Accounts>
  readonly network: ReadableStore<NetworkState>
}

/** Starts fetching `view`'s chunk now, and its plugin sections once the kernel and the modal chunk are in. */
export function preloadView(deps: PreloadDeps, view: ViewName): void {
  const loaded = deps.kernel
  const viewLoader = loaded ? loaded.get(TOKENS.views).get(view) : coreViews.views?.[view]
  if (viewLoader) viewLoader().catch(() => {})
  Promise.all([deps.loadKernel(), loadModal()])
    .then(([kernel, m]) => m.loadViewWithSections(kernel, view))
    .catch(() => {})
}

/**
 * Fetches the kernel, the modal chunk and a view (default: the one an open would show now). The
 * overlay modal mounts (closed) once its parts have arrived: an open then only renders its view. A
 * failure here is the next open's to report.
 */
export function preloadFirstOpen(deps: PreloadDeps, mounter: Pick<ModalMounter, 'mount'> | undefined, view?: ViewName): void {
  if (mounter) mounter.mount().catch(() => {})
  else {
    deps.loadKernel().catch(() => {})
    loadModal().catch(() => {})
  }
  const connected = deps.accounts.get()[deps.network.get().activeNamespace]?.status === 'connected'
  preloadView(deps, view ?? (connected ? 'Account' : 'Connect'))
}
