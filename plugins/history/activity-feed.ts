// The Activity list's data: one account's history on one network, read a page at a time with the
// API's cursor. One feed per account and network: when either changes the
// view makes a new feed and disposes the old one, whose request is aborted so its page never lands.
import type { Observable } from 'rxjs'
import type { HistoryApi, WalletTransaction } from 'portico'
import { createStore } from '../../kernel/state/store.ts'

/** What the visitor reads when a page could not be fetched. */
export const FAILED_TO_FETCH_TRANSACTIONS = 'Failed to fetch transactions'

export interface ActivityFeedState {
  /** Every transaction read so far, newest first, each once. */
  transactions: readonly WalletTransaction[]
  /** `idle`: nothing running (more may follow when `hasMore`); `error`: the last page failed. */
  status: 'idle' | 'loading' | 'error'
  /** The cursor of the next page exists (or the first page is not read yet). */
  hasMore: boolean
  /** At least one page has been read: an empty list is then really empty. */
  loaded: boolean
  error?: string
}

export interface ActivityFeed {
  readonly state$: Observable<ActivityFeedState>
  get(): ActivityFeedState
  /** Reads the next page; does nothing while a page is loading, after the last one, or once disposed. */
  loadMore(): Promise<void>
  /** After a failure: asks again for the page that failed. */
  retry(): Promise<void>
  /** Aborts a running request; the feed changes no more. */
  dispose(): void
}

export interface ActivityFeedOptions {
  history: Pick<HistoryApi, 'getHistory'>
  /** The plain address. */
  address: string
  /** CAIP-2 network id: the activity is filtered to it. */
  chainId: string
  /** Logged with the cause of a failed page. */
  onError?: (error: unknown) => void
}

export function createActivityFeed(options: ActivityFeedOptions): ActivityFeed {
  const store = createStore<ActivityFeedState>({ transactions: [], status: 'idle', hasMore: true, loaded: false })
  const controller = new AbortController()
  let cursor: string | undefined
  let disposed = false

  async function loadMore() {
    const current = store.get()
    if (disposed || current.status === 'loading' || !current.hasMore) return
    store.set({ ...current, status: 'loading', error: undefined })
    try {
      const page = await options.history.getHistory({ address: options.address, chainId: options.chainId, cursor, signal: controller.signal })
      if (disposed) return
      const seen = new Set(store.get().transactions.map((t) => t.id))
      cursor = page.next
      store.set({
        transactions: [...store.get().transactions, ...page.data.filter((t) => !seen.has(t.id))],
        status: 'idle',
        // a server that repeats its cursor would otherwise page forever
        hasMore: page.next !== undefined && page.data.length > 0,
        loaded: true,
      })
    } catch (error) {
      if (disposed) return
      options.onError?.(error)
      store.set({ ...store.get(), status: 'error', error: FAILED_TO_FETCH_TRANSACTIONS })
    }
  }

  return {
    state$: store.state$,
    get: () => store.get(),
    loadMore,
    async retry() {
      if (store.get().status !== 'error') return
      store.set({ ...store.get(), status: 'idle' })
      await loadMore()
    },
    dispose() {
      disposed = true
      controller.abort()
    },
  }
}
