// AllWallets' search: the text is trimmed; typing is debounced; the loading state
// shows at least SEARCH_MIN_WAIT_MS (counted from when it appeared: the first keystroke of a burst),
// so results never flicker in; at most SEARCH_RESULTS_LIMIT results. A newer query aborts the older
// request.
import { messageOf, type Explorer, type ExplorerWallet, type GetWalletsParams } from '../../../kernel/index.ts'
import { createBootStore, type ReadableStore } from '../../app-kit/boot-store.ts'
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_WAIT_MS, SEARCH_RESULTS_LIMIT } from '../../wallets/limits.ts'
import { uniqueWallets } from '../../wallets/listing.ts'
import { NO_LISTING } from './wallet-pages.ts'

export interface WalletSearchState {
  /** The trimmed query; '' when the visitor is not searching. */
  query: string
  status: 'idle' | 'loading' | 'ready' | 'error'
  results: readonly ExplorerWallet[]
  error: string | undefined
}

export interface WalletSearch extends ReadableStore<WalletSearchState> {
  /** The search box's text, as typed. */
  setQuery(text: string): void
  /** Searches the current query again (after a failure). */
  retry(): void
  /** Runs a search that `stop` cut short; call when the view shows. */
  start(): void
  /** Cancels the pending search; `start`, `setQuery` or `retry` may follow. */
  stop(): void
}

export interface WalletSearchDeps {
  explorer: Explorer | undefined
  params: Pick<GetWalletsParams, 'include' | 'exclude' | 'chains'>
  keep(wallet: ExplorerWallet): boolean
  debounceMs?: number
  minWaitMs?: number
  limit?: number
}

const IDLE: WalletSearchState = { query: '', status: 'idle', results: [], error: undefined }

export function createWalletSearch(deps: WalletSearchDeps): WalletSearch {
  const debounceMs = deps.debounceMs ?? SEARCH_DEBOUNCE_MS
  const minWaitMs = deps.minWaitMs ?? SEARCH_MIN_WAIT_MS
  const limit = deps.limit ?? SEARCH_RESULTS_LIMIT
  const store = createBootStore<WalletSearchState>(IDLE)
  let timer: ReturnType<typeof setTimeout> | undefined
  let controller: AbortController | undefined
  /** When the loading state appeared (Date.now()); kept while the visitor types on. */
  let loadingSince = 0

  function cancel() {
    clearTimeout(timer)
    timer = undefined
    controller?.abort()
    controller = undefined
  }

  async function run(query: string) {
    const own = new AbortController()
    controller = own
    const minWait = new Promise((resolve) => setTimeout(resolve, Math.max(0, loadingSince + minWaitMs - Date.now())))
    const request = (async () => {
      if (!deps.explorer) throw new Error(NO_LISTING)
      const page = await deps.explorer.getWallets({ ...deps.params, search: query, page: 1, entries: limit }, { signal: own.signal })
      if (!page || !Array.isArray(page.data)) throw new TypeError('Unexpected wallet listing response')
      return page.data
    })()
    const [outcome] = await Promise.allSettled([request, minWait])
    if (controller !== own || own.signal.aborted) return
    controller = undefined
    if (outcome.status === 'fulfilled') {
      const results = uniqueWallets(outcome.value.filter((w) => w && deps.keep(w))).slice(0, limit)
      store.set({ query, status: 'ready', results, error: undefined })
    } else {
      store.set({ query, status: 'error', results: [], error: messageOf(outcome.reason) })
    }
  }

  function search(query: string, delay: number) {
    cancel()
    if (store.get().status !== 'loading') loadingSince = Date.now()
    store.set({ query, status: 'loading', results: [], error: undefined })
    timer = setTimeout(() => {
      timer = undefined
      void run(query)
    }, delay)
  }

  return {
    get: store.get,
    subscribe: store.subscribe,
    setQuery(text) {
      const query = typeof text === 'string' ? text.trim() : ''
      const current = store.get()
      // Only whitespace changed: the same search, not a new one.
      if (query === current.query && (current.status !== 'idle' || query === '')) return
      if (!query) {
        cancel()
        store.set(IDLE)
        return
      }
      search(query, debounceMs)
    },
    retry() {
      const { query } = store.get()
      if (query) search(query, 0)
    },
    start() {
      const { query, status } = store.get()
      if (query && status === 'loading' && timer === undefined && controller === undefined) search(query, 0)
    },
    stop() {
      const pending = timer !== undefined || controller !== undefined
      cancel()
      // a search cut short runs again when the view shows again
      if (pending) store.set({ ...store.get(), status: 'loading' })
    },
  }
}
