import { useCallback, useSyncExternalStore } from 'react'
import type { Observable } from 'rxjs'

/**
 * The one binding between kernel streams and React. `getSnapshot` reads the current value
 * synchronously (kernel services expose `get()` beside each `state$`) and must return the same
 * object while nothing changed; the stream only says "something changed".
 */
export function useObservable<T>(source: Observable<unknown>, getSnapshot: () => T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = source.subscribe(() => onChange())
      return () => subscription.unsubscribe()
    },
    [source],
  )
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}
