// One JSON-RPC client for the calls Portico makes to a single HTTP endpoint outside a chain's
// transport (a bundler, the exchanges API). Not viem's HTTP client: loading viem before a first
// exchange list or receipt read delayed the Pay view by its chunk's load, and a static import would
// put viem in the kernel's chunk; this is a JSON-RPC 2.0 POST with a timeout and nothing more. Every
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
      const doFetch = options.fetch ?? ((input: string, init?: RequestInit) => globalThis.fetch(input, init))
      let response: Response
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
          signal: AbortSignal.timeout(options.timeoutMs),
        })
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError'
        throw new JsonRpcError({ kind: 'unreachable', message: timedOut ? `no answer within ${options.timeoutMs} ms` : messageOf(error) })
      }
      if (!response.ok) throw new JsonRpcError({ kind: 'http', status: response.status, message: String(response.status) })
      let answer: unknown
      try {
        answer = await response.json()
      } catch {
        throw new JsonRpcError({ kind: 'invalid', message: 'the answer is not JSON-RPC' })
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
