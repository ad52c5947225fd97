// The Solana network's nodes, through the kernel's RPC transport (ranked URLs, retries, timeouts;
// no web3.js Connection): the balance, a recent blockhash and the confirmation of a sent transaction.
import { PorticoError, type Network, type RpcService } from 'portico'

/** How often a sent transaction's status is asked for while it is not yet confirmed. */
export const CONFIRM_POLL_MS = 400

export interface SolanaRpcClient {
  call<T>(method: string, params: unknown[]): Promise<T>
}

export function solanaRpcClient(rpc: Pick<RpcService, 'request'>, network: Network): SolanaRpcClient {
  return { call: <T>(method: string, params: unknown[]) => rpc.request<T>(network, method, params) }
}

/** The account's balance in lamports. */
export async function readLamports(rpc: SolanaRpcClient, address: string): Promise<bigint> {
  const { value } = await rpc.call<{ value: unknown }>('getBalance', [address, { commitment: 'confirmed' }])
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw new PorticoError('BALANCE_FAILED', `getBalance returned no lamports: ${String(value)}`)
  return BigInt(value)
}

export function latestBlockhash(rpc: SolanaRpcClient): Promise<{ blockhash: string; lastValidBlockHeight: number }> {
  return rpc.call<{ value: { blockhash: string; lastValidBlockHeight: number } }>('getLatestBlockhash', [{ commitment: 'confirmed' }]).then((r) => r.value)
}

type Status = { err: unknown; confirmationStatus?: string } | null

/** Resolves once `signature` is confirmed; throws with the transaction's error, or when its blockhash expired first. */
export async function confirmSignature(rpc: SolanaRpcClient, signature: string, lastValidBlockHeight: number, pollMs = CONFIRM_POLL_MS): Promise<void> {
  for (;;) {
    const { value } = await rpc.call<{ value: Status[] }>('getSignatureStatuses', [[signature]])
    const status = value[0]
    if (status?.err) throw new PorticoError('TRANSACTION_FAILED', 'Transaction failed', { details: `${signature}: ${JSON.stringify(status.err)}` })
    if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')) return
    if ((await rpc.call<number>('getBlockHeight', [{ commitment: 'confirmed' }])) > lastValidBlockHeight) {
      throw new PorticoError('TRANSACTION_EXPIRED', 'Transaction expired', { details: `${signature} was not confirmed before block height ${lastValidBlockHeight}` })
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}
