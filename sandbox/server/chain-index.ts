// Reads a sandbox chain: plain JSON-RPC calls, and an index of native-currency transfers that
// catches up on demand (each history request first indexes the blocks mined since the last one).
import { ApiError } from './http.ts'

export type SandboxChainConfig = { chainId: number; rpcUrl: string; name?: string }

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

/** A transfer of the chain's native currency (a mined transaction with a value). */
export type NativeTransfer = {
  chainId: number
  blockNumber: number
  transactionIndex: number
  hash: string
  /** Lowercase. */
  from: string
  /** Lowercase. */
  to: string
  value: bigint
  nonce: number
  /** Unix seconds. */
  timestamp: number
  status: 'confirmed' | 'failed'
}

type RpcTransaction = { hash: string; from: string; to: string | null; value: string; nonce: string; transactionIndex: string }
type RpcBlock = { number: string; hash: string; timestamp: string; transactions: RpcTransaction[] }

export class ChainIndex {
  private nextBlock = 0
  private lastHash: string | undefined
  private transfers: NativeTransfer[] = []
  private running: Promise<void> | undefined
  private queued: Promise<void> | undefined

  constructor(readonly chain: SandboxChainConfig) {}

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

  /** The indexed transfers from or to `address`, oldest first. */
  transfersOf(address: string): NativeTransfer[] {
    const a = address.toLowerCase()
    return this.transfers.filter((transfer) => transfer.from === a || transfer.to === a)
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
        this.transfers = []
      }
    }
    while (this.nextBlock <= head) {
      const to = Math.min(head, this.nextBlock + BLOCKS_PER_BATCH - 1)
      const numbers = Array.from({ length: to - this.nextBlock + 1 }, (_, i) => this.nextBlock + i)
      const blocks = (await rpcBatch(
        rpcUrl,
        numbers.map((n) => ({ method: 'eth_getBlockByNumber', params: [hex(n), true] })),
      )) as RpcBlock[]
      const withValue = blocks.flatMap((block) =>
        block.transactions.filter((tx) => tx.to !== null && BigInt(tx.value) > 0n).map((tx) => ({ block, tx })),
      )
      const receipts = (await rpcBatch(
        rpcUrl,
        withValue.map(({ tx }) => ({ method: 'eth_getTransactionReceipt', params: [tx.hash] })),
      )) as ({ status: string } | null)[]
      withValue.forEach(({ block, tx }, i) => {
        this.transfers.push({
          chainId: this.chain.chainId,
          blockNumber: Number(block.number),
          transactionIndex: Number(tx.transactionIndex),
          hash: tx.hash,
          from: tx.from.toLowerCase(),
          to: tx.to!.toLowerCase(),
          value: BigInt(tx.value),
          nonce: Number(tx.nonce),
          timestamp: Number(block.timestamp),
          status: receipts[i]?.status === '0x1' ? 'confirmed' : 'failed',
        })
      })
      this.lastHash = blocks[blocks.length - 1].hash
      this.nextBlock = to + 1
    }
  }
}

const hex = (n: number) => `0x${n.toString(16)}`
