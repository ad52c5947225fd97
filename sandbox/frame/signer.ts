// The frame page's signer: answers the session user's signing requests with keys held only in the
// page's memory for the call (decrypted from the key vault, key-vault.ts). Transactions are filled
// (nonce, gas, fees) through `read` (chain-reads.ts: the page's RPC URLs), signed here with viem
// and broadcast as eth_sendRawTransaction. Browser-safe; tested in Node against anvil.
import { createWalletClient, custom, defineChain, isAddressEqual, isHex, type Hex } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import type { UserKeys } from './keys.ts'

/** A JSON-RPC style error the frame answers a request with. */
export class SignerError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export type SignerChain = { id: number; name: string }
/** A read-only RPC call on the chain (chain-reads.ts). */
export type ReadRpc = (method: string, params: unknown) => Promise<unknown>

/** EVM methods this signer answers itself; the others are reads for `read`. */
export const SIGNING_METHODS = new Set([
  'eth_accounts', 'eth_requestAccounts', 'personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls', 'wallet_getCallsStatus',
])

type Receipt = { status: Hex; logs: unknown[]; blockHash: Hex; blockNumber: Hex; gasUsed: Hex; transactionHash: Hex }

/**
 * EIP-5792 calls status of a wallet_sendCalls id. The id is the calls' transaction hashes joined,
 * so any frame page (a reload, another tab) can answer it without keeping state.
 */
async function callsStatus(id: unknown, chain: SignerChain, read: ReadRpc) {
  if (typeof id !== 'string' || !/^0x([0-9a-f]{64})+$/i.test(id)) throw new SignerError(5730, 'Unknown bundle id')
  const hashes = id.slice(2).match(/.{64}/g)!.map((h) => `0x${h}` as Hex)
  const receipts = (await Promise.all(hashes.map((hash) => read('eth_getTransactionReceipt', [hash])))) as (Receipt | null)[]
  // a hash with neither receipt nor transaction was never sent: an id this wallet did not make
  const unmined = hashes.filter((_, i) => receipts[i] === null)
  const known = await Promise.all(unmined.map((hash) => read('eth_getTransactionByHash', [hash])))
  if (known.some((tx) => tx === null)) throw new SignerError(5730, 'Unknown bundle id')
  const done = receipts.filter((r): r is Receipt => r !== null)
  const failed = done.filter((r) => r.status !== '0x1').length
  // 100 pending, 200 all confirmed, 500 all reverted, 600 some reverted (EIP-5792 v2 status codes)
  const status = done.length < receipts.length ? 100 : failed === 0 ? 200 : failed === done.length ? 500 : 600
  return {
    version: '2.0.0',
    id,
    chainId: `0x${chain.id.toString(16)}`,
    status,
    atomic: false,
    receipts: done.map(({ logs, status: s, blockHash, blockNumber, gasUsed, transactionHash }) => ({ logs, status: s, blockHash, blockNumber, gasUsed, transactionHash })),
  }
}

const list = (params: unknown, method: string, min: number): unknown[] => {
  if (!Array.isArray(params) || params.length < min) throw new SignerError(-32602, `${method} needs ${min} params`)
  return params
}
function checkSigner(account: PrivateKeyAccount, address: unknown, method: string): void {
  if (typeof address !== 'string' || !isHex(address) || !isAddressEqual(address, account.address)) {
    throw new SignerError(4100, `${method}: the address is not this wallet's account`)
  }
}
const quantity = (value: unknown): bigint | undefined => (typeof value === 'string' || typeof value === 'number' ? BigInt(value) : undefined)

/** Answers one eip155 request of the user with `keys` on `chain`. */
export async function signEvm(keys: UserKeys, chain: SignerChain, method: string, params: unknown, read: ReadRpc): Promise<unknown> {
  const account = privateKeyToAccount(keys.evmPrivateKey)
  /** A local account: viem fills nonce, gas and fees through `read`, signs here and sends eth_sendRawTransaction. */
  const send = (tx: Record<string, unknown>): Promise<Hex> => {
    const client = createWalletClient({
      account,
      chain: defineChain({ id: chain.id, name: chain.name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } }),
      // The chain id is known: answered without a call.
      transport: custom({ request: ({ method: m, params: p }) => (m === 'eth_chainId' ? Promise.resolve(`0x${chain.id.toString(16)}`) : read(m, p)) }),
    })
    return client.sendTransaction({
      to: tx.to as Hex | undefined,
      data: tx.data as Hex | undefined,
      value: quantity(tx.value),
      gas: quantity(tx.gas),
      nonce: tx.nonce === undefined ? undefined : Number(tx.nonce),
    } as never)
  }
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [account.address]
    case 'personal_sign': {
      const [message, address] = list(params, method, 2)
      checkSigner(account, address, method)
      if (typeof message !== 'string') throw new SignerError(-32602, 'personal_sign: the message must be a string')
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
      return send(tx)
    }
    case 'wallet_sendCalls': {
      const [bundle] = list(params, method, 1) as [{ from?: string; chainId?: string | number; calls: Record<string, unknown>[] }]
      if (bundle.from !== undefined) checkSigner(account, bundle.from, method)
      if (bundle.chainId !== undefined && Number(bundle.chainId) !== chain.id) throw new SignerError(4901, `wallet_sendCalls: chain ${bundle.chainId} is not the current chain`)
      if (!bundle.calls.length) throw new SignerError(-32602, 'wallet_sendCalls needs at least one call')
      // One transaction per call, in order (no atomic batch on a plain EOA).
      const hashes: Hex[] = []
      for (const call of bundle.calls) hashes.push(await send(call))
      return { id: `0x${hashes.map((h) => h.slice(2)).join('')}` }
    }
    case 'wallet_getCallsStatus':
      return callsStatus(list(params, method, 1)[0], chain, read)
    default:
      throw new SignerError(4200, `The sandbox frame does not sign ${method}`)
  }
}
