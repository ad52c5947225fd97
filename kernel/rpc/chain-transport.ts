// The transport of one chain (the viem part, loaded by import() on a chain's first call): viem's
// `http` transport per URL (batching the calls of one tick, the timeout) under viem's `fallback`
// (the next URL when one fails, the retries with their growing delays and Retry-After), in the order
// of our own ranking loop, which pings every URL on a fixed interval and can be stopped.
import { BaseError, fallback, http, RpcRequestError, type HttpTransport, type HttpTransportConfig } from 'viem'
import { PorticoError } from '../errors/portico-error.ts'
import type { Logger } from '../logger/logger.ts'
import { rankUrls, type PingSample } from './rank-urls.ts'
import {
  RPC_BATCH_SIZE,
  RPC_BATCH_WAIT_MS,
  RPC_CALL_DEADLINE_MS,
  RPC_PING_TIMEOUT_MS,
  RPC_RANK_INTERVAL_MS,
  RPC_RANK_SAMPLE_COUNT,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
  RPC_TEST_METHOD,
  RPC_TIMEOUT_MS,
} from './rpc-constants.ts'

/** An RPC URL of a chain, with viem HTTP settings of its own (the `customRpcUrls` option's shape). */
export interface ChainRpcUrl {
  url: string
  config?: HttpTransportConfig
}

/** What a dApp can read about one URL of a chain. */
export interface RpcUrlHealth {
  url: string
  /** 1 is the URL calls go to first. */
  rank: number
  /** Mean ping latency over the kept samples; null before the first ping. */
  latencyMs: number | null
  /** The share of kept pings answered (0 to 1); null before the first ping. */
  stability: number | null
  /** Failed calls and failed pings since the transport was made. */
  failures: number
}

export interface ChainRpcHealth {
  caipNetworkId: string
  /** The URL calls go to first. */
  activeUrl: string
  /** The newest block (EVM) or block height (Solana) a ping saw, as a decimal string. */
  head: string | undefined
  /** Ranking rounds done so far. */
  rounds: number
  urls: RpcUrlHealth[]
}

export interface ChainTransportOptions {
  caipNetworkId: string
  /** The chain's name, for the RPC_UNAVAILABLE message. */
  name: string
  urls: readonly ChainRpcUrl[]
  /** Answers with the chain's head: eth_blockNumber on EVM chains, getBlockHeight on Solana. */
  pingMethod: string
  /** Send the test call now. */
  testCall: boolean
  logger: Pick<Logger, 'debug'>
  onHealth(health: ChainRpcHealth): void
}

export interface ChainTransport {
  request<T>(method: string, params?: unknown): Promise<T>
  health(): ChainRpcHealth
  /** Stops the ranking loop. */
  stop(): void
}

/** The error of a call no URL answered: it names the chain and how many URLs were tried. */
export function rpcUnavailable(name: string, caipNetworkId: string, tried: number, cause?: unknown): PorticoError {
  const why = cause instanceof BaseError ? cause.shortMessage : cause instanceof Error ? cause.message : undefined
  return new PorticoError('RPC_UNAVAILABLE', `No RPC node of ${name} (${caipNetworkId}) answered: ${tried} ${tried === 1 ? 'URL' : 'URLs'} tried`, {
    ...(why ? { details: why } : {}),
    cause,
  })
}

/** True when a node answered with a JSON-RPC error (a revert, an unknown method): an answer, passed on as is. */
function isNodeAnswer(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false
  const rpc = error.walk((e) => e instanceof RpcRequestError) as RpcRequestError | null
  // code -1 is viem's "unknown": no JSON-RPC error object came back
  return rpc !== null && rpc.code !== -1
}

const headOf = (answer: unknown): string | undefined => {
  try {
    return typeof answer === 'string' || typeof answer === 'number' || typeof answer === 'bigint' ? BigInt(answer).toString() : undefined
  } catch {
    return undefined
  }
}

export function createChainTransport(options: ChainTransportOptions): ChainTransport {
  const { caipNetworkId, name, urls, logger } = options
  const batched: HttpTransport[] = urls.map(({ url, config }) =>
    http(url, { batch: { batchSize: RPC_BATCH_SIZE, wait: RPC_BATCH_WAIT_MS }, timeout: RPC_TIMEOUT_MS, ...config, retryCount: 0 }),
  )
  // Pings and the test call go alone, never inside a batch of real calls.
  const single = urls.map(({ url, config }) => http(url, { ...config, batch: false, retryCount: 0 }))
  const failures = urls.map(() => 0)
  const rounds: PingSample[][] = []
  let order = urls.map((_, i) => i)
  let head: string | undefined
  let roundCount = 0
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined

  function health(): ChainRpcHealth {
    const scores = rankUrls(rounds, urls.length)
    const byIndex = new Map(scores.map((s) => [s.index, s]))
    return {
      caipNetworkId,
      activeUrl: urls[order[0]!]!.url,
      head,
      rounds: roundCount,
      urls: order.map((index, position) => ({
        url: urls[index]!.url,
        rank: position + 1,
        latencyMs: byIndex.get(index)?.meanLatencyMs ?? null,
        stability: byIndex.get(index)?.stability ?? null,
        failures: failures[index]!,
      })),
    }
  }

  async function ping(index: number): Promise<PingSample> {
    const start = Date.now()
    try {
      const answer = await single[index]!({ timeout: RPC_PING_TIMEOUT_MS, retryCount: 0 }).request({ method: options.pingMethod, params: [] } as never)
      const seen = headOf(answer)
      if (seen !== undefined && (head === undefined || BigInt(seen) > BigInt(head))) head = seen
      return { latencyMs: Date.now() - start, ok: true }
    } catch {
      failures[index]!++
      return { latencyMs: Date.now() - start, ok: false }
    }
  }

  async function rank() {
    const round = await Promise.all(urls.map((_, i) => ping(i)))
    if (stopped) return
    rounds.push(round)
    if (rounds.length > RPC_RANK_SAMPLE_COUNT) rounds.shift()
    roundCount++
    const before = order[0]
    order = rankUrls(rounds, urls.length).map((s) => s.index)
    if (order[0] !== before) logger.debug(`RPC ${caipNetworkId}: calls now go to ${urls[order[0]!]!.url} first (was ${urls[before!]!.url})`, health())
    options.onHealth(health())
    timer = setTimeout(() => void rank(), RPC_RANK_INTERVAL_MS)
  }

  if (options.testCall) {
    void single[0]!({ timeout: RPC_PING_TIMEOUT_MS, retryCount: 0 })
      .request({ method: RPC_TEST_METHOD, params: [] } as never)
      // the node's answer (usually "method not found") does not matter: the call says a transport is there
      .catch(() => undefined)
  }
  void rank()

  return {
    async request<T>(method: string, params?: unknown): Promise<T> {
      const transport = fallback(
        order.map((i) => batched[i]!),
        { retryCount: RPC_RETRY_COUNT, retryDelay: RPC_RETRY_DELAY_MS },
      )({ chain: undefined, timeout: RPC_TIMEOUT_MS })
      transport.value!.onResponse(({ status, transport: used }) => {
        if (status !== 'error') return
        const index = urls.findIndex((u) => u.url === (used.value as { url?: string } | undefined)?.url)
        if (index >= 0) failures[index]!++
      })
      let deadline: ReturnType<typeof setTimeout> | undefined
      try {
        return await Promise.race([
          transport.request({ method, params } as never) as Promise<T>,
          new Promise<never>((_, reject) => {
            deadline = setTimeout(() => reject(rpcUnavailable(name, caipNetworkId, urls.length, new Error(`no answer within ${RPC_CALL_DEADLINE_MS} ms`))), RPC_CALL_DEADLINE_MS)
          }),
        ])
      } catch (error) {
        if (error instanceof PorticoError || isNodeAnswer(error)) throw error
        throw rpcUnavailable(name, caipNetworkId, urls.length, error)
      } finally {
        clearTimeout(deadline)
        options.onHealth(health())
      }
    },
    health,
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}
