// The native balance by eth_getBalance on the network's nodes, through the kernel's RPC transport
// (not through the frame, and without the evm plugin).
import { PorticoError, type Network, type RpcService } from 'portico'

export async function readNativeBalance(rpc: Pick<RpcService, 'request'>, network: Network, address: string): Promise<bigint> {
  const answer = await rpc.request<unknown>(network, 'eth_getBalance', [address, 'latest'])
  if (typeof answer !== 'string' || !/^0x[0-9a-fA-F]+$/.test(answer)) throw new PorticoError('BALANCE_FAILED', `eth_getBalance returned no quantity: ${String(answer)}`, { details: network.caipNetworkId })
  return BigInt(answer)
}
