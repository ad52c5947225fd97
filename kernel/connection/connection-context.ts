import type { Subject } from 'rxjs'
import type { AccountStore } from './account-store.ts'
import type { AdapterRouting } from './adapter-routing.ts'
import type { ConnectionDeps, ConnectionEvent } from './connection-types.ts'
import type { LiveConnections } from './live-connections.ts'

/** What every part of the connection service shares: its deps, the accounts, the live connections and the event stream. */
export interface ConnectionContext {
  readonly deps: ConnectionDeps
  readonly accounts: AccountStore
  readonly live: LiveConnections
  readonly routing: AdapterRouting
  readonly events: Subject<ConnectionEvent>
  /** True once the service was disposed: a late answer changes nothing then. */
  disposed(): boolean
}
