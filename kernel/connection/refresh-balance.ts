import { toCaipAddress, type ChainNamespace } from '../caip/caip.ts'
import { formatUnits } from '../format/balance.ts'
import type { ConnectionContext } from './connection-context.ts'

/** Balances are fetched only for these namespaces (and never for testnets). */
export const BALANCE_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

/**
 * Reads the connected account's native balance into its state, from the 30 s balance cache unless
 * `force`; a testnet or a namespace without balances shows 0.00 without asking the wallet.
 */
export async function refreshBalance(ctx: ConnectionContext, ns: ChainNamespace, options: { force?: boolean } = {}): Promise<void> {
  const { accounts, deps } = ctx
  const { network } = deps
  const acc = accounts.account(ns)
  const net = network.get().activeByNamespace[ns]
  if (acc.status !== 'connected' || !acc.address || !net || network.get().unsupportedChainId !== undefined) return
  // The native balance is the chain's, not the wallet's: when the connection's adapter does not read
  // it (WalletConnect's eip155 one), the namespace's own adapter reads it from the chain's nodes.
  const adapter = [ctx.routing.adapterOf(ns), ctx.routing.adapterFor(ns)].find((a) => a?.getBalance)
  if (!BALANCE_NAMESPACES.includes(ns) || net.testnet || !adapter?.getBalance) {
    accounts.patch(ns, { balance: '0.00', balanceSymbol: net.nativeCurrency.symbol, balanceLoading: false })
    return
  }
  accounts.patch(ns, { balanceLoading: true })
  const caipAddress = toCaipAddress(net.caipNetworkId, acc.address)
  const read = async () => {
    const result = await adapter.getBalance!({ address: acc.address!, network: net })
    return { balance: formatUnits(result.value, result.decimals), symbol: result.symbol }
  }
  try {
    if (options.force) deps.balanceCache?.invalidateBalances(caipAddress)
    const result = deps.balanceCache ? await deps.balanceCache.getNativeBalance(caipAddress, read) : await read()
    // The visitor may have moved on while the request was in flight.
    if (accounts.account(ns).address !== acc.address || network.get().activeByNamespace[ns] !== net) return
    accounts.patch(ns, { balance: result.balance, balanceSymbol: result.symbol, balanceLoading: false, balanceUnavailable: false })
  } catch (error) {
    deps.logger.warn('balance fetch failed', error)
    // the view says so in words rather than a bare dash (an RPC node down)
    if (accounts.account(ns).address === acc.address) accounts.patch(ns, { balanceLoading: false, balanceUnavailable: true })
  }
}
