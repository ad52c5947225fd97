// The bundler request: a JSON-RPC POST to an EVM chain's ERC-4337 bundler for a user
// operation's receipt. Which bundler: the `bundlerUrls` option's URL for the chain, else the
// Blockchain API's route (POST {blockchainApi}/v1/bundler?projectId=…&chainId=<CAIP-2>&bundler=<name>).
// Read as EIP-5792 calls status, as a wallet_sendCalls whose id is a user operation hash is answered.
import { evmChainNumber, toCaipNetworkId } from '../caip/caip.ts'
import { PorticoError } from '../errors/portico-error.ts'
import type { ResolvedOptions } from '../config/resolve-options.ts'
import { createJsonRpcClient } from '../rpc/json-rpc-client.ts'
import { projectQuery } from './common-query.ts'
import { HTTP_TIMEOUT_MS, type FetchLike } from './http.ts'

/** The bundler the Blockchain API forwards to when none is named (the only one it accepts). */
export const DEFAULT_BUNDLER_NAME = 'pimlico'

/** An EVM chain's number (EIP-155 ids are positive), from `1`, `'1'` or `'eip155:1'`; anything else is refused. */
const chainNumberOf = (chainId: number | string) => {
  const n = evmChainNumber(chainId)
  if (!Number.isSafeInteger(n) || n <= 0) throw new PorticoError('INVALID_CHAIN_ID', `Not an EVM chain id: ${JSON.stringify(chainId)}`)
  return n
}

/** The bundler URL of an EVM chain: the option's, else the Blockchain API's route naming `bundlerName`. */
export function bundlerUrl(options: Pick<ResolvedOptions, 'bundlerUrls' | 'endpoints' | 'projectId'>, chainId: number | string, bundlerName: string = DEFAULT_BUNDLER_NAME): string {
  const caip = toCaipNetworkId('eip155', chainNumberOf(chainId))
  const own = options.bundlerUrls[caip]
  if (own) return own
  const url = new URL(`${options.endpoints.blockchainApi}/v1/bundler`)
  // the route takes the project alone (no st or sv); an absent one is sent empty, as the route is always named
  url.search = new URLSearchParams({ projectId: projectQuery(options).projectId ?? '', chainId: caip, bundler: bundlerName }).toString()
  return url.href
}

/** ERC-4337's eth_getUserOperationReceipt answer (the fields read here). */
export interface UserOperationReceipt {
  userOpHash?: string
  success: boolean
  reason?: string
  receipt: { transactionHash: string; blockHash: string; blockNumber: string; gasUsed: string; status?: string; logs: unknown[] }
}

/** The receipt of user operation `hash` from the bundler at `url`; null while it is not mined. */
export async function getUserOperationReceipt(url: string, hash: string, fetchFn: FetchLike, timeoutMs = HTTP_TIMEOUT_MS): Promise<UserOperationReceipt | null> {
  const fail = (why: string) => new PorticoError('BUNDLER_ERROR', `Failed to fetch user operation receipt - ${why}`, { details: new URL(url).origin })
  let result: UserOperationReceipt | null | undefined
  try {
    result = await createJsonRpcClient({ fetch: fetchFn, timeoutMs }).request<UserOperationReceipt | null>(url, 'eth_getUserOperationReceipt', [hash])
  } catch (error) {
    throw fail(error instanceof Error ? error.message : String(error))
  }
  if (result === null || result === undefined) return null
  if (typeof result.success !== 'boolean' || typeof result.receipt?.transactionHash !== 'string') throw fail('the receipt is malformed')
  return result
}

/** EIP-5792 status of calls sent as one user operation: 100 pending, 200 confirmed, 500 reverted (one operation: all or nothing). */
export function userOperationCallsStatus(id: string, chainId: number | string, receipt: UserOperationReceipt | null) {
  const base = { version: '2.0.0', id, chainId: `0x${chainNumberOf(chainId).toString(16)}`, atomic: true }
  if (!receipt) return { ...base, status: 100, receipts: [] }
  const { logs, blockHash, blockNumber, gasUsed, transactionHash } = receipt.receipt
  return { ...base, status: receipt.success ? 200 : 500, receipts: [{ logs, status: receipt.success ? '0x1' : '0x0', blockHash, blockNumber, gasUsed, transactionHash }] }
}
