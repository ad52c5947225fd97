// The state the page reads through getState, subscribeState and useAppKitState: derived from the
// kernel's modal once it has loaded (before, from the boot state), and published only on a change.
// Publishing also moves the overlay modal's parts along: the element to return focus to is noted as
// the modal opens, the first frame goes when it closes early, and an open the kernel made itself
// (e.g. UnsupportedChain) mounts the modal.
import type { Modal } from '../../kernel/modal/modal.ts'
import type { NetworkState } from '../../kernel/network/initial-network.ts'
import type { AppKitState } from './app-kit-instance.ts'
import type { BootStore } from './boot-store.ts'
import { deepActiveElement } from './deep-active-element.ts'
import type { ModalMounter } from './modal-mounter.ts'

/** Open while the kernel's modal is (before it loads: an embedded modal always is), or while an open() waits for it. */
export function appKitState(modal: Modal | undefined, network: NetworkState, embedded: boolean, openPending: boolean, initialized: boolean): AppKitState {
  const m = modal?.get()
  return {
    open: (m ? m.open : embedded) || openPending,
    loading: m?.loading ?? false,
    selectedNetworkId: network.activeNetwork.caipNetworkId,
    activeChain: network.activeNamespace,
    initialized,
  }
}

const sameState = (a: AppKitState, b: AppKitState) => (Object.keys(a) as (keyof AppKitState)[]).every((k) => a[k] === b[k])

/** Sets `instance.state` to `next` unless it equals the current one; `modalLoaded` once the kernel's modal exists. */
export function publishState(instance: { readonly state: BootStore<AppKitState>; opener: Element | null }, next: AppKitState, doc: Document | undefined, mounter: ModalMounter | undefined, modalLoaded: boolean): void {
  const previous = instance.state.get()
  if (next.open && !previous.open && doc) instance.opener = deepActiveElement(doc)
  if (!sameState(next, previous)) instance.state.set(next)
  if (!next.open) mounter?.closedEarly(instance.opener)
  // the kernel may open the modal itself (e.g. UnsupportedChain): mount it then too
  if (next.open && modalLoaded && mounter) mounter.mount().catch(() => {})
}
