// The frame page's answers for a user's smart account on one chain, the ERC-4337 contract account
// (smart-account.ts) or the key's own address as an EIP-7702 account (eip7702-account.ts): the owner key
// signs, the account's calls go out as ERC-4337 user operations through the chain's bundler (the
// frame server forwards them, bundler-forward.ts); the first operation deploys the contract account,
// or carries the 7702 account's authorization (its delegation).
// eth_sendTransaction is one operation of one call and answers its transaction hash once mined;
// wallet_sendCalls is ONE operation of all its calls (atomic) and answers its user operation hash as
// the EIP-5792 id; personal_sign and typed data are ERC-1271 signatures (ERC-6492-wrapped while the
// account has no code). Browser-safe; tested in Node against anvil and alto.
import { createClient, custom, defineChain, isAddress, isAddressEqual, isHex, type Address, type Hex } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import type { SmartKind } from './account-choice.ts'
import { authorizationFor, toSandbox7702Account } from './eip7702-account.ts'
import type { UserKeys } from './keys.ts'
import { toSandboxSmartAccount, type SandboxSmartAccount } from './smart-account.ts'
import { SignerError, type ReadRpc, type SignerChain } from './signer.ts'

/** A call to the chain's bundler (forwarded by the frame server). */
export type BundlerRpc = (method: string, params: unknown) => Promise<unknown>

/** What the smart account answers itself (the rest are reads). */
export const SMART_ACCOUNT_METHODS = new Set(['eth_accounts', 'eth_requestAccounts', 'personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls'])

/** How long a sent user operation may take to be mined before the request fails. */
const RECEIPT_TIMEOUT_MS = 60_000

type Call = { to: Address; value?: bigint; data?: Hex }
export type RawReceipt = { success: boolean; reason?: string; receipt: { status: Hex; logs: unknown[]; blockHash: Hex; blockNumber: Hex; gasUsed: Hex; transactionHash: Hex } }

const chainOf = (chain: SignerChain) =>
  defineChain({ id: chain.id, name: chain.name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } })

/**
 * The user's smart account of `kind` over the frame's read API, its bundler client, and the EIP-7702
 * authorization its next user operation must carry (none for the contract account, or once delegated).
 */
export async function smartAccountOf(keys: UserKeys, chain: SignerChain, read: ReadRpc, bundler: BundlerRpc, address?: Address, kind: SmartKind = 'smartAccount') {
  const client = createClient({
    chain: chainOf(chain),
    transport: custom({ request: ({ method, params }) => (method === 'eth_chainId' ? Promise.resolve(`0x${chain.id.toString(16)}`) : read(method, params)) }),
  })
  const owner = privateKeyToAccount(keys.evmPrivateKey)
  const account = kind === 'eip7702' ? await toSandbox7702Account(client, owner) : await toSandboxSmartAccount({ client, owner, address })
  const bundlerClient = createBundlerClient({ account, client, transport: custom({ request: ({ method, params }) => bundler(method, params) }), pollingInterval: 100 })
  const authorization = async () => (kind === 'eip7702' ? authorizationFor(client, owner) : undefined)
  return { account, bundlerClient, authorization }
}

/** The innermost message of an error chain (viem wraps the bundler's or the frame server's answer). */
export function rootMessage(error: unknown): string {
  let current = error as { cause?: unknown; details?: string; shortMessage?: string; message?: string } | undefined
  let message = current?.message ?? String(error)
  while (current) {
    if (current.message && !current.cause) message = current.details || current.message
    current = current.cause as typeof current
  }
  return message
}

const quantity = (value: unknown): bigint | undefined => (typeof value === 'string' || typeof value === 'number' ? BigInt(value) : undefined)
const list = (params: unknown, method: string, min: number): unknown[] => {
  if (!Array.isArray(params) || params.length < min) throw new SignerError(-32602, `${method} needs ${min} params`)
  return params
}
function checkAccount(account: SandboxSmartAccount, address: unknown, method: string): void {
  if (typeof address !== 'string' || !isHex(address) || !isAddressEqual(address, account.address)) {
    throw new SignerError(4100, `${method}: the address is not this wallet's account`)
  }
}
export function callOf(raw: Record<string, unknown>): Call {
  if (typeof raw.to !== 'string' || !isHex(raw.to)) throw new SignerError(-32602, 'A call needs a 0x "to" address')
  // viem refuses a mixed-case address whose EIP-55 checksum is wrong (a mistyped address): say so before the card
  if (!isAddress(raw.to)) throw new SignerError(-32602, `A call's "to" is not a valid address: ${raw.to} (20 bytes; mixed case must match its EIP-55 checksum)`)
  if (raw.data !== undefined && (typeof raw.data !== 'string' || !isHex(raw.data))) throw new SignerError(-32602, 'A call\'s "data" must be 0x hex')
  return { to: raw.to, value: quantity(raw.value), data: raw.data as Hex | undefined }
}

/**
 * Checks the calls of an eth_sendTransaction / wallet_sendCalls before the approval card shows, so a
 * malformed one is refused with what is wrong instead of failing after the visitor approved it.
 */
export function checkCalls(method: string, params: unknown): void {
  if (method === 'eth_sendTransaction') callOf((list(params, method, 1)[0] ?? {}) as Record<string, unknown>)
  if (method === 'wallet_sendCalls') {
    const [bundle] = list(params, method, 1) as [{ calls?: Record<string, unknown>[] } | undefined]
    if (!Array.isArray(bundle?.calls) || !bundle.calls.length) throw new SignerError(-32602, 'wallet_sendCalls needs at least one call')
    bundle.calls.forEach((call) => callOf(call ?? {}))
  }
}

/** Answers one eip155 request of the user's smart account on `chain`. */
export async function signWithSmartAccount(
  keys: UserKeys,
  chain: SignerChain,
  method: string,
  params: unknown,
  read: ReadRpc,
  bundler: BundlerRpc,
  address?: Address,
  kind: SmartKind = 'smartAccount',
): Promise<unknown> {
  const { account, bundlerClient, authorization } = await smartAccountOf(keys, chain, read, bundler, address, kind)
  /** Sends one user operation of `calls` (with the 7702 delegation while it is not set); its hash, or why it was not sent. */
  const send = async (calls: Call[]): Promise<Hex> => {
    try {
      return await bundlerClient.sendUserOperation({ calls, authorization: await authorization() })
    } catch (error) {
      throw new SignerError(-32603, `User operation not sent: ${rootMessage(error)}`)
    }
  }
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [account.address]
    case 'personal_sign': {
      const [message, from] = list(params, method, 2)
      checkAccount(account, from, method)
      if (typeof message !== 'string') throw new SignerError(-32602, 'personal_sign: the message must be a string')
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'eth_signTypedData_v4': {
      const [from, data] = list(params, method, 2)
      checkAccount(account, from, method)
      const typed = (typeof data === 'string' ? JSON.parse(data) : data) as { domain?: Record<string, unknown>; types: Record<string, { name: string; type: string }[]>; primaryType: string; message: Record<string, unknown> }
      const { EIP712Domain: _domain, ...types } = typed.types
      return account.signTypedData({ domain: typed.domain as never, types, primaryType: typed.primaryType, message: typed.message })
    }
    case 'eth_sendTransaction': {
      const [tx] = list(params, method, 1) as [Record<string, unknown>]
      if (tx.from !== undefined) checkAccount(account, tx.from, method)
      const hash = await send([callOf(tx)])
      const receipt = await waitForReceipt(bundler, hash, chain)
      if (!receipt.success) throw new SignerError(-32603, `The user operation ${hash} reverted${receipt.reason ? `: ${receipt.reason}` : ''}`)
      return receipt.receipt.transactionHash
    }
    case 'wallet_sendCalls': {
      const [bundle] = list(params, method, 1) as [{ from?: string; chainId?: string | number; calls: Record<string, unknown>[] }]
      if (bundle.from !== undefined) checkAccount(account, bundle.from, method)
      if (bundle.chainId !== undefined && Number(bundle.chainId) !== chain.id) throw new SignerError(4901, `wallet_sendCalls: chain ${bundle.chainId} is not the current chain`)
      if (!bundle.calls?.length) throw new SignerError(-32602, 'wallet_sendCalls needs at least one call')
      // every call in ONE user operation: they all run or none does
      return { id: await send(bundle.calls.map(callOf)) }
    }
    default:
      throw new SignerError(4200, `The sandbox frame does not sign ${method}`)
  }
}

/** Polls the bundler for the operation's receipt (100 ms), up to RECEIPT_TIMEOUT_MS; an unreachable bundler fails at once. */
export async function waitForReceipt(bundler: BundlerRpc, hash: Hex, chain: SignerChain): Promise<RawReceipt> {
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS
  for (;;) {
    let receipt: RawReceipt | null
    try {
      receipt = (await bundler('eth_getUserOperationReceipt', [hash])) as RawReceipt | null
    } catch (error) {
      throw new SignerError(-32603, `User operation ${hash} sent, its receipt not read: ${rootMessage(error)}`)
    }
    if (receipt) return receipt
    if (Date.now() > deadline) throw new SignerError(-32603, `User operation ${hash} was not mined on ${chain.name} within ${RECEIPT_TIMEOUT_MS / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** alto's own word on an operation it was sent (pimlico_getUserOperationStatus), before its receipt exists. */
const PENDING = new Set(['not_submitted', 'submitted', 'included'])
const DROPPED = new Set(['rejected', 'failed'])

/**
 * EIP-5792 status of a wallet_sendCalls id that is a user operation hash: from the bundler's receipt
 * once mined (200, or 500 reverted); before that 100 while the bundler holds it, 400 when it dropped
 * it (alto's pimlico_getUserOperationStatus; a bundler without it leaves the answer to the receipt);
 * undefined when the bundler knows no such operation (then it may be an EOA bundle's id).
 */
export async function userOperationCallsStatus(id: string, chain: SignerChain, bundler: BundlerRpc) {
  if (!/^0x[0-9a-f]{64}$/i.test(id)) return undefined
  const base = { version: '2.0.0', id, chainId: `0x${chain.id.toString(16)}`, atomic: true }
  const receipt = (await bundler('eth_getUserOperationReceipt', [id])) as RawReceipt | null
  if (!receipt) {
    const known = (await bundler('pimlico_getUserOperationStatus', [id]).catch(() => undefined)) as { status?: string } | null | undefined
    if (known?.status && PENDING.has(known.status)) return { ...base, status: 100, receipts: [] }
    if (known?.status && DROPPED.has(known.status)) return { ...base, status: 400, receipts: [] }
    return undefined
  }
  const { logs, blockHash, blockNumber, gasUsed, transactionHash } = receipt.receipt
  return {
    ...base,
    // 200 confirmed, 500 reverted (one operation: all or nothing)
    status: receipt.success ? 200 : 500,
    receipts: [{ logs, status: receipt.success ? '0x1' : '0x0', blockHash, blockNumber, gasUsed, transactionHash }],
  }
}
