// One modal session's listing pages, shared by the views: the Connect view's first page (for the
// recommended wallets and the count) is AllWallets' first page, so opening AllWallets shows it at
// once. Keyed by explorer, so two modals (two kernels) never share entries. Failures are not kept.
import type { Explorer, GetWalletsParams, WalletPage } from '../../kernel/index.ts'

interface Entry {
  promise: Promise<WalletPage>
  value?: WalletPage
}

const caches = new WeakMap<Explorer, Map<string, Entry>>()

const keyOf = (params: GetWalletsParams) =>
  JSON.stringify([params.page ?? 1, params.entries, params.search?.trim() ?? '', params.include ?? [], params.exclude ?? [], params.chains ?? [], params.badgeType ?? ''])

function cacheOf(explorer: Explorer): Map<string, Entry> {
  let cache = caches.get(explorer)
  if (!cache) caches.set(explorer, (cache = new Map()))
  return cache
}

/** `explorer.getWallets(params)`, once per session and params; a failed call is tried again next time. */
export function fetchWalletPage(explorer: Explorer, params: GetWalletsParams): Promise<WalletPage> {
  const cache = cacheOf(explorer)
  const key = keyOf(params)
  const hit = cache.get(key)
  if (hit) return hit.promise
  const entry: Entry = {
    promise: Promise.resolve()
      .then(() => explorer.getWallets(params))
      .then(
        (page) => {
          entry.value = page
          return page
        },
        (error: unknown) => {
          if (cache.get(key) === entry) cache.delete(key)
          throw error
        },
      ),
  }
  cache.set(key, entry)
  return entry.promise
}

/** The page if it has already arrived: lets a view render it in its first frame. */
export function peekWalletPage(explorer: Explorer, params: GetWalletsParams): WalletPage | undefined {
  return caches.get(explorer)?.get(keyOf(params))?.value
}
