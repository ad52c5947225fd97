import { currentChain, type WalletContext } from './context.ts'
import { ProviderRpcError, ProviderRpcErrorCode } from './errors.ts'

// Methods that act for the user (sign, send, change wallet state) are never forwarded to a node:
// the wallet handles them itself or answers 4200.
const actsForUser = /^(eth_sign|eth_send(?!RawTransaction$)|eth_requestAccounts$|eth_accounts$|eth_coinbase$|personal_|wallet_)/

/** Whether `method` is a read the wallet passes to the current chain's node (eth_*, net_*, web3_*). */
export const isForwardedMethod = (method: string): boolean =>
  /^(eth|net|web3)_/.test(method) && !actsForUser.test(method)

let nextId = 1

/** Sends the request to the current chain's RPC; a node error keeps its code, message and data. */
export async function forwardRequest(ctx: WalletContext, method: string, params: unknown): Promise<unknown> {
  const { rpcUrl } = currentChain(ctx)
  let body: { result?: unknown; error?: { code: number; message: string; data?: unknown } }
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
    })
    body = await response.json()
  } catch (error) {
    throw new ProviderRpcError(
      ProviderRpcErrorCode.ChainDisconnected,
      `The chain's RPC at ${rpcUrl} is unreachable: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data)
  return body.result ?? null
}
