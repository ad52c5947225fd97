import type { Observable } from 'rxjs'
import type { ChainAdapter } from '../adapter/chain-adapter.ts'
import type { ChainNamespace } from '../caip/caip.ts'
import { createStore } from '../state/store.ts'
import type { AccountState } from './account-state.ts'

/**
 * A wallet connection while it lasts: which connector made it in which namespace, and the adapter
 * its signing, switching, balance and disconnect go back to. A connect or a restore returns one.
 */
export interface LiveConnection {
  readonly namespace: ChainNamespace
  readonly connectorId: string
  readonly adapter: ChainAdapter
  /**
   * The account it shows while another connection of its namespace is the active one, kept on what
   * its wallet reports meanwhile; switching back makes it the namespace's account again.
   */
  held?: AccountState
  /** Stops following the wallet's events (the connection ended, or the kernel stopped). */
  end(): void
}

/** The connections of one namespace: every one held, in the order they connected, and the active one's connector. */
export interface NamespaceConnections {
  readonly list: readonly LiveConnection[]
  readonly active?: string
}

/**
 * The live connections: several per namespace (an injected wallet, a WalletConnect session and the
 * embedded wallet at once), one of them active: the account, the provider and every request follow it.
 */
export interface LiveConnections {
  /** Every namespace's connections; emits on each change (one held, ended, activated, or a held account updated). */
  readonly state$: Observable<Readonly<Record<string, NamespaceConnections>>>
  /** The namespace's active connection. */
  get(namespace: ChainNamespace): LiveConnection | undefined
  /** Every connection held in the namespace, in the order they connected. */
  list(namespace: ChainNamespace): readonly LiveConnection[]
  find(namespace: ChainNamespace, connectorId: string): LiveConnection | undefined
  /**
   * Holds a connection; by default it becomes the active one. An adapter holds one session at a
   * time, so a connection of the same connector or through the same adapter is ended and replaced.
   * `active: false` holds it beside the active one (a restored connection that was not active).
   */
  add(connection: LiveConnection, options?: { active?: boolean }): void
  /** Makes a held connection the active one; returns it (undefined when the namespace holds none of that connector). */
  activate(namespace: ChainNamespace, connectorId: string): LiveConnection | undefined
  /** Ends one connection (default: the active one) and forgets it; the namespace then has no active one until one is activated. */
  remove(namespace: ChainNamespace, connectorId?: string): LiveConnection | undefined
  /** A held connection's account changed: listeners of state$ hear it. */
  touch(): void
  /** Stops following every wallet; the connections stay readable (a disposed kernel answers from them). */
  endAll(): void
}

/** `multiple`: several connections per namespace; without it a new one ends the one before (one per namespace). */
export function createLiveConnections({ multiple = true }: { multiple?: boolean } = {}): LiveConnections {
  const store = createStore<Readonly<Record<string, NamespaceConnections>>>({})
  const of = (ns: ChainNamespace): NamespaceConnections => store.get()[ns] ?? { list: [] }
  const put = (ns: ChainNamespace, next: NamespaceConnections) => store.update((all) => ({ ...all, [ns]: next }))
  const find = (ns: ChainNamespace, connectorId: string) => of(ns).list.find((c) => c.connectorId === connectorId)

  return {
    state$: store.state$,
    get(ns) {
      const { active } = of(ns)
      return active === undefined ? undefined : find(ns, active)
    },
    list: (ns) => of(ns).list,
    find,
    add(connection, { active = true } = {}) {
      const ns = connection.namespace
      const current = of(ns)
      const replaced = current.list.filter((c) => !multiple || c.connectorId === connection.connectorId || c.adapter === connection.adapter)
      for (const c of replaced) c.end()
      const list = [...current.list.filter((c) => !replaced.includes(c)), connection]
      const stillActive = current.active !== undefined && list.some((c) => c.connectorId === current.active)
      put(ns, { list, active: active ? connection.connectorId : stillActive ? current.active : undefined })
    },
    activate(ns, connectorId) {
      const target = find(ns, connectorId)
      if (target) put(ns, { ...of(ns), active: connectorId })
      return target
    },
    remove(ns, connectorId) {
      const current = of(ns)
      const id = connectorId ?? current.active
      const gone = id === undefined ? undefined : find(ns, id)
      if (!gone) return undefined
      gone.end()
      put(ns, { list: current.list.filter((c) => c !== gone), active: current.active === id ? undefined : current.active })
      return gone
    },
    touch: () => store.set({ ...store.get() }),
    endAll() {
      for (const { list } of Object.values(store.get())) for (const connection of list) connection.end()
    },
  }
}
