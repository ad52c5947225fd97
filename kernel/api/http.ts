// The one fetch wrapper of the hosted APIs: base URL + path + query, JSON both ways, a timeout,
// and every non-2xx answer turned into an HttpError with the text 'HTTP status code: N'.
import { messageOf, PorticoError } from '../errors/portico-error.ts'

/** Query values: absent (undefined, null, '' or an empty list) are not sent; lists go as CSV. */
export type QueryValue = string | number | boolean | readonly string[] | null | undefined
export type Query = Record<string, QueryValue>

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

/** Default request timeout: the RPC's 10 s, which the REST calls use too. */
export const HTTP_TIMEOUT_MS = 10_000

/** A non-2xx answer. `message` is 'HTTP status code: N'; `details` the server's first reason. */
export class HttpError extends PorticoError {
  override name = 'HttpError'
  readonly status: number
  /** The parsed error body (`{status, reasons}` or `{code, message}`), or its text, when there was one. */
  readonly body: unknown

  constructor(status: number, options: { cause?: unknown; body?: unknown; details?: string } = {}) {
    super('HTTP_ERROR', `HTTP status code: ${status}`, { cause: options.cause, details: options.details })
    this.status = status
    this.body = options.body
  }
}

export interface HttpClientOptions {
  /** e.g. `https://rpc.walletconnect.org`; trailing slashes are ignored. */
  baseUrl: string
  /** projectId, st and sv (`commonQuery` of common-query.ts): sent as each request's `identify` says. */
  commonQuery?: Query
  fetch?: FetchLike
  timeoutMs?: number
}

/**
 * How a request names its project, as its endpoint asks: `common` the whole common query
 * (projectId, st, sv), `projectId` that alone in the query, `body` projectId first in the JSON body,
 * `none` neither.
 */
export type Identify = 'common' | 'projectId' | 'body' | 'none'

export interface RequestOptions {
  query?: Query
  /** Default: `common` for a GET, `none` for a POST (each POST of the hosted API says which it takes). */
  identify?: Identify
  signal?: AbortSignal
  timeoutMs?: number
}

export interface HttpClient {
  /** The absolute URL of `path` with the query (the common query first, unless `common` is false). */
  url(path: string, query?: Query, common?: boolean): string
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T>
  post<T = unknown>(path: string, body: unknown, options?: RequestOptions): Promise<T>
}

function appendQuery(url: URL, query: Query | undefined) {
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue
    const text = typeof value === 'object' ? value.join(',') : String(value)
    if (text === '') continue
    url.searchParams.set(key, text)
  }
}

/** The reason texts the Blockchain API puts in an error body (`reasons[0].description`), if any. */
export function firstReason(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const reasons = (body as { reasons?: unknown }).reasons
  if (Array.isArray(reasons)) {
    const description = (reasons[0] as { description?: unknown } | undefined)?.description
    if (typeof description === 'string' && description) return description
  }
  const message = (body as { message?: unknown }).message
  return typeof message === 'string' && message ? message : undefined
}

async function readBody(response: Response): Promise<{ text: string; json?: unknown }> {
  const text = await response.text()
  if (!text.trim()) return { text }
  try {
    return { text, json: JSON.parse(text) as unknown }
  } catch {
    return { text }
  }
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const base = options.baseUrl.replace(/\/+$/, '')
  // read at call time, so a page (or a test) that replaces fetch later is honoured
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const defaultTimeout = options.timeoutMs ?? HTTP_TIMEOUT_MS

  function url(path: string, query?: Query, common = true): string {
    const u = new URL(`${base}/${path.replace(/^\/+/, '')}`)
    if (common) appendQuery(u, options.commonQuery)
    appendQuery(u, query)
    return u.toString()
  }

  async function request<T>(method: 'GET' | 'POST', path: string, body: unknown, o: RequestOptions): Promise<T> {
    const identify = o.identify ?? (method === 'GET' ? 'common' : 'none')
    const projectId = options.commonQuery?.projectId
    const query = identify === 'projectId' ? { projectId, ...o.query } : o.query
    const target = url(path, query, identify === 'common')
    if (identify === 'body') body = { projectId, ...(body as object) }
    const controller = new AbortController()
    const timeoutMs = o.timeoutMs ?? defaultTimeout
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    const onAbort = () => controller.abort()
    if (o.signal?.aborted) controller.abort()
    o.signal?.addEventListener('abort', onAbort, { once: true })
    try {
      let response: Response
      try {
        response = await doFetch(target, {
          method,
          signal: controller.signal,
          headers: method === 'POST' ? { accept: 'application/json', 'content-type': 'application/json' } : { accept: 'application/json' },
          ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
        })
      } catch (error) {
        if (timedOut) throw new PorticoError('HTTP_TIMEOUT', `Request timed out after ${timeoutMs} ms`, { details: target, cause: error })
        if (o.signal?.aborted) throw new PorticoError('ABORTED', 'Request was aborted', { cause: error })
        throw new PorticoError('NETWORK_ERROR', messageOf(error), { details: target, cause: error })
      }
      let parsed: { text: string; json?: unknown }
      try {
        parsed = await readBody(response)
      } catch (error) {
        if (timedOut) throw new PorticoError('HTTP_TIMEOUT', `Request timed out after ${timeoutMs} ms`, { details: target, cause: error })
        if (o.signal?.aborted) throw new PorticoError('ABORTED', 'Request was aborted', { cause: error })
        throw new PorticoError('NETWORK_ERROR', messageOf(error), { details: target, cause: error })
      }
      if (!response.ok) {
        const errorBody = parsed.json ?? (parsed.text || undefined)
        throw new HttpError(response.status, { cause: response, body: errorBody, details: firstReason(parsed.json) })
      }
      if (parsed.json === undefined && parsed.text.trim()) {
        throw new PorticoError('INVALID_RESPONSE', 'An error occurred', { details: `${target} did not answer JSON` })
      }
      return parsed.json as T
    } finally {
      clearTimeout(timer)
      o.signal?.removeEventListener('abort', onAbort)
    }
  }

  return {
    url,
    get: (path, o = {}) => request('GET', path, undefined, o),
    post: (path, body, o = {}) => request('POST', path, body, o),
  }
}
