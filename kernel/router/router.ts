import type { Observable } from 'rxjs'
import { createStore } from '../state/store.ts'
import type { DataOf, RouteEntry, ViewName } from './views.ts'

export interface RouterState {
  /** The view on top of the stack. */
  view: ViewName
  data?: unknown
  history: readonly RouteEntry[]
}

export interface Router {
  readonly state$: Observable<RouterState>
  get(): RouterState
  push<V extends ViewName>(view: V, data?: DataOf<V>): void
  replace<V extends ViewName>(view: V, data?: DataOf<V>): void
  reset<V extends ViewName>(view: V, data?: DataOf<V>): void
  /** SPEC §2: pops; with one entry, or with UnsupportedChain in the history, closes the modal instead. */
  goBack(): void
  /** Runs before leaving `view` by going back (e.g. Farcaster clears its URL). */
  onLeaveBack(view: ViewName, handler: () => void): () => void
}

export interface RouterDeps {
  closeModal: () => void
}

function stateOf(history: readonly RouteEntry[]): RouterState {
  const top = history[history.length - 1]!
  return { view: top.view, data: top.data, history }
}

export function createRouter(deps: RouterDeps): Router {
  const store = createStore<RouterState>(stateOf([{ view: 'Connect' }]))
  const leaveHandlers = new Map<ViewName, Set<() => void>>()
  const setHistory = (history: RouteEntry[]) => store.set(stateOf(history))
  const entry = (view: ViewName, data: unknown): RouteEntry => (data === undefined ? { view } : { view, data })

  return {
    state$: store.state$,
    get: store.get,
    push(view, data) {
      const { history, view: current } = store.get()
      // Pushing the view already on top (a double click) must not grow the stack.
      if (current === view && history[history.length - 1]!.data === data) return
      setHistory([...history, entry(view, data)])
    },
    replace(view, data) {
      const { history } = store.get()
      setHistory([...history.slice(0, -1), entry(view, data)])
    },
    reset(view, data) {
      setHistory([entry(view, data)])
    },
    goBack() {
      const { history, view } = store.get()
      for (const handler of leaveHandlers.get(view) ?? []) handler()
      if (history.length <= 1 || history.some((e) => e.view === 'UnsupportedChain')) {
        deps.closeModal()
        return
      }
      setHistory(history.slice(0, -1))
    },
    onLeaveBack(view, handler) {
      const set = leaveHandlers.get(view) ?? new Set()
      set.add(handler)
      leaveHandlers.set(view, set)
      return () => void set.delete(handler)
    },
  }
}
