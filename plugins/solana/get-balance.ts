// The native balance in lamports (SOL has 9 decimals), read from the network's own RPC.
import type { Balance, Network } from 'portico'
import { assertSolanaAddress } from './address.ts'
import type { SolanaRpc } from './rpc.ts'

export async function getBalance(rpc: SolanaRpc, request: { address: string; network: Network }): Promise<Balance> {
  assertSolanaAddress(request.address, 'address')
  const { web3, connection } = await rpc.connection(request.network)
  const lamports = await connection.getBalance(new web3.PublicKey(request.address))
  return { value: BigInt(lamports), decimals: request.network.nativeCurrency.decimals, symbol: request.network.nativeCurrency.symbol }
}
