import { useEffect, useState } from 'react'
import { TOKENS, type Explorer, type GetWalletsParams, type Kernel, type WalletPage } from '../../../kernel/index.ts'
import { PREFETCHED_IMAGES, WALLET_PAGE_SIZE } from '../../wallets/limits.ts'
import { keepWallet, walletImageSrc, type ListingFilter } from '../../wallets/listing.ts'
import { imageConstructorOf, preloadImages } from '../../wallets/preload-images.ts'
import { fetchWalletPage, peekWalletPage } from '../../wallets/wallet-cache.ts'
import { explorerOf } from '../../wallets/explorer-of.ts'
import { listingFailureOf, type ListingFailure } from '../../wallets/listing-failure.ts'
import { warmCountFormat } from '../../format/count-format.ts'

/** The AllWallets images wait for the page's idle at most this long (the open's frame is drawn by then). */
export const IMAGES_IDLE_TIMEOUT_MS = 300

export interface ListingData {
  featured?: WalletPage
  /** The listing's first page: the recommended wallets and the total count. */
  listing?: WalletPage
  /** Both answers came (or failed, or there is no listing): nothing more will arrive. */
  settled: boolean
  /** Why the first page could not be loaded (the view says so; installed wallets still show). */
  failure?: ListingFailure
}

export interface Listing extends ListingData {
  /** After a failure: asks the listing again (a failed page is not cached). */
  retry(): void
}

/** The first page as AllWallets asks for it (the same request, so it is fetched once). */
export function firstPageParams(kernel: Kernel): GetWalletsParams {
  const { includeWalletIds, excludeWalletIds } = kernel.options
  return {
    include: includeWalletIds.length ? includeWalletIds : undefined,
    exclude: excludeWalletIds.length ? excludeWalletIds : undefined,
    page: 1,
    entries: WALLET_PAGE_SIZE,
  }
}

/** The featured wallets' page, when the app names featured wallets. */
export function featuredPageParams(kernel: Kernel): GetWalletsParams | undefined {
  const ids = kernel.options.featuredWalletIds
  return ids.length ? { include: ids, page: 1, entries: ids.length } : undefined
}

/**
 * Asks the listing for what the Connect view shows (the same requests, into the same cache), so
 * a view opened later has its wallets in its first frame rather than growing when they arrive.
 * Called with the view's code prefetch (the page idle after load, a pointer on the button).
 */
export function prefetchListing(kernel: Kernel): void {
  const explorer = explorerOf(kernel)
  if (!explorer) return
  const featured = featuredPageParams(kernel)
  // a failed page is not cached: the view asks again and says what failed
  if (featured) fetchWalletPage(explorer, featured).catch(() => {})
  // the All Wallets entry shows the listing's count: its locale's number data loads as the page
  // arrives, in a task of its own, not in the open's
  const { tag } = kernel.get(TOKENS.locale).get()
  fetchWalletPage(explorer, firstPageParams(kernel)).then(() => warmCountFormat(tag), () => {})
}

/**
 * Fetches what the Connect view needs from the listing: the featured wallets and the first page.
 * A failed first page leaves the installed wallets usable and is reported in `failure` (where AppKit
 * stays silent, the modal says what failed, e.g. the API server refusing connections at
 * page load), with `retry`. The first page's first images are prefetched for AllWallets.
 */
export function useListing(kernel: Kernel, explorer: Explorer | undefined, filter: ListingFilter): Listing {
  const [featuredParams] = useState(() => featuredPageParams(kernel))
  const [listingParams] = useState(() => firstPageParams(kernel))
  const [data, setData] = useState<ListingData>(() => {
    const featured = explorer && featuredParams ? peekWalletPage(explorer, featuredParams) : undefined
    const listing = explorer ? peekWalletPage(explorer, listingParams) : undefined
    return { featured, listing, settled: !explorer || (!!listing && (!featuredParams || !!featured)) }
  })

  const [attempt, setAttempt] = useState(0)

  /**
   * The first page's first images, fetched ahead for AllWallets once the page is idle: not in the
   * task that shows the Connect view, whose first frame does not need them.
   */
  const preloadFirstImages = (explorer: Explorer, page: WalletPage | undefined) => {
    const win = kernel.get(TOKENS.environment).window
    const run = () => {
      const urls = (Array.isArray(page?.data) ? page.data : [])
        .filter((w) => w && keepWallet(w, filter))
        .slice(0, PREFETCHED_IMAGES)
        .map((w) => walletImageSrc(w, explorer))
        .filter((url): url is string => url !== undefined)
      void preloadImages(urls, { Image: imageConstructorOf(win) })
    }
    if (typeof win?.requestIdleCallback === 'function') win.requestIdleCallback(run, { timeout: IMAGES_IDLE_TIMEOUT_MS })
    else run()
  }

  useEffect(() => {
    if (!explorer) return
    if (data.settled) {
      // the pages came from the cache (prefetchListing): the images are still to fetch
      if (data.listing) preloadFirstImages(explorer, data.listing)
      return
    }
    let live = true
    const featured = featuredParams
      ? fetchWalletPage(explorer, featuredParams).then(
          (page) => live && setData((d) => ({ ...d, featured: page })),
          () => {},
        )
      : undefined
    const listing = fetchWalletPage(explorer, listingParams).then(
      (page) => {
        if (!live) return
        setData((d) => ({ ...d, listing: page }))
        preloadFirstImages(explorer, page)
      },
      (error: unknown) => live && setData((d) => ({ ...d, failure: listingFailureOf(error) })),
    )
    void Promise.all([featured, listing]).then(() => live && setData((d) => ({ ...d, settled: true })))
    return () => {
      live = false
    }
    // once per mount and retry: the params and filter are fixed for the kernel's lifetime
  }, [explorer, attempt])

  const retry = () => {
    setData((d) => ({ ...d, failure: undefined, settled: false }))
    setAttempt((n) => n + 1)
  }
  return { ...data, retry }
}
