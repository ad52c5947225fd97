// The error codes a wallet or a node answers with, by name: JSON-RPC 2.0's and EIP-1474's
// (-32700 … -32006), EIP-1193's provider codes (4001 … 4902) and EIP-5792's wallet-call codes
// (5700 … 5760). An app or a view tells a refusal from a failure by name, not by number.
import { errorCodeOf, messageOf, PorticoError } from './portico-error.ts'

export const RPC_ERROR_CODES = {
  PARSE_ERROR: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
  INVALID_INPUT: -32000,
  RESOURCE_NOT_FOUND: -32001,
  RESOURCE_UNAVAILABLE: -32002,
  TRANSACTION_REJECTED: -32003,
  METHOD_NOT_SUPPORTED: -32004,
  LIMIT_EXCEEDED: -32005,
  JSON_RPC_VERSION_NOT_SUPPORTED: -32006,
  USER_REJECTED: 4001,
  UNAUTHORIZED: 4100,
  UNSUPPORTED_METHOD: 4200,
  DISCONNECTED: 4900,
  CHAIN_DISCONNECTED: 4901,
  UNRECOGNIZED_CHAIN: 4902,
  UNSUPPORTED_NON_OPTIONAL_CAPABILITY: 5700,
  UNSUPPORTED_CHAIN_ID: 5710,
  DUPLICATE_ID: 5720,
  UNKNOWN_BUNDLE_ID: 5730,
  BUNDLE_TOO_LARGE: 5740,
  ATOMIC_READY_WALLET_REJECTED_UPGRADE: 5750,
  ATOMICITY_NOT_SUPPORTED: 5760,
} as const

export type RpcErrorName = keyof typeof RPC_ERROR_CODES

const NAMES = new Map<number, RpcErrorName>(Object.entries(RPC_ERROR_CODES).map(([name, code]) => [code, name as RpcErrorName]))

/** The name of a wallet's or a node's error code; undefined for a code of no table. */
export function rpcErrorName(code: number | undefined): RpcErrorName | undefined {
  return code === undefined ? undefined : NAMES.get(code)
}

/**
 * A wallet's or a node's error as a PorticoError whose `code` is its name (`USER_REJECTED`,
 * `ATOMICITY_NOT_SUPPORTED`, …), keeping the wallet's own message and the error as `cause`, and the
 * number as `rpcCode`; undefined when the error carries no code of the tables.
 */
export function namedRpcError(error: unknown): (PorticoError & { rpcCode: number }) | undefined {
  if (error instanceof PorticoError && (error as { rpcCode?: unknown }).rpcCode !== undefined) return error as PorticoError & { rpcCode: number }
  const code = errorCodeOf(error)
  const name = rpcErrorName(code)
  if (!name || code === undefined) return undefined
  return Object.assign(new PorticoError(name, messageOf(error), { cause: error }), { rpcCode: code })
}
