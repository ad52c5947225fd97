// The frame server's side of the wallet: forwarding read-only RPC to the sandbox anvil chains for the
// frame page (which signs locally, signer.ts) and funding new accounts. It signs nothing.
import type { Hex } from 'viem'
import { callRpc, RpcError } from './rpc-call.ts'

export type FrameChain = {
  id: number
  name: string
  rpcUrl: string
  /** The chain's ERC-4337 bundler (EntryPoint 0.8): the frame offers smart accounts where there is one. */
  bundlerUrl?: string
}

export { RpcError } from './rpc-call.ts'

/** Read-only methods forwarded to the chain's node as they are, and the signed-transaction broadcast. */
export const FORWARDED_METHODS = new Set([
  'eth_blockNumber', 'eth_call', 'eth_estimateGas', 'eth_feeHistory', 'eth_gasPrice', 'eth_getBalance',
  'eth_getBlockByHash', 'eth_getBlockByNumber', 'eth_getBlockReceipts', 'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber', 'eth_getCode', 'eth_getFilterChanges', 'eth_getFilterLogs', 'eth_getLogs',
  'eth_getProof', 'eth_getStorageAt', 'eth_getTransactionByBlockHashAndIndex', 'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash', 'eth_getTransactionCount', 'eth_getTransactionReceipt', 'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber', 'eth_maxPriorityFeePerGas', 'eth_newBlockFilter', 'eth_newFilter',
  'eth_newPendingTransactionFilter', 'eth_sendRawTransaction', 'eth_syncing', 'eth_uninstallFilter',
])

/** Forwards one FORWARDED_METHODS request to `chain`'s node; anything else is refused (4200). */
export async function forwardRpc(chain: FrameChain, method: string, params: unknown): Promise<unknown> {
  if (!FORWARDED_METHODS.has(method)) throw new RpcError(4200, `The sandbox frame server forwards read methods only, not ${method}`)
  return callRpc(chain.rpcUrl, method, params)
}

/** Gives a new account gas money on an anvil chain (the sandbox's convenience: real wallets start empty). */
export async function fundOnAnvil(chain: FrameChain, address: Hex, wei: bigint): Promise<void> {
  const balance = BigInt((await callRpc(chain.rpcUrl, 'eth_getBalance', [address, 'latest'])) as string)
  if (balance < wei) await callRpc(chain.rpcUrl, 'anvil_setBalance', [address, `0x${wei.toString(16)}`])
}
