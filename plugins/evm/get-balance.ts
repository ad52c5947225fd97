// The native balance, read from the network's nodes through the kernel's RPC transport (its ranked
// URLs, batching and retries), not through the wallet.
import { PorticoError, type Balance, type Network, type RpcService } from 'portico'

export type GetBalance = (request: { address: string; network: Network }) => Promise<Balance>

/** A balance reader over the kernel's RPC service (asked for on the first read). */
export function createBalanceReader(rpc: () => Pick<RpcService, 'request'>): GetBalance {
  return async ({ address, network }) => {
    const answer = await rpc().request<unknown>(network, 'eth_getBalance', [address, 'latest'])
    if (typeof answer !== 'string' || !/^0x[0-9a-fA-F]+$/.test(answer)) {
      throw new PorticoError('BALANCE_FAILED', `eth_getBalance returned no quantity: ${String(answer)}`, { details: network.caipNetworkId })
    }
    return { value: BigInt(answer), decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
  }
}
