// 'Buy in progress': the purchase is followed through the history API (`onramp=coinbase`)
// from the moment the provider's window opens. The purchases the account already had are set aside
// first, so the one followed is the first new purchase on this network; it is read again every
// PURCHASE_POLL_INTERVAL_MS until it lands (confirmed) or fails. A failed read is skipped (the next
// one may answer); leaving the view unsubscribes, and the purchase still shows in Activity.
import { catchError, distinctUntilChanged, EMPTY, exhaustMap, from, map, startWith, takeWhile, timer, type Observable } from 'rxjs'
import type { HistoryApi, WalletTransaction } from 'portico'

/** How often the purchase is read while 'Buy in progress' shows (our choice; none is documented). */
export const PURCHASE_POLL_INTERVAL_MS = 2_000
/**
 * When the purchases already made could not be listed before the window opened, a purchase counts
 * as new if the provider last touched it at most this long before (clock skew, a slow first read).
 */
export const PURCHASE_CLOCK_SKEW_MS = 60_000

export type PurchaseProgress =
  | { status: 'waiting' }
  | { status: 'pending' | 'confirmed' | 'failed'; id: string; amount: string; symbol: string; hash: string }

export interface FollowPurchaseInput {
  history: Pick<HistoryApi, 'getHistory'>
  /** The destination (plain address). */
  address: string
  /** CAIP-2: only purchases delivered on this network count. */
  caipNetworkId: string
  /** The ids of the purchases before this one; undefined when they could not be read. */
  known: readonly string[] | undefined
  /** When the provider's window opened (ms since the epoch). */
  since: number
  intervalMs?: number
}

/** The account's purchases on the network, newest first (one page: the newest are all we need). */
async function purchasesOn(history: Pick<HistoryApi, 'getHistory'>, address: string, caipNetworkId: string): Promise<WalletTransaction[]> {
  // asked without chainId: the on-ramp history is the provider's, filtered here by its chain field
  const page = await history.getHistory({ address, onramp: 'coinbase' })
  return page.data.filter((t) => t.metadata.chain === caipNetworkId)
}

/** The ids of the purchases the account has now; undefined when they cannot be read. */
export async function knownPurchases(history: Pick<HistoryApi, 'getHistory'>, address: string, caipNetworkId: string): Promise<string[] | undefined> {
  try {
    return (await purchasesOn(history, address, caipNetworkId)).map((t) => t.id)
  } catch {
    return undefined
  }
}

/** The progress of the purchase made after `since`: 'waiting' until it shows, then its status; completes once it lands or fails. */
export function followPurchase(input: FollowPurchaseInput): Observable<PurchaseProgress> {
  const isNew = (t: WalletTransaction) =>
    input.known ? !input.known.includes(t.id) : Date.parse(t.metadata.minedAt) >= input.since - PURCHASE_CLOCK_SKEW_MS
  return timer(0, input.intervalMs ?? PURCHASE_POLL_INTERVAL_MS).pipe(
    exhaustMap(() =>
      from(purchasesOn(input.history, input.address, input.caipNetworkId)).pipe(
        catchError(() => EMPTY),
        map((list): PurchaseProgress => {
          // newest first: the last new one is the first made since the window opened
          const mine = list.filter(isNew).at(-1)
          if (!mine) return { status: 'waiting' }
          const transfer = mine.transfers.find((t) => t.direction === 'in') ?? mine.transfers[0]
          return {
            status: mine.metadata.status,
            id: mine.id,
            amount: transfer?.quantity.numeric ?? '',
            symbol: transfer?.fungible_info?.symbol ?? '',
            hash: mine.metadata.hash,
          }
        }),
      ),
    ),
    startWith<PurchaseProgress>({ status: 'waiting' }),
    distinctUntilChanged((a, b) => a.status === b.status && ('id' in a ? a.id : '') === ('id' in b ? b.id : '')),
    takeWhile((p) => p.status !== 'confirmed' && p.status !== 'failed', true),
  )
}
