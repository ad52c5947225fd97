// AppKit's pendingTransactionsFilter: while an EVM account is connected, the active chain's pending
// transactions are watched (a node filter, polled every pollingInterval) and each poll that sees new
// ones reads the balance again. After PENDING_TRANSACTIONS_LIMIT such polls the watch stops, so a
// busy chain never keeps a page polling its node for ever.
import type { Network, RpcService } from 'portico'

/** Polls that saw pending transactions before the watch stops (AppKit's limit). */
export const PENDING_TRANSACTIONS_LIMIT = 99
/** How often the filter is asked, unless the app says otherwise (AppKit's default). */
export const PENDING_TRANSACTIONS_POLLING_MS = 30_000

export interface PendingTransactionsFilter {
  /** Off unless true, as in AppKit. */
  enable?: boolean
  /** Milliseconds between two reads of the filter; default PENDING_TRANSACTIONS_POLLING_MS. */
  pollingInterval?: number
}

export interface PendingTransactionsWatch {
  rpc: Pick<RpcService, 'request'>
  /** The active EVM network while an EVM account is connected, else undefined (nothing is asked). */
  watched: () => Network | undefined
  /** Called once per poll that saw pending transactions. */
  onTransactions: (hashes: readonly string[]) => void
  pollingInterval?: number
  limit?: number
}

/** Starts the watch; returns its stop. A filter the node forgot (a restart, another node of the list) is made again on the next poll. */
export function watchPendingTransactions(watch: PendingTransactionsWatch): () => void {
  const limit = watch.limit ?? PENDING_TRANSACTIONS_LIMIT
  let filter: { network: string; id: string } | undefined
  let seen = 0
  let busy = false
  const poll = async () => {
    const network = watch.watched()
    if (!network) return void (filter = undefined)
    if (filter?.network !== network.caipNetworkId) {
      filter = { network: network.caipNetworkId, id: await watch.rpc.request<string>(network, 'eth_newPendingTransactionFilter', []) }
      return
    }
    const hashes = await watch.rpc.request<string[]>(network, 'eth_getFilterChanges', [filter.id])
    if (!Array.isArray(hashes) || hashes.length === 0) return
    seen += 1
    watch.onTransactions(hashes)
    if (seen >= limit) stop()
  }
  const timer = setInterval(() => {
    if (busy) return
    busy = true
    poll()
      .catch(() => {
        filter = undefined
      })
      .finally(() => {
        busy = false
      })
  }, watch.pollingInterval ?? PENDING_TRANSACTIONS_POLLING_MS)
  const stop = () => clearInterval(timer)
  return stop
}
