import { useCallback, useSyncExternalStore } from 'react'
import type { Subscribable } from '../app-kit/boot-store.ts'

export type { Subscribable, Unsubscribable } from '../app-kit/boot-store.ts'

/**
 * The one binding between state and React. `source` is anything with `subscribe(fn)` returning
 * `{ unsubscribe }`: a kernel stream (rxjs) or one of the instance's boot stores. `getSnapshot`
 * reads the current value synchronously (kernel services expose `get()` beside each `state$`) and
 * must return the same object while nothing changed; the source only says "something changed".
 */
export function useObservable<T>(source: Subscribable, getSnapshot: () => T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = source.subscribe(() => onChange())
      return () => subscription.unsubscribe()
    },
    [source],
  )
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}
