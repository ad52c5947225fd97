// JSON-RPC 2.0 framing for the Solana RPC: one request or a batch in, the response(s) out.
// Errors use the standard codes and name what was wrong.

export const PARSE_ERROR = -32700
export const INVALID_REQUEST = -32600
export const METHOD_NOT_FOUND = -32601
export const INVALID_PARAMS = -32602
export const INTERNAL_ERROR = -32603
/** Solana's "Transaction simulation failed" (sendTransaction's preflight). */
export const SEND_TRANSACTION_PREFLIGHT_FAILURE = -32002
/** Solana's "Transaction signature verification failure". */
export const TRANSACTION_SIGNATURE_VERIFICATION_FAILURE = -32003

export class RpcError extends Error {
  override name = 'RpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

export type RpcId = string | number | null
export type RpcRequest = { jsonrpc: '2.0'; id?: RpcId; method: string; params?: unknown }
export type RpcResponse = { jsonrpc: '2.0'; id: RpcId; result: unknown } | { jsonrpc: '2.0'; id: RpcId; error: { code: number; message: string; data?: unknown } }

export type Handler = (params: unknown[]) => unknown | Promise<unknown>

export const errorResponse = (id: RpcId, error: RpcError): RpcResponse => ({
  jsonrpc: '2.0',
  id,
  error: { code: error.code, message: error.message, ...(error.data === undefined ? {} : { data: error.data }) },
})

const validId = (id: unknown): id is RpcId | undefined => id === undefined || id === null || typeof id === 'string' || typeof id === 'number'

/** One request object: answered, or undefined for a notification (no id) that succeeded. */
async function handleOne(value: unknown, methods: Readonly<Record<string, Handler>>): Promise<RpcResponse | undefined> {
  const request = value as Partial<RpcRequest> | null
  const id = request && typeof request === 'object' && validId(request.id) ? (request.id ?? null) : null
  if (!request || typeof request !== 'object' || Array.isArray(request)) return errorResponse(null, new RpcError(INVALID_REQUEST, 'Invalid request: expected a JSON-RPC request object'))
  if (request.jsonrpc !== '2.0') return errorResponse(id, new RpcError(INVALID_REQUEST, 'Invalid request: "jsonrpc" must be "2.0"'))
  if (!validId(request.id)) return errorResponse(null, new RpcError(INVALID_REQUEST, 'Invalid request: "id" must be a string, a number or null'))
  if (typeof request.method !== 'string' || request.method === '') return errorResponse(id, new RpcError(INVALID_REQUEST, 'Invalid request: "method" must be a non-empty string'))
  if (request.params !== undefined && !Array.isArray(request.params)) return errorResponse(id, new RpcError(INVALID_PARAMS, `Invalid params: ${request.method} takes its params as an array`))
  const handler = Object.hasOwn(methods, request.method) ? methods[request.method] : undefined
  if (!handler) return errorResponse(id, new RpcError(METHOD_NOT_FOUND, `Method not found: ${request.method}`))
  try {
    const result = await handler((request.params as unknown[] | undefined) ?? [])
    return request.id === undefined ? undefined : { jsonrpc: '2.0', id, result }
  } catch (error) {
    return errorResponse(id, error instanceof RpcError ? error : new RpcError(INTERNAL_ERROR, `Internal error: ${(error as Error).message}`))
  }
}

/** A request body (text): the JSON to answer with, or undefined when nothing is owed (notifications only). */
export async function handleBody(body: string, methods: Readonly<Record<string, Handler>>): Promise<RpcResponse | RpcResponse[] | undefined> {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return errorResponse(null, new RpcError(PARSE_ERROR, 'Parse error: the body is not valid JSON'))
  }
  if (!Array.isArray(parsed)) return handleOne(parsed, methods)
  if (parsed.length === 0) return errorResponse(null, new RpcError(INVALID_REQUEST, 'Invalid request: empty batch'))
  const responses = (await Promise.all(parsed.map((item) => handleOne(item, methods)))).filter((r): r is RpcResponse => r !== undefined)
  return responses.length ? responses : undefined
}
