import { useEffect, useRef } from 'react'
import type { AppKitEvent } from '../../kernel/events/app-kit-event.ts'
import { useAppKitInstance } from '../app-kit/context.tsx'
import { internalsOf } from '../app-kit/app-kit-instance.ts'
import { useStore } from './use-observable.ts'

/**
 * The latest AppKit event of the instance ('MODAL_CREATED' before the first), as AppKit's hook
 * returns it. React renders the latest value only: events that come in one burst (CONNECT_SUCCESS
 * then MODAL_CLOSE) may render once. To hear every event, once each and in order, pass `onEvent`
 * (it is never called after the component unmounts).
 */
export function useAppKitEvents(onEvent?: (event: AppKitEvent) => void): AppKitEvent {
  const { events } = internalsOf(useAppKitInstance())
  const latest = useRef(onEvent)
  latest.current = onEvent
  const listening = onEvent !== undefined
  useEffect(() => {
    if (!listening) return
    return events.listen((event) => latest.current?.(event))
  }, [events, listening])
  return useStore(events.latest, (e) => e)
}
