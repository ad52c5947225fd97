import { useCallback, useSyncExternalStore } from 'react'
import type { ReadableStore, Subscribable } from '../app-kit/boot-store.ts'

export type { Subscribable, Unsubscribable } from '../app-kit/boot-store.ts'

/**
 * The one binding between state and React. `source` is anything with `subscribe(fn)` returning
 * `{ unsubscribe }`: a kernel stream (rxjs) or one of the instance's boot stores. `getSnapshot`
 * reads the current value synchronously (kernel services expose `get()` beside each `state$`) and
 * must return the same object while nothing changed; the source only says "something changed".
 */
export function useObservable<T>(source: Subscribable, getSnapshot: () => T, getServerSnapshot: () => T = getSnapshot): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = source.subscribe(() => onChange())
      return () => subscription.unsubscribe()
    },
    [source],
  )
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}

/**
 * A part of one of the instance's stores. While React hydrates server HTML it reads the part of the
 * store's initial value (what the server rendered), so a restore that finished meanwhile never
 * makes the first client render differ from the server's; React re-renders with the current value
 * right after. `select` must return the same object while its input is the same.
 */
export function useStore<T, S>(store: ReadableStore<T>, select: (value: T) => S): S {
  return useObservable(
    store,
    () => select(store.get()),
    () => select(store.initial ? store.initial() : store.get()),
  )
}
