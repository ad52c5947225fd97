// Limits of the wallet listing (the explorer's getWallets), in one place.

/** The Connect view shows at most this many recommended wallets from the listing. */
export const RECOMMENDED_WALLETS_LIMIT = 4
/** AllWallets loads the listing in pages of this many entries. */
export const WALLET_PAGE_SIZE = 40
/** A search shows at most this many results. */
export const SEARCH_RESULTS_LIMIT = 100
/** A search shows its loading state at least this long, so results never flicker in. */
export const SEARCH_MIN_WAIT_MS = 300
/** How long typing must pause before a search is sent (our choice; none is documented). */
export const SEARCH_DEBOUNCE_MS = 150
/** The images of the first this-many listing wallets are fetched before the list shows. */
export const PREFETCHED_IMAGES = 20
/** Prefetching those images waits at most this long. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000
