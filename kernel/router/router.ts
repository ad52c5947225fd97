import type { Observable } from 'rxjs'
import { createStore } from '../state/store.ts'
import { SIGN_IN_VIEWS, type Transaction } from './transaction.ts'
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
  /** Pops; with one entry, or with UnsupportedChain in the history, closes the modal instead. */
  goBack(): void
  /** Runs before leaving `view` by going back (e.g. Farcaster clears its URL). */
  onLeaveBack(view: ViewName, handler: () => void): () => void
  /**
   * Transaction stack: shows `transaction.view` (when given) and remembers what success and
   * cancel lead to. Going back from that view (header Back) cancels it.
   */
  pushTransaction<V extends ViewName>(transaction: Transaction<V>): void
  /** The transaction on top, if any. */
  currentTransaction(): Transaction | undefined
  /** Pops the top transaction, moves on as its `afterSuccess` says, then calls its onSuccess. */
  transactionSucceeded(): void
  /** Pops the top transaction, goes back (closing, even over a close guard, when nothing is below), then calls its onCancel. */
  transactionCancelled(): void
  /** Drops every transaction, calling each onCancel without navigating (the modal closed, or a reset). */
  abandonTransactions(): void
}

export interface RouterDeps {
  closeModal: (options?: { force?: boolean }) => void
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
  /** Each transaction with the history entry that shows it. */
  const transactions: { transaction: Transaction; entry: RouteEntry }[] = []
  const top = () => store.get().history[store.get().history.length - 1]!

  /**
   * Goes back from a transaction's entry (and whatever was pushed over it); with nothing below it,
   * closes the modal, forced: the transaction's outcome decided, not a close button.
   */
  function leave(left: RouteEntry) {
    const { history } = store.get()
    const index = history.indexOf(left)
    if (index > 0) setHistory(history.slice(0, index))
    else if (index === 0 || history.length <= 1) closeAndClear()
    else setHistory(history.slice(0, -1))
  }

  function closeAndClear() {
    deps.closeModal({ force: true })
    setHistory([top()])
  }

  function abandon() {
    const dropped = transactions.splice(0).reverse()
    for (const { transaction } of dropped) transaction.onCancel?.()
  }

  const router: Router = {
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
      // the views the transactions showed are gone: their callers are answered
      abandon()
      setHistory([entry(view, data)])
    },
    goBack() {
      const { history, view } = store.get()
      const last = transactions[transactions.length - 1]
      if (last && last.entry === top()) return router.transactionCancelled()
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
    pushTransaction(transaction) {
      if (transaction.view !== undefined) router.push(transaction.view, transaction.data)
      transactions.push({ transaction: transaction as Transaction, entry: top() })
    },
    currentTransaction() {
      return transactions[transactions.length - 1]?.transaction
    },
    transactionSucceeded() {
      const popped = transactions.pop()
      if (!popped) return
      const { transaction } = popped
      const after = transaction.afterSuccess ?? 'back'
      if (after === 'back') leave(popped.entry)
      else if (after === 'close') closeAndClear()
      else if (after === 'replace') {
        const { history } = store.get()
        const index = history.findIndex((e) => SIGN_IN_VIEWS.includes(e.view))
        if (index > 0) setHistory(history.slice(0, index))
        else closeAndClear()
      } else {
        abandon()
        setHistory([entry(after.reset, after.data)])
      }
      transaction.onSuccess?.()
    },
    transactionCancelled() {
      const popped = transactions.pop()
      if (!popped) return
      for (const handler of leaveHandlers.get(popped.entry.view) ?? []) handler()
      leave(popped.entry)
      popped.transaction.onCancel?.()
    },
    abandonTransactions: abandon,
  }
  return router
}
