// The instance's AppKit events as the page sees them, in the first bundle (no rxjs): the listeners
// an app adds with `subscribeEvents` (before or after the kernel loads) and the latest event for
// `useAppKitEvents`. Once the kernel arrives, the events it raised while starting are delivered
// first, then each new one: once, in order, and never to a listener already removed.
import { modalCreatedEvent, type AppKitEvent } from '../../kernel/events/app-kit-event.ts'
import { createBootStore, type ReadableStore, type Subscribable, type Unsubscribable } from './boot-store.ts'

export type AppKitEventListener = (event: AppKitEvent) => void

export interface EventSource {
  /** What the kernel raised before the page listened (its start-up). */
  history(): readonly AppKitEvent[]
  readonly events$: Subscribable<AppKitEvent>
}

export interface BootEvents {
  /** The latest event ('MODAL_CREATED' until the first). */
  readonly latest: ReadableStore<AppKitEvent>
  /** Adds a listener; the function returned removes it (at once, even between two queued events). */
  listen(listener: AppKitEventListener): () => void
  /** Follows the kernel's events from now, starting with those it raised while starting. */
  attach(source: EventSource): void
  dispose(): void
}

export function createBootEvents(options: { now?: () => number; onListenerError(error: unknown): void }): BootEvents {
  const latest = createBootStore(modalCreatedEvent((options.now ?? Date.now)()))
  const listeners = new Set<{ listener: AppKitEventListener }>()
  const queue: AppKitEvent[] = []
  let busy = false
  let upstream: Unsubscribable | undefined

  function drain() {
    if (busy) return
    busy = true
    try {
      while (queue.length > 0) {
        const event = queue.shift()!
        latest.set(event)
        for (const entry of [...listeners]) {
          if (!listeners.has(entry)) continue // removed by a listener before it
          try {
            entry.listener(event)
          } catch (error) {
            options.onListenerError(error) // one app listener's failure never silences the others
          }
        }
      }
    } finally {
      busy = false
    }
  }

  return {
    latest,
    listen(listener) {
      const entry = { listener }
      listeners.add(entry)
      return () => void listeners.delete(entry)
    },
    attach(source) {
      upstream?.unsubscribe()
      // events the kernel raises while the start-up ones are delivered wait behind them
      busy = true
      try {
        upstream = source.events$.subscribe((event) => {
          queue.push(event)
          drain()
        })
        queue.unshift(...source.history())
      } finally {
        busy = false
      }
      drain()
    },
    dispose() {
      upstream?.unsubscribe()
      upstream = undefined
      listeners.clear()
      queue.length = 0
    },
  }
}
