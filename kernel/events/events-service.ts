// One kernel's event stream: every AppKit event the modal, the connection and the plugins raise,
// each delivered once and in the order it happened. An event raised while another is being
// delivered (a listener that opens the modal when it hears CONNECT_SUCCESS) waits until every
// subscriber has heard the first. A subscriber that unsubscribes hears nothing more, even an event
// already queued. The analytics sender is one subscriber; the app's `subscribeEvents` listeners
// another.
import { Subject, type Observable } from 'rxjs'
import type { AppKitEvent, AppKitEventData } from './app-kit-event.ts'

/** How many of the latest events `history()` keeps: enough for what happens while the kernel starts. */
export const EVENT_HISTORY_SIZE = 50

export interface EmitOptions {
  /** The account the event is about; by default the active account's. */
  address?: string
}

export interface EventsService {
  /** Every event from the moment of subscription, once each, in order. */
  readonly events$: Observable<AppKitEvent>
  emit(event: string, properties?: Readonly<Record<string, unknown>>, options?: EmitOptions): void
  /** The last event, undefined before the first. */
  latest(): AppKitEvent | undefined
  /** The latest events (at most EVENT_HISTORY_SIZE), oldest first: what a listener that arrives with the kernel missed. */
  history(): readonly AppKitEvent[]
  /** Completes the stream; later emits do nothing. */
  dispose(): void
}

export interface EventsDeps {
  now?: () => number
  /** The active account's address, read when an event has none of its own. */
  activeAddress?: () => string | undefined
}

export function createEventsService(deps: EventsDeps = {}): EventsService {
  const now = deps.now ?? Date.now
  const subject = new Subject<AppKitEvent>()
  const queue: AppKitEvent[] = []
  const recent: AppKitEvent[] = []
  let delivering = false
  let disposed = false

  function activeAddress(): string | undefined {
    try {
      return deps.activeAddress?.()
    } catch {
      return undefined // an event is never lost because the account could not be read
    }
  }

  function deliver() {
    delivering = true
    try {
      while (queue.length > 0) subject.next(queue.shift()!)
    } finally {
      delivering = false
    }
  }

  return {
    events$: subject.asObservable(),
    emit(event, properties, options = {}) {
      if (disposed) return
      const address = options.address ?? activeAddress()
      const data: AppKitEventData = { type: 'track', event, ...(address !== undefined ? { address } : {}), ...(properties !== undefined ? { properties } : {}) }
      const next: AppKitEvent = { timestamp: now(), data }
      recent.push(next)
      if (recent.length > EVENT_HISTORY_SIZE) recent.shift()
      queue.push(next)
      if (!delivering) deliver()
    },
    latest: () => recent.at(-1),
    history: () => recent.slice(),
    dispose() {
      if (disposed) return
      disposed = true
      queue.length = 0
      subject.complete()
    },
  }
}
