import { useEffect, useState } from 'react'
import { TOKENS, type Explorer, type GetWalletsParams, type Kernel, type WalletPage } from '../../../kernel/index.ts'
import { PREFETCHED_IMAGES, WALLET_PAGE_SIZE } from '../../wallets/limits.ts'
import { keepWallet, walletImageSrc, type ListingFilter } from '../../wallets/listing.ts'
import { imageConstructorOf, preloadImages } from '../../wallets/preload-images.ts'
import { fetchWalletPage, peekWalletPage } from '../../wallets/wallet-cache.ts'

export interface ListingData {
  featured?: WalletPage
  /** The listing's first page: the recommended wallets and the total count. */
  listing?: WalletPage
  /** Both answers came (or failed, or there is no listing): nothing more will arrive. */
  settled: boolean
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

/**
 * Fetches what the Connect view needs from the listing: the featured wallets and the first page.
 * SPEC §8: a failed fetch is silently ignored (the installed wallets still show). The first
 * page's first images are prefetched for AllWallets (SPEC §9).
 */
export function useListing(kernel: Kernel, explorer: Explorer | undefined, filter: ListingFilter): ListingData {
  const featuredIds = kernel.options.featuredWalletIds
  const [featuredParams] = useState<GetWalletsParams | undefined>(() =>
    featuredIds.length ? { include: featuredIds, page: 1, entries: featuredIds.length } : undefined,
  )
  const [listingParams] = useState(() => firstPageParams(kernel))
  const [data, setData] = useState<ListingData>(() => {
    const featured = explorer && featuredParams ? peekWalletPage(explorer, featuredParams) : undefined
    const listing = explorer ? peekWalletPage(explorer, listingParams) : undefined
    return { featured, listing, settled: !explorer || (!!listing && (!featuredParams || !!featured)) }
  })

  useEffect(() => {
    if (!explorer || data.settled) return
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
        const urls = (Array.isArray(page?.data) ? page.data : [])
          .filter((w) => w && keepWallet(w, filter))
          .slice(0, PREFETCHED_IMAGES)
          .map((w) => walletImageSrc(w, explorer))
          .filter((url): url is string => url !== undefined)
        void preloadImages(urls, { Image: imageConstructorOf(kernel.get(TOKENS.environment).window) })
      },
      () => {},
    )
    void Promise.all([featured, listing]).then(() => live && setData((d) => ({ ...d, settled: true })))
    return () => {
      live = false
    }
    // once per mount: the params and filter are fixed for the kernel's lifetime
  }, [explorer])

  return data
}
