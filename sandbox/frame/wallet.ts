// The frame server's side of the wallet: forwarding read-only RPC to the sandbox anvil chains for the
// frame page (which signs locally, signer.ts) and funding new accounts. It signs nothing.
import type { Hex } from 'viem'

export type FrameChain = {
  id: number
  name: string
  rpcUrl: string
  /** The chain's ERC-4337 bundler (EntryPoint 0.8): the frame offers smart accounts where there is one. */
  bundlerUrl?: string
}

/** A JSON-RPC error the frame passes back to the page as the request's error. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** Read-only methods forwarded to the chain's node as they are (hosted-protocols §5.5 "safe"), and the signed-transaction broadcast. */
export const FORWARDED_METHODS = new Set([
  'eth_blockNumber', 'eth_call', 'eth_estimateGas', 'eth_feeHistory', 'eth_gasPrice', 'eth_getBalance',
  'eth_getBlockByHash', 'eth_getBlockByNumber', 'eth_getBlockReceipts', 'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber', 'eth_getCode', 'eth_getFilterChanges', 'eth_getFilterLogs', 'eth_getLogs',
  'eth_getProof', 'eth_getStorageAt', 'eth_getTransactionByBlockHashAndIndex', 'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash', 'eth_getTransactionCount', 'eth_getTransactionReceipt', 'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber', 'eth_maxPriorityFeePerGas', 'eth_newBlockFilter', 'eth_newFilter',
  'eth_newPendingTransactionFilter', 'eth_sendRawTransaction', 'eth_syncing', 'eth_uninstallFilter',
])

async function callNode(chain: FrameChain, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
  if (body.error) throw new RpcError(body.error.code, body.error.message)
  return body.result
}

/** Forwards one FORWARDED_METHODS request to `chain`'s node; anything else is refused (4200). */
export async function forwardRpc(chain: FrameChain, method: string, params: unknown): Promise<unknown> {
  if (!FORWARDED_METHODS.has(method)) throw new RpcError(4200, `The sandbox frame server forwards read methods only, not ${method}`)
  return callNode(chain, method, params)
}

/** Gives a new account gas money on an anvil chain (the sandbox's convenience: real wallets start empty). */
export async function fundOnAnvil(chain: FrameChain, address: Hex, wei: bigint): Promise<void> {
  const balance = BigInt((await callNode(chain, 'eth_getBalance', [address, 'latest'])) as string)
  if (balance < wei) await callNode(chain, 'anvil_setBalance', [address, `0x${wei.toString(16)}`])
}
