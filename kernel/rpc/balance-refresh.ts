// Fresh balances: while an account is connected, each ranking round of its network's transport that
// sees a new block (EVM) or block height (Solana) reads the balance again, and so does the first
// round after a failed read, so a node that went down and a transfer that arrived both show within
// one round (4 s), not after a cache or a retry block runs out. The button and the Account view read
// the account state this refreshes.
import type { Observable, Subscription } from 'rxjs'
import type { ChainNamespace } from '../caip/caip.ts'
import type { Network } from '../network/network.ts'
import type { RpcHealth } from './rpc-service.ts'

/** The namespaces whose native balance is read from the chain's nodes. */
const BALANCE_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

export interface BalanceRefreshDeps {
  health$: Observable<RpcHealth>
  /** The active network of each namespace. */
  activeNetwork(namespace: ChainNamespace): Network | undefined
  account(namespace: ChainNamespace): { status: string; balanceUnavailable?: boolean }
  refreshBalance(namespace: ChainNamespace, options: { force: boolean }): Promise<void>
}

export function refreshBalancesOnNewBlocks(deps: BalanceRefreshDeps): Subscription {
  const seen = new Map<string, { rounds: number; head: string | undefined }>()
  return deps.health$.subscribe((health) => {
    for (const namespace of BALANCE_NAMESPACES) {
      const network = deps.activeNetwork(namespace)
      const chain = network && health[network.caipNetworkId]
      if (!chain) continue
      const last = seen.get(chain.caipNetworkId)
      // health also changes after every call: only a new ranking round counts
      if (last && last.rounds === chain.rounds) continue
      seen.set(chain.caipNetworkId, { rounds: chain.rounds, head: chain.head })
      const account = deps.account(namespace)
      if (account.status !== 'connected') continue
      const newBlock = last !== undefined && chain.head !== last.head
      if (newBlock || account.balanceUnavailable) void deps.refreshBalance(namespace, { force: true }).catch(() => undefined)
    }
  })
}
