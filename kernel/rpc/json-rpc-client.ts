// One JSON-RPC client for the calls Portico makes to a single HTTP endpoint outside a chain's
// transport (a bundler, the exchanges API): viem's HTTP RPC client (JSON-RPC 2.0 bodies, the
// timeout, the body read within it), loaded on first call as the chain transport's code is. Every
// failure is a JsonRpcError saying which kind it was, so each caller words it its own way.
import type { FetchLike } from '../api/http.ts'

/** What went wrong with a JSON-RPC call. */
export type JsonRpcFailure =
  /** The endpoint answered an HTTP error status. */
  | { kind: 'http'; status: number; message: string }
  /** The endpoint answered a JSON-RPC error object. */
  | { kind: 'answer'; code: number; message: string }
  /** No answer: a network error or the timeout. */
  | { kind: 'unreachable'; message: string }
  /** An answer that is not JSON-RPC. */
  | { kind: 'invalid'; message: string }

export class JsonRpcError extends Error {
  constructor(readonly failure: JsonRpcFailure) {
    super(failure.message)
    this.name = 'JsonRpcError'
  }
}

export interface JsonRpcClientOptions {
  /** Default: the page's fetch. */
  fetch?: FetchLike
  timeoutMs: number
}

export interface JsonRpcClient {
  /** The call's `result` (undefined when the answer carried none); throws JsonRpcError. */
  request<T = unknown>(url: string, method: string, params: unknown): Promise<T | undefined>
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

export function createJsonRpcClient(options: JsonRpcClientOptions): JsonRpcClient {
  // ids count from 1 per client, so one client's calls are told apart in its endpoint's logs
  let id = 0
  return {
    async request<T>(url: string, method: string, params: unknown): Promise<T | undefined> {
      const { getHttpRpcClient, HttpRequestError, RpcRequestError, TimeoutError } = await import('./json-rpc-viem.ts')
      let answer: unknown
      try {
        answer = await getHttpRpcClient(url, { timeout: options.timeoutMs, ...(options.fetch ? { fetchFn: options.fetch as typeof fetch } : {}) }).request({
          body: { id: ++id, method, params } as never,
        })
      } catch (error) {
        if (error instanceof RpcRequestError) throw new JsonRpcError({ kind: 'answer', code: error.code, message: (error.cause as Error | undefined)?.message ?? error.details })
        if (error instanceof HttpRequestError && error.status !== undefined) throw new JsonRpcError({ kind: 'http', status: error.status, message: String(error.status) })
        if (error instanceof TimeoutError) throw new JsonRpcError({ kind: 'unreachable', message: `no answer within ${options.timeoutMs} ms` })
        const cause = error instanceof HttpRequestError ? error.cause : error
        if (cause instanceof SyntaxError) throw new JsonRpcError({ kind: 'invalid', message: 'the answer is not JSON-RPC' })
        throw new JsonRpcError({ kind: 'unreachable', message: cause ? messageOf(cause) : messageOf(error) })
      }
      if (!answer || typeof answer !== 'object' || Array.isArray(answer)) throw new JsonRpcError({ kind: 'invalid', message: 'the answer is not JSON-RPC' })
      const { result, error } = answer as { result?: unknown; error?: { code?: unknown; message?: unknown } }
      if (error !== undefined && error !== null) {
        const message = typeof error === 'object' && typeof error.message === 'string' ? error.message : 'the endpoint answered an error'
        throw new JsonRpcError({ kind: 'answer', code: typeof error === 'object' && typeof error.code === 'number' ? error.code : -1, message })
      }
      return result as T | undefined
    },
  }
}
