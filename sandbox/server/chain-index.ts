// Reads a sandbox chain: plain JSON-RPC calls, and an index of the transactions that moved native
// currency (every call that carried value, read from the block's traces: a router paying out a swap,
// a smart account paying from inside a user operation) or one of the chain's configured ERC-20
// tokens (their `Transfer` logs), which catches up on demand (each history request first indexes the
// blocks mined since the last one).
import { decodeEventLog, decodeFunctionData, erc20Abi, getAbiItem, toEventSelector } from 'viem'
import type { SandboxDex } from '../dex/sandbox-dex.ts'
import { ApiError } from './http.ts'

export type SandboxChainConfig = {
  chainId: number
  rpcUrl: string
  name?: string
  /** ERC-20 contracts on this chain whose balances the server reports and whose transfers it indexes. */
  tokens?: string[]
  /** The Uniswap V2 DEX on this chain (sandbox/dex/): the convert endpoints quote and build swaps on it; none, no swaps. */
  dex?: SandboxDex
  /** The chain's ERC-4337 bundler (sandbox/bundler/): POST /v1/bundler forwards to it; none, that route refuses. */
  bundlerUrl?: string
}

type RpcCall = { method: string; params: unknown[] }

const RPC_TIMEOUT_MS = 10_000
const BLOCKS_PER_BATCH = 50

function unreachable(): ApiError {
  return new ApiError(503, 'transport', 'We failed to reach the provider for your request')
}

/** One JSON-RPC batch; the results in call order. An error of any call, or no answer, is a 503. */
export async function rpcBatch(rpcUrl: string, calls: RpcCall[]): Promise<unknown[]> {
  if (calls.length === 0) return []
  let answers: { id: number; result?: unknown; error?: { message?: string } }[]
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(calls.map((call, id) => ({ jsonrpc: '2.0', id, ...call }))),
      signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
    })
    answers = (await response.json()) as typeof answers
  } catch {
    throw unreachable()
  }
  if (!Array.isArray(answers)) throw unreachable()
  const byId = new Map(answers.map((answer) => [answer.id, answer]))
  return calls.map((call, id) => {
    const answer = byId.get(id)
    if (!answer || answer.error) throw new ApiError(503, 'transport', `The chain failed ${call.method}: ${answer?.error?.message ?? 'no answer'}`)
    return answer.result
  })
}

export async function rpc<T>(rpcUrl: string, method: string, params: unknown[] = []): Promise<T> {
  const [result] = await rpcBatch(rpcUrl, [{ method, params }])
  return result as T
}

/** One movement of value in a transaction: native currency, or an ERC-20 `Transfer`. */
export type Movement = {
  /** Lowercase. */
  from: string
  /** Lowercase. */
  to: string
  value: bigint
  /** The ERC-20 contract (lowercase); undefined for the chain's native currency. */
  token?: string
}

/** A mined transaction that moved native currency or one of the chain's configured ERC-20 tokens. */
export type IndexedTransaction = {
  chainId: number
  blockNumber: number
  transactionIndex: number
  hash: string
  /** The sender (lowercase). */
  from: string
  nonce: number
  /** Unix seconds. */
  timestamp: number
  status: 'confirmed' | 'failed'
  /**
   * What it moved, in order: the native value, then each token `Transfer` log. A failed transaction
   * moved nothing: its movements are what it tried (the value, a decoded `transfer`/`transferFrom`).
   */
  movements: Movement[]
}

type RpcTransaction = { hash: string; from: string; to: string | null; value: string; nonce: string; transactionIndex: string; input: string }
type RpcBlock = { number: string; hash: string; timestamp: string; transactions: RpcTransaction[] }
type RpcLog = { address: string; topics: string[]; data: string; transactionHash: string; logIndex: string; removed?: boolean }
/** One call of a block's parity-style trace (`trace_block`). */
export type RpcTrace = {
  type: string
  action: { from?: string; to?: string; value?: string; callType?: string }
  error?: string
  traceAddress: number[]
  transactionHash: string | null
}

/**
 * The native value each transaction of a block moved, in call order: every call that carried value
 * and was not undone (neither it nor a call around it reverted). A delegate call moves nothing of its
 * own; a contract creation's value is no transfer to an account.
 */
export function nativeMovements(traces: readonly RpcTrace[]): Map<string, Movement[]> {
  const byTx = new Map<string, Movement[]>()
  const reverted = new Map<string, number[][]>()
  // a call is undone when it, or a call it ran inside, reverted: its trace address starts with that one's
  const undone = (hash: string, address: number[]) => (reverted.get(hash) ?? []).some((prefix) => prefix.length <= address.length && prefix.every((n, i) => address[i] === n))
  for (const trace of traces) {
    if (!trace.transactionHash) continue
    const hash = trace.transactionHash.toLowerCase()
    if (trace.error) reverted.set(hash, [...(reverted.get(hash) ?? []), trace.traceAddress])
  }
  for (const trace of traces) {
    const { action } = trace
    if (!trace.transactionHash || trace.type !== 'call' || action.callType !== 'call' || !action.from || !action.to) continue
    const value = BigInt(action.value ?? '0x0')
    const hash = trace.transactionHash.toLowerCase()
    if (value === 0n || undone(hash, trace.traceAddress)) continue
    byTx.set(hash, [...(byTx.get(hash) ?? []), { from: action.from.toLowerCase(), to: action.to.toLowerCase(), value }])
  }
  return byTx
}

const transferEvent = getAbiItem({ abi: erc20Abi, name: 'Transfer' })
const TRANSFER_TOPIC = toEventSelector(transferEvent)

/** The token movement a call to an ERC-20 would have made (`transfer` or `transferFrom`), if it is one. */
function attemptedTokenTransfer(tx: RpcTransaction): Movement | undefined {
  try {
    const call = decodeFunctionData({ abi: erc20Abi, data: tx.input as `0x${string}` })
    if (call.functionName === 'transfer') return { from: tx.from.toLowerCase(), to: call.args[0].toLowerCase(), value: call.args[1], token: tx.to!.toLowerCase() }
    if (call.functionName === 'transferFrom') return { from: call.args[0].toLowerCase(), to: call.args[1].toLowerCase(), value: call.args[2], token: tx.to!.toLowerCase() }
  } catch {
    // not an ERC-20 call
  }
  return undefined
}

export class ChainIndex {
  private nextBlock = 0
  private lastHash: string | undefined
  private transactions: IndexedTransaction[] = []
  private running: Promise<void> | undefined
  private queued: Promise<void> | undefined
  /** The configured ERC-20 contracts, lowercase. */
  private readonly tokens: string[]

  constructor(readonly chain: SandboxChainConfig) {
    this.tokens = (chain.tokens ?? []).map((token) => token.toLowerCase())
  }

  /**
   * Indexes every block mined since the last call. Concurrent callers share the runs: a call made
   * while one runs waits for one more run, so it sees every block mined before it was made.
   */
  sync(): Promise<void> {
    if (!this.running) {
      this.running = this.catchUp().finally(() => (this.running = undefined))
      return this.running
    }
    this.queued ??= this.running
      .catch(() => {})
      .then(() => {
        this.queued = undefined
        return this.sync()
      })
    return this.queued
  }

  /**
   * The indexed transactions in `address`'s history, oldest first, each with only the movements from
   * or to it. A failed transaction is in its sender's history only (nothing reached anyone else).
   */
  transactionsOf(address: string): IndexedTransaction[] {
    const a = address.toLowerCase()
    return this.transactions.flatMap((tx) => {
      if (tx.status === 'failed') return tx.from === a ? [tx] : []
      const movements = tx.movements.filter((movement) => movement.from === a || movement.to === a)
      return movements.length ? [{ ...tx, movements }] : []
    })
  }

  private async catchUp(): Promise<void> {
    const { rpcUrl } = this.chain
    const head = Number(await rpc<string>(rpcUrl, 'eth_blockNumber'))
    if (this.nextBlock > 0) {
      // The chain went back (anvil_reset, evm_revert) or was replaced: index it again from block 0.
      const last = head >= this.nextBlock - 1 ? await rpc<RpcBlock | null>(rpcUrl, 'eth_getBlockByNumber', [hex(this.nextBlock - 1), false]) : null
      if (!last || last.hash !== this.lastHash) {
        this.nextBlock = 0
        this.lastHash = undefined
        this.transactions = []
      }
    }
    while (this.nextBlock <= head) {
      const to = Math.min(head, this.nextBlock + BLOCKS_PER_BATCH - 1)
      const numbers = Array.from({ length: to - this.nextBlock + 1 }, (_, i) => this.nextBlock + i)
      const [blocks, traces, logs] = await Promise.all([
        rpcBatch(
          rpcUrl,
          numbers.map((n) => ({ method: 'eth_getBlockByNumber', params: [hex(n), true] })),
        ) as Promise<RpcBlock[]>,
        rpcBatch(
          rpcUrl,
          numbers.map((n) => ({ method: 'trace_block', params: [hex(n)] })),
        ) as Promise<(RpcTrace[] | null)[]>,
        this.tokens.length
          ? rpc<RpcLog[]>(rpcUrl, 'eth_getLogs', [{ fromBlock: hex(this.nextBlock), toBlock: hex(to), address: this.tokens, topics: [TRANSFER_TOPIC] }])
          : Promise.resolve([] as RpcLog[]),
      ])
      // Each transaction's token movements, in log order (logs come in chain order).
      const tokenTransfers = new Map<string, Movement[]>()
      for (const log of logs) {
        if (log.removed) continue
        let args: { from: string; to: string; value: bigint }
        try {
          args = decodeEventLog({ abi: [transferEvent], topics: log.topics as [`0x${string}`], data: log.data as `0x${string}` }).args as typeof args
        } catch {
          continue // a Transfer with an unusual encoding (e.g. ERC-721's indexed id): not an ERC-20 movement
        }
        const hash = log.transactionHash.toLowerCase()
        const list = tokenTransfers.get(hash) ?? []
        list.push({ from: args.from.toLowerCase(), to: args.to.toLowerCase(), value: args.value, token: log.address.toLowerCase() })
        tokenTransfers.set(hash, list)
      }
      const native = nativeMovements(traces.flatMap((block) => block ?? []))
      const callsToken = (tx: RpcTransaction) => tx.to !== null && this.tokens.includes(tx.to.toLowerCase())
      // Calls to a token are kept even without logs: a reverted one is a failed transfer.
      const moving = blocks.flatMap((block) =>
        block.transactions
          .filter((tx) => movesValue(tx) || native.has(tx.hash.toLowerCase()) || tokenTransfers.has(tx.hash.toLowerCase()) || callsToken(tx))
          .map((tx) => ({ block, tx })),
      )
      const receipts = (await rpcBatch(
        rpcUrl,
        moving.map(({ tx }) => ({ method: 'eth_getTransactionReceipt', params: [tx.hash] })),
      )) as ({ status: string } | null)[]
      moving.forEach(({ block, tx }, i) => {
        const status = receipts[i]?.status === '0x1' ? 'confirmed' : 'failed'
        const movements: Movement[] = []
        if (status === 'confirmed') movements.push(...(native.get(tx.hash.toLowerCase()) ?? []), ...(tokenTransfers.get(tx.hash.toLowerCase()) ?? []))
        else {
          // a failed transaction moved nothing: its movements are what it tried (the value, a token call)
          if (movesValue(tx)) movements.push({ from: tx.from.toLowerCase(), to: tx.to!.toLowerCase(), value: BigInt(tx.value) })
          const attempted = callsToken(tx) ? attemptedTokenTransfer(tx) : undefined
          if (attempted) movements.push(attempted)
        }
        // A successful call to a token that moved nothing (approve, a view) is no transfer.
        if (movements.length === 0) return
        this.transactions.push({
          chainId: this.chain.chainId,
          blockNumber: Number(block.number),
          transactionIndex: Number(tx.transactionIndex),
          hash: tx.hash,
          from: tx.from.toLowerCase(),
          nonce: Number(tx.nonce),
          timestamp: Number(block.timestamp),
          status,
          movements,
        })
      })
      this.lastHash = blocks[blocks.length - 1].hash
      this.nextBlock = to + 1
    }
  }
}

const hex = (n: number) => `0x${n.toString(16)}`

/** Whether a transaction sends native currency to an account (a contract creation's value is no transfer). */
const movesValue = (tx: RpcTransaction) => tx.to !== null && BigInt(tx.value) > 0n
