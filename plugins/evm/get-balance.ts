// The native balance, read from the network's own RPC URL (not through the wallet).
import { PorticoError, type Balance, type Network } from 'portico'
import type { BalanceClient } from './read-balance.ts'

export type GetBalance = (request: { address: string; network: Network }) => Promise<Balance>

/**
 * A balance reader with its own client per RPC URL (one reader per adapter: kernels never share).
 * viem loads on the first read, never at page start.
 */
export function createBalanceReader(): GetBalance {
  const clients = new Map<string, BalanceClient>()
  return async ({ address, network }) => {
    const rpcUrl = network.rpcUrls.default.http[0]
    if (!rpcUrl) throw new PorticoError('NO_RPC_URL', 'No RPC url provided for chainId', { details: network.caipNetworkId })
    const { createBalanceClient, readNativeBalance } = await import('./read-balance.ts')
    let client = clients.get(rpcUrl)
    if (!client) clients.set(rpcUrl, (client = createBalanceClient(rpcUrl)))
    const value = await readNativeBalance(client, address)
    return { value, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
  }
}
