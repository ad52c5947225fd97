// The frame's wallet: one EOA per email, derived from a server-side secret, signing and sending on
// the sandbox anvil chains. The private key never leaves this process.
import {
  createWalletClient,
  defineChain,
  http,
  isAddressEqual,
  isHex,
  type Hex,
  type TransactionRequest,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'

export type FrameChain = { id: number; name: string; rpcUrl: string }

/** A JSON-RPC error the frame passes back to the page as the request's error. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** Read-only methods forwarded to the chain's node as they are (hosted-protocols §5.5 "safe"). */
export const FORWARDED_METHODS = new Set([
  'eth_blockNumber', 'eth_call', 'eth_estimateGas', 'eth_feeHistory', 'eth_gasPrice', 'eth_getBalance',
  'eth_getBlockByHash', 'eth_getBlockByNumber', 'eth_getBlockReceipts', 'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber', 'eth_getCode', 'eth_getFilterChanges', 'eth_getFilterLogs', 'eth_getLogs',
  'eth_getProof', 'eth_getStorageAt', 'eth_getTransactionByBlockHashAndIndex', 'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash', 'eth_getTransactionCount', 'eth_getTransactionReceipt', 'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber', 'eth_maxPriorityFeePerGas', 'eth_newBlockFilter', 'eth_newFilter',
  'eth_newPendingTransactionFilter', 'eth_sendRawTransaction', 'eth_syncing', 'eth_uninstallFilter',
])

async function forward(chain: FrameChain, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
  if (body.error) throw new RpcError(body.error.code, body.error.message)
  return body.result
}

const list = (params: unknown, method: string, min: number): unknown[] => {
  if (!Array.isArray(params) || params.length < min) throw new RpcError(-32602, `${method} needs ${min} params`)
  return params
}
function checkSigner(account: PrivateKeyAccount, address: unknown, method: string): void {
  if (typeof address !== 'string' || !isHex(address) || !isAddressEqual(address, account.address)) {
    throw new RpcError(4100, `${method}: the address is not this wallet's account`)
  }
}
const quantity = (value: unknown): bigint | undefined => (typeof value === 'string' || typeof value === 'number' ? BigInt(value) : undefined)

/** Answers one RPC request of the signed-in account on `chain`. */
export async function handleRpc(account: PrivateKeyAccount, chain: FrameChain, method: string, params: unknown): Promise<unknown> {
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [account.address]
    case 'eth_chainId':
      return `0x${chain.id.toString(16)}`
    case 'personal_sign': {
      const [message, address] = list(params, method, 2)
      checkSigner(account, address, method)
      if (typeof message !== 'string') throw new RpcError(-32602, 'personal_sign: the message must be a string')
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'eth_signTypedData_v4': {
      const [address, data] = list(params, method, 2)
      checkSigner(account, address, method)
      const typed = (typeof data === 'string' ? JSON.parse(data) : data) as {
        domain?: Record<string, unknown>
        types: Record<string, { name: string; type: string }[]>
        primaryType: string
        message: Record<string, unknown>
      }
      const { EIP712Domain: _domain, ...types } = typed.types
      return account.signTypedData({ domain: typed.domain as never, types, primaryType: typed.primaryType, message: typed.message })
    }
    case 'eth_sendTransaction': {
      const [tx] = list(params, method, 1) as [Record<string, unknown>]
      if (tx.from !== undefined) checkSigner(account, tx.from, method)
      const client = createWalletClient({
        account,
        chain: defineChain({ id: chain.id, name: chain.name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } }),
        transport: http(chain.rpcUrl),
      })
      const request: TransactionRequest = {
        to: tx.to as Hex | undefined,
        data: tx.data as Hex | undefined,
        value: quantity(tx.value),
        gas: quantity(tx.gas),
      }
      return client.sendTransaction(request as never)
    }
    default:
      if (FORWARDED_METHODS.has(method)) return forward(chain, method, params)
      throw new RpcError(4200, `The sandbox frame does not support ${method}`)
  }
}

/** Gives a new account gas money on an anvil chain (the sandbox's convenience: real wallets start empty). */
export async function fundOnAnvil(chain: FrameChain, address: Hex, wei: bigint): Promise<void> {
  const balance = BigInt((await forward(chain, 'eth_getBalance', [address, 'latest'])) as string)
  if (balance < wei) await forward(chain, 'anvil_setBalance', [address, `0x${wei.toString(16)}`])
}
