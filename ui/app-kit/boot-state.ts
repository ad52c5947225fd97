// What the page shows before the kernel loads, read from storage with the kernel's own pure rules
// (stored-connections.ts, initial-network.ts): the active network, and each stored connection as
// "connecting" with the address it last had, so a returning visitor sees the account from the
// first frame. In the page's first bundle: kernel FILES only, nothing with inversify or rxjs.
import type { ChainNamespace } from '../../kernel/caip/caip.ts'
import type { ThemeMode, ThemeVariables } from '../../kernel/config/options.ts'
import type { ResolvedOptions } from '../../kernel/config/resolve-options.ts'
import { emptyAccount, type AccountState } from '../../kernel/connection/account-state.ts'
import { restoringAccount, storedConnections, type StoredConnection } from '../../kernel/connection/stored-connections.ts'
import { initialNetworkState, type NetworkState } from '../../kernel/network/initial-network.ts'
import { selectBackend } from '../../kernel/storage/backends.ts'
import { START_CODECS } from '../../kernel/storage/codecs.ts'
import { createStorageReader } from '../../kernel/storage/reader.ts'
import { createBootStore, createSwitchableStore, type BootStore, type SwitchableStore } from './boot-store.ts'

export interface ThemeState {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
}

export type Accounts = Readonly<Record<string, AccountState>>

export interface BootState {
  /** Storage's active network until the kernel's network service takes over (`follow`). */
  readonly network: SwitchableStore<NetworkState>
  /** Storage's connections until the kernel's connection service takes over (`follow`). */
  readonly accounts: SwitchableStore<Accounts>
  readonly theme: BootStore<ThemeState>
  /** The stored connections the kernel must resync at once. */
  readonly toRestore: readonly StoredConnection[]
  /** Nothing can resync them (the kernel did not load): say "disconnected" rather than "connecting" forever. */
  abandonRestore(): void
  dispose(): void
}

export function createBootState(options: ResolvedOptions, win: Window | undefined): BootState {
  // Only the keys read at start (the kernel reads and writes the rest, and logs corrupt values).
  const storage = createStorageReader(selectBackend(options.storage, win), options.storagePrefix, START_CODECS)
  const namespaces: ChainNamespace[] = [...new Set(options.networks.map((n) => n.chainNamespace))]
  const toRestore = storedConnections(storage, (ns) => namespaces.includes(ns))
  const networkState = initialNetworkState(options.networks, options.defaultNetwork, storage)
  const accountsAt = (restoring: boolean): Accounts =>
    Object.fromEntries(
      namespaces.map((ns) => {
        const stored = restoring ? toRestore.find((r) => r.namespace === ns) : undefined
        return [ns, stored ? restoringAccount(stored, networkState.activeByNamespace[ns]) : emptyAccount(ns)]
      }),
    )
  const accountsBoot = createBootStore(accountsAt(true))
  const network = createSwitchableStore(createBootStore(networkState))
  const accounts = createSwitchableStore(accountsBoot)
  return {
    network,
    accounts,
    theme: createBootStore<ThemeState>({ themeMode: options.themeMode, themeVariables: { ...options.themeVariables } }),
    toRestore,
    abandonRestore: () => accountsBoot.set(accountsAt(false)),
    dispose() {
      network.dispose()
      accounts.dispose()
    },
  }
}
