// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Listener = (...args: any[]) => void

export type Emitter<Events extends { [E in keyof Events]: Listener }> = {
  on<E extends keyof Events>(event: E, listener: Events[E]): void
  off<E extends keyof Events>(event: E, listener: Events[E]): void
  emit<E extends keyof Events>(event: E, ...args: Parameters<Events[E]>): void
}

/**
 * A tiny typed event emitter. Listeners run synchronously in subscription order; one that throws
 * does not stop the others (its error is rethrown on a microtask so it still surfaces).
 */
export function createEmitter<Events extends { [E in keyof Events]: Listener }>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<Listener>>()
  return {
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(...args)
        } catch (error) {
          queueMicrotask(() => {
            throw error
          })
        }
      }
    },
  }
}
