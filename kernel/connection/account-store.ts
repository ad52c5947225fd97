import type { Observable } from 'rxjs'
import type { ChainNamespace } from '../caip/caip.ts'
import type { NetworkService } from '../network/network-service.ts'
import { createStore } from '../state/store.ts'
import type { Storage } from '../storage/storage.ts'
import { emptyAccount, type AccountState } from './account-state.ts'
import { persistConnections } from './persist-connections.ts'

/** The account state of every namespace: what the buttons and hooks show, and what a reload restores. */
export interface AccountStore {
  readonly state$: Observable<Readonly<Record<string, AccountState>>>
  get(): Readonly<Record<string, AccountState>>
  /** One namespace's account; an unknown namespace reads as disconnected. */
  account(namespace: ChainNamespace): AccountState
  patch(namespace: ChainNamespace, patch: Partial<AccountState>): void
  /** Replaces the namespace's account as a whole (another connection became the active one). */
  set(namespace: ChainNamespace, account: AccountState): void
  /** Back to a disconnected account with nothing of the last one left. */
  clear(namespace: ChainNamespace): void
  /** Writes the connected accounts to storage, for the next page load. */
  persist(): void
}

/**
 * `held`: the accounts of the namespace's other connections (held beside the active one); they are
 * written too, so a reload restores every connection and keeps the same one active.
 */
export function createAccountStore(
  initial: Record<string, AccountState>,
  storage: Storage,
  network: Pick<NetworkService, 'get'>,
  held: (namespace: ChainNamespace) => readonly AccountState[] = () => [],
): AccountStore {
  const store = createStore<Readonly<Record<string, AccountState>>>(initial)
  const account = (ns: ChainNamespace) => store.get()[ns] ?? emptyAccount(ns)
  return {
    state$: store.state$,
    get: store.get,
    account,
    patch: (ns, p) => store.update((all) => ({ ...all, [ns]: { ...(all[ns] ?? emptyAccount(ns)), ...p } })),
    set: (ns, a) => store.update((all) => ({ ...all, [ns]: a })),
    clear: (ns) => store.update((all) => ({ ...all, [ns]: emptyAccount(ns) })),
    persist: () => persistConnections(storage, Object.values(store.get()), network.get().activeByNamespace, held),
  }
}
