// The state the page has before the kernel loads: a few values and their listeners, no rxjs.

export interface Unsubscribable {
  unsubscribe(): void
}

/**
 * Anything that says "something changed": an rxjs Observable, a boot store. Structural, so the
 * React binding (`useObservable`) needs no rxjs at run time.
 */
export interface Subscribable<T = unknown> {
  subscribe(listener: (value: T) => void): Unsubscribable
}

/** A current value and its changes. `get()` returns the same object while nothing changed. */
export interface ReadableStore<T> extends Subscribable<T> {
  get(): T
  /**
   * The value when the instance was created: what a server rendered from the same storage. React
   * reads it while hydrating (the kernel may have moved on by then), then the current one.
   */
  initial?(): T
}

export interface BootStore<T> extends ReadableStore<T> {
  /** Notifies listeners unless `next` is the current value. */
  set(next: T): void
}

/** Like a BehaviorSubject: a new listener hears the current value at once, then every change. */
export function createBootStore<T>(initial: T): BootStore<T> {
  let value = initial
  const listeners = new Set<{ listener: (value: T) => void }>()
  return {
    get: () => value,
    initial: () => initial,
    set(next) {
      if (Object.is(next, value)) return
      value = next
      for (const entry of [...listeners]) if (listeners.has(entry)) entry.listener(value)
    },
    subscribe(listener) {
      const entry = { listener }
      listeners.add(entry)
      listener(value)
      return { unsubscribe: () => void listeners.delete(entry) }
    },
  }
}

export interface SwitchableStore<T> extends ReadableStore<T> {
  /** From now on reads and changes come from `source` (the kernel's service); listeners stay subscribed. */
  follow(source: ReadableStore<T>): void
  /** Stops following; listeners hear nothing more. */
  dispose(): void
}

/**
 * A store that reads its boot store until the kernel has loaded, then the kernel's own state.
 * React subscribes once; the switch is one change notification, never a torn read: `get()` always
 * answers from the one current source.
 */
export function createSwitchableStore<T>(boot: ReadableStore<T>): SwitchableStore<T> {
  let current: ReadableStore<T> = boot
  const first = boot.initial?.() ?? boot.get()
  const listeners = new Set<{ listener: (value: T) => void }>()
  const notify = () => {
    for (const entry of [...listeners]) if (listeners.has(entry)) entry.listener(current.get())
  }
  let upstream: Unsubscribable | undefined = boot.subscribe(notify)
  return {
    get: () => current.get(),
    initial: () => first,
    subscribe(listener) {
      const entry = { listener }
      listeners.add(entry)
      listener(current.get())
      return { unsubscribe: () => void listeners.delete(entry) }
    },
    follow(source) {
      upstream?.unsubscribe()
      current = source
      upstream = source.subscribe(notify)
    },
    dispose() {
      upstream?.unsubscribe()
      upstream = undefined
      listeners.clear()
    },
  }
}

/** A kernel service as a store: its stream only says "changed", its `get()` is the snapshot. */
export function storeOf<T>(service: { get(): T }, changes: Subscribable): ReadableStore<T> {
  return {
    get: () => service.get(),
    subscribe: (listener) => changes.subscribe(() => listener(service.get())),
  }
}
