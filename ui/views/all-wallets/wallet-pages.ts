// AllWallets' listing: pages of WALLET_PAGE_SIZE fetched one after another as the visitor scrolls
//. A small store (React binds it with useObservable): it can be started and stopped
// again, as StrictMode and remounts do, without losing what it has.
import { messageOf, type Explorer, type ExplorerWallet, type GetWalletsParams } from '../../../kernel/index.ts'
import { createBootStore, type ReadableStore } from '../../app-kit/boot-store.ts'
import { WALLET_PAGE_SIZE } from '../../wallets/limits.ts'
import { uniqueWallets } from '../../wallets/listing.ts'
import { fetchWalletPage, peekWalletPage } from '../../wallets/wallet-cache.ts'

export interface WalletPagesState {
  /** Every entry loaded so far that may show (filtered, each id once), in listing order. */
  wallets: readonly ExplorerWallet[]
  /** The listing's total as the server counts it; undefined before the first page. */
  count: number | undefined
  /** The first page: loading, shown, or failed (`error` says why). */
  status: 'loading' | 'ready' | 'error'
  /** A later page is on its way. */
  loadingMore: boolean
  /** Why the last load failed; a later page's failure keeps what was loaded. */
  error: string | undefined
  hasMore: boolean
}

export interface WalletPages extends ReadableStore<WalletPagesState> {
  /** Loads the first page unless it has it; call when the view shows. */
  start(): void
  /** Forgets the request in flight (its answer is dropped); `start` may follow. */
  stop(): void
  /** Loads the next page, unless one is loading, the last one came, or the last load failed. */
  loadMore(): void
  /** After a failure: loads the page that failed. */
  retry(): void
}

export interface WalletPagesDeps {
  /** Undefined when the app has no listing: the first load fails with a reason. */
  explorer: Explorer | undefined
  /** Server-side filters (includeWalletIds, excludeWalletIds). */
  params: Pick<GetWalletsParams, 'include' | 'exclude' | 'chains'>
  /** Client-side filter (exclusion by rdns or name, the mobile filter). */
  keep(wallet: ExplorerWallet): boolean
  pageSize?: number
  /** Runs on a freshly fetched first page before it shows (prefetches its first images). */
  beforeFirstShow?(wallets: readonly ExplorerWallet[]): Promise<void>
}

export const NO_LISTING = 'The wallet listing is not available in this app'

function checkPage(page: unknown): { count: number; data: ExplorerWallet[] } {
  const p = page as { count?: unknown; data?: unknown } | null
  if (!p || !Array.isArray(p.data)) throw new TypeError('Unexpected wallet listing response')
  const count = typeof p.count === 'number' && Number.isFinite(p.count) && p.count >= 0 ? p.count : p.data.length
  return { count, data: p.data as ExplorerWallet[] }
}

export function createWalletPages(deps: WalletPagesDeps): WalletPages {
  const pageSize = deps.pageSize ?? WALLET_PAGE_SIZE
  const params = (page: number): GetWalletsParams => ({ ...deps.params, page, entries: pageSize })
  const keep = (list: readonly ExplorerWallet[]) => list.filter((w) => w && deps.keep(w))

  let nextPage = 1
  const cached = deps.explorer ? peekWalletPage(deps.explorer, params(1)) : undefined
  const initial: WalletPagesState = { wallets: [], count: undefined, status: 'loading', loadingMore: false, error: undefined, hasMore: true }
  const store = createBootStore<WalletPagesState>(initial)
  const update = (patch: Partial<WalletPagesState>) => store.set({ ...store.get(), ...patch })

  /** Bumped by stop(): an answer from an older generation is dropped. */
  let generation = 0
  let inFlight = false
  let active = false

  function accept(page: number, result: { count: number; data: ExplorerWallet[] }) {
    nextPage = page + 1
    update({
      wallets: uniqueWallets([...store.get().wallets, ...keep(result.data)]),
      count: result.count,
      status: 'ready',
      loadingMore: false,
      error: undefined,
      hasMore: result.data.length > 0 && page * pageSize < result.count,
    })
  }

  if (cached) {
    try {
      accept(1, checkPage(cached))
    } catch {
      // fetched again by start()
    }
  }

  async function load() {
    const page = nextPage
    const at = generation
    inFlight = true
    if (page === 1) update({ status: 'loading', error: undefined })
    else update({ loadingMore: true, error: undefined })
    try {
      if (!deps.explorer) throw new Error(NO_LISTING)
      const result = checkPage(await fetchWalletPage(deps.explorer, params(page)))
      if (page === 1 && deps.beforeFirstShow) await deps.beforeFirstShow(keep(result.data))
      if (at !== generation) return
      accept(page, result)
    } catch (error) {
      if (at !== generation) return
      if (page === 1) update({ status: 'error', error: messageOf(error) })
      else update({ loadingMore: false, error: messageOf(error) })
    } finally {
      if (at === generation) inFlight = false
    }
  }

  return {
    get: store.get,
    subscribe: store.subscribe,
    start() {
      active = true
      if (!inFlight && store.get().status === 'loading') void load()
    },
    stop() {
      active = false
      generation += 1
      inFlight = false
      if (store.get().loadingMore) update({ loadingMore: false })
    },
    loadMore() {
      const s = store.get()
      if (!active || inFlight || s.status !== 'ready' || !s.hasMore || s.error !== undefined) return
      void load()
    },
    retry() {
      if (!active || inFlight) return
      void load()
    },
  }
}
