// The small HTTP layer the API server is built on (node:http, no framework): routes with path
// parameters, JSON and binary replies, request bodies, and the hosted API's error body.
import type { IncomingMessage, ServerResponse } from 'node:http'

/** The Blockchain API's error body: `{ status: 'FAILED', reasons: [{ field, description }] }`. */
export type ErrorBody = { status: 'FAILED'; reasons: { field: string; description: string }[] }

/** Thrown by a handler to answer with an error status and the hosted error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly field: string,
    description: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(description)
  }

  get body(): ErrorBody {
    return errorBody(this.field, this.message)
  }
}

export function errorBody(field: string, description: string): ErrorBody {
  return { status: 'FAILED', reasons: [{ field, description }] }
}

/** What a handler answers. `body`: a JSON value, bytes, or text; `undefined` gives an empty body. */
export type Reply = {
  status?: number
  headers?: Record<string, string>
  body?: unknown
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Reply => ({ status, headers, body })
export const bytes = (body: Buffer | string, contentType: string, headers: Record<string, string> = {}): Reply => ({
  status: 200,
  headers: { 'content-type': contentType, ...headers },
  body: typeof body === 'string' ? Buffer.from(body) : body,
})

/** Writes a Reply: Buffers as they are, strings as text, anything else as JSON. */
export function send(response: ServerResponse, reply: Reply): void {
  const headers = { ...reply.headers }
  let payload: Buffer | undefined
  if (Buffer.isBuffer(reply.body)) payload = reply.body
  else if (typeof reply.body === 'string') {
    payload = Buffer.from(reply.body)
    headers['content-type'] ??= 'text/plain; charset=utf-8'
  } else if (reply.body !== undefined) {
    payload = Buffer.from(JSON.stringify(reply.body))
    headers['content-type'] ??= 'application/json; charset=utf-8'
  }
  if (payload) headers['content-length'] = String(payload.length)
  response.writeHead(reply.status ?? 200, headers).end(payload)
}

const MAX_BODY_BYTES = 1024 * 1024

/** The request body as text (at most 1 MiB; more is a 413). */
export async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw new ApiError(413, 'body', `Request body is larger than ${MAX_BODY_BYTES} bytes`)
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** Parses a JSON request body; a body that is not JSON is a 422, as on the hosted API. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new ApiError(422, '', `Deserialization error: ${error instanceof Error ? error.message : String(error)}`)
  }
}

export type Method = 'GET' | 'POST' | 'DELETE'

/**
 * How a route finds the caller's project id:
 * - 'query': the `projectId` query parameter (the default; `aliases` adds other names).
 * - 'query-or-body': the query, else the JSON body's `projectId` (convert/build-transaction, fungible/price).
 * - 'if-present': checked when sent, allowed when absent (AppKit sends none on name registration).
 */
export type ProjectPolicy = { from: 'query' | 'query-or-body' | 'if-present'; aliases?: string[] }

export type RouteContext<S> = {
  request: IncomingMessage
  url: URL
  query: URLSearchParams
  params: Record<string, string>
  /** The checked project id ('' only under the 'if-present' policy when none was sent). */
  projectId: string
  /** The request body as text (read once). */
  text(): Promise<string>
  /** The request body parsed as JSON (read once; not JSON → 422). */
  body(): Promise<unknown>
  state: S
}

export type Route<S> = {
  method: Method
  /** A path with `:name` parameters, e.g. '/v1/account/:address/balance'. */
  path: string
  project?: ProjectPolicy
  handle(context: RouteContext<S>): Promise<Reply> | Reply
}

export type CompiledRoute<S> = Route<S> & { pattern: RegExp; names: string[] }

export function compileRoute<S>(route: Route<S>): CompiledRoute<S> {
  const names: string[] = []
  const source = route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      names.push(segment.slice(1))
      return '([^/]+)'
    })
    .join('/')
  return { ...route, pattern: new RegExp(`^${source}/?$`), names }
}

/** The route for a method and path, or why there is none: 'none' (no such path) or 'method' (path known, other method). */
export function matchRoute<S>(
  routes: CompiledRoute<S>[],
  method: string,
  path: string,
): { route: CompiledRoute<S>; params: Record<string, string> } | 'none' | 'method' {
  let pathKnown = false
  for (const route of routes) {
    const match = route.pattern.exec(path)
    if (!match) continue
    pathKnown = true
    if (route.method !== method) continue
    const params: Record<string, string> = {}
    route.names.forEach((name, i) => (params[name] = decodeURIComponent(match[i + 1])))
    return { route, params }
  }
  return pathKnown ? 'method' : 'none'
}

/** A query parameter as a positive integer, `fallback` when absent; anything else is a 400 naming it. */
export function positiveInt(query: URLSearchParams, name: string, fallback: number): number {
  const raw = query.get(name)
  if (raw === null || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) throw new ApiError(400, name, `${name} must be a positive integer, got "${raw}"`)
  return value
}

/** A required query parameter; missing is a 400 naming it. */
export function requiredParam(query: URLSearchParams, name: string): string {
  const value = query.get(name)
  if (value === null || value.trim() === '') throw new ApiError(400, name, `Missing query parameter: ${name}`)
  return value.trim()
}

/** A comma-separated query parameter as a list (empty entries dropped). */
export function csv(query: URLSearchParams, name: string): string[] {
  return (query.get(name) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
