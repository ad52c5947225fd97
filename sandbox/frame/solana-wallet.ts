// The frame server's Solana side: the sandbox cluster (sandbox/solana-rpc, LiteSVM) it forwards the
// frame page's Solana calls to (the page signs, solana-signer.ts; the server only relays reads and
// the signed transaction) and the SOL each new user gets there. It signs nothing.
import { callRpc, RpcError } from './rpc-call.ts'

export type FrameSolana = {
  /** The cluster's HTTP JSON-RPC URL. */
  rpcUrl: string
  /** The cluster's genesis hash (base58): its first 32 characters are the CAIP-2 reference. */
  genesisHash: string
  /** What the approval card calls it; default 'Sandbox Solana'. */
  name?: string
}

/** The cluster's CAIP-2 id, `solana:<genesis hash cut to 32 characters>` (CAIP-30). */
export const solanaChainId = (solana: Pick<FrameSolana, 'genesisHash'>) => `solana:${solana.genesisHash.slice(0, 32)}`

/** Whether `chainId` (a CAIP-2 id or its bare reference) names this cluster. */
export function isSolanaChain(solana: Pick<FrameSolana, 'genesisHash'>, chainId: string | number | undefined): boolean {
  if (typeof chainId !== 'string') return false
  const caip = solanaChainId(solana)
  return chainId === caip || chainId === caip.slice('solana:'.length)
}

/** The calls the frame page makes on the cluster: reads, and the broadcast of a transaction it signed. */
export const SOLANA_FORWARDED_METHODS = new Set([
  'getBalance', 'getBlockHeight', 'getLatestBlockhash', 'isBlockhashValid', 'getSignatureStatuses',
  'getAccountInfo', 'getMinimumBalanceForRentExemption', 'simulateTransaction', 'sendTransaction',
])

/** Forwards one SOLANA_FORWARDED_METHODS call to the cluster; anything else is refused (4200). */
export async function forwardSolanaRpc(solana: FrameSolana, method: string, params: unknown): Promise<unknown> {
  if (!SOLANA_FORWARDED_METHODS.has(method)) throw new RpcError(4200, `The sandbox frame server forwards Solana reads and sendTransaction only, not ${method}`)
  return callRpc(solana.rpcUrl, method, params)
}

/** Tops a new account up to `lamports` on the cluster (the sandbox's convenience: real wallets start empty). */
export async function fundOnSolana(solana: FrameSolana, address: string, lamports: bigint): Promise<void> {
  const { value } = (await callRpc(solana.rpcUrl, 'getBalance', [address])) as { value: number }
  const missing = lamports - BigInt(value)
  if (missing > 0n) await callRpc(solana.rpcUrl, 'requestAirdrop', [address, Number(missing)])
}
