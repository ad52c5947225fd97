import type { Subject } from 'rxjs'
import type { AccountStore } from './account-store.ts'
import type { AdapterRouting } from './adapter-routing.ts'
import type { ConnectionDeps, ConnectionEvent } from './connection-types.ts'
import type { LiveConnections } from './live-connections.ts'
import type { PaintQueue } from './after-paint.ts'

/** What every part of the connection service shares: its deps, the accounts, the live connections and the event stream. */
export interface ConnectionContext {
  readonly deps: ConnectionDeps
  readonly accounts: AccountStore
  readonly live: LiveConnections
  readonly routing: AdapterRouting
  readonly events: Subject<ConnectionEvent>
  /** What follows a published account once its frame is painted (storage, balance and name reads, the modal's close). */
  readonly afterPaint: PaintQueue
  /** True once the service was disposed: a late answer changes nothing then. */
  disposed(): boolean
}
