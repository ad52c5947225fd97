// The relay's JSON-RPC methods, as the 2.25 clients call them. One text frame in, one response
// out (then any stored messages the request made deliverable). Request ids are echoed digit for
// digit: the clients send ids beyond 2^53 as bare JSON numbers.
import type { PublishParameters, RelayConnection, RelayHub } from './hub.ts'

export const RPC_PARSE_ERROR = -32700
export const RPC_INVALID_REQUEST = -32600
export const RPC_METHOD_NOT_FOUND = -32601
export const RPC_INVALID_PARAMS = -32602
export const RPC_INTERNAL_ERROR = -32603

/** Tags of the messages the relay publishes itself for wc_proposeSession / wc_approveSession. */
export const TAG_SESSION_PROPOSE = 1100
export const TAG_SESSION_PROPOSE_RESPONSE = 1101
export const TAG_SESSION_SETTLE = 1102

export class RpcError extends Error {
  override name = 'RpcError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

type Params = Record<string, unknown>
type Outcome = { result: unknown; after?: () => void }
type Handler = (hub: RelayHub, connection: RelayConnection, params: Params) => Outcome

function invalid(field: string, expected: string): RpcError {
  return new RpcError(RPC_INVALID_PARAMS, `Invalid params: "${field}" must be ${expected}`)
}

function text(params: Params, field: string): string {
  const value = params[field]
  if (typeof value !== 'string' || value === '') throw invalid(field, 'a non-empty string')
  return value
}

function texts(params: Params, field: string): string[] {
  const value = params[field]
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string' && item !== '')) throw invalid(field, 'an array of non-empty strings')
  return value as string[]
}

function ttl(params: Params, field = 'ttl'): number {
  const value = params[field]
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) throw invalid(field, 'a positive number of seconds')
  return value
}

function tag(params: Params, fallback = 0): number {
  const value = params.tag
  if (value === undefined || value === null) return fallback
  if (typeof value !== 'number' || !Number.isInteger(value)) throw invalid('tag', 'an integer')
  return value
}

function publishParams(params: Params): PublishParameters {
  return { topic: text(params, 'topic'), message: text(params, 'message'), ttlSeconds: ttl(params), tag: tag(params) }
}

const methods: Record<string, Handler> = {
  irn_subscribe(hub, connection, params) {
    const topic = text(params, 'topic')
    return { result: hub.subscribe(connection, topic), after: () => hub.deliverStored(connection, topic) }
  },
  irn_batchSubscribe(hub, connection, params) {
    const topics = texts(params, 'topics')
    return { result: topics.map((topic) => hub.subscribe(connection, topic)), after: () => topics.forEach((topic) => hub.deliverStored(connection, topic)) }
  },
  irn_unsubscribe(hub, connection, params) {
    hub.unsubscribe(connection, text(params, 'topic'))
    return { result: true }
  },
  irn_batchUnsubscribe(hub, connection, params) {
    const subscriptions = params.subscriptions
    if (!Array.isArray(subscriptions) || !subscriptions.every((item) => item && typeof item.topic === 'string'))
      throw invalid('subscriptions', 'an array of {topic, id}')
    for (const { topic } of subscriptions as { topic: string }[]) hub.unsubscribe(connection, topic)
    return { result: true }
  },
  irn_publish(hub, connection, params) {
    hub.publish(connection, publishParams(params))
    return { result: true }
  },
  irn_batchPublish(hub, connection, params) {
    const messages = params.messages
    if (!Array.isArray(messages) || !messages.every((item) => item && typeof item === 'object')) throw invalid('messages', 'an array of publish params')
    const parsed = (messages as Params[]).map(publishParams)
    for (const message of parsed) hub.publish(connection, message)
    return { result: true }
  },
  irn_batchFetchMessages(hub, connection, params) {
    return { result: { messages: hub.fetch(connection, texts(params, 'topics')), hasMore: false } }
  },
  wc_proposeSession(hub, connection, params) {
    const pairingTopic = text(params, 'pairingTopic')
    const sessionProposal = text(params, 'sessionProposal')
    const ttlSeconds = ttl(params)
    hub.subscribe(connection, pairingTopic)
    hub.publish(connection, { topic: pairingTopic, message: sessionProposal, ttlSeconds, tag: TAG_SESSION_PROPOSE })
    return { result: true, after: () => hub.deliverStored(connection, pairingTopic) }
  },
  wc_approveSession(hub, connection, params) {
    const sessionTopic = text(params, 'sessionTopic')
    const pairingTopic = text(params, 'pairingTopic')
    const response = text(params, 'sessionProposalResponse')
    const settle = text(params, 'sessionSettlementRequest')
    const ttlSeconds = ttl(params)
    hub.subscribe(connection, sessionTopic)
    hub.publish(connection, { topic: pairingTopic, message: response, ttlSeconds, tag: TAG_SESSION_PROPOSE_RESPONSE })
    hub.publish(connection, { topic: sessionTopic, message: settle, ttlSeconds, tag: TAG_SESSION_SETTLE })
    return { result: true, after: () => hub.deliverStored(connection, sessionTopic) }
  },
}

/** The relay's method names. */
export const relayMethods = Object.keys(methods)

/** The exact text of the request's id (numbers beyond 2^53 included), or null. */
export function rawId(frame: string, id: unknown): string | null {
  if (typeof id === 'string') return JSON.stringify(id)
  if (typeof id !== 'number') return null
  if (Number.isSafeInteger(id)) return String(id)
  for (const match of frame.matchAll(/"id"\s*:\s*(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g)) if (Number(match[1]) === id) return match[1]
  return String(id)
}

function reply(connection: RelayConnection, id: string | null, body: { result: unknown } | { error: { code: number; message: string } }): string {
  const frame = `{"id":${id ?? 'null'},"jsonrpc":"2.0",${'result' in body ? `"result":${JSON.stringify(body.result)}` : `"error":${JSON.stringify(body.error)}`}}`
  connection.send(frame)
  return frame
}

/**
 * Handles one text frame from a client: answers a request (errors as JSON-RPC errors) and ignores
 * responses (the clients' acks of pushed messages).
 */
export function handleRelayFrame(hub: RelayHub, connection: RelayConnection, frame: string): void {
  let payload: unknown
  try {
    payload = JSON.parse(frame)
  } catch {
    reply(connection, null, { error: { code: RPC_PARSE_ERROR, message: 'Parse error: the frame is not JSON' } })
    return
  }
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) {
    reply(connection, null, { error: { code: RPC_INVALID_REQUEST, message: 'Invalid request: expected a JSON-RPC object' } })
    return
  }
  const { id, method, params } = payload as { id?: unknown; method?: unknown; params?: unknown }
  if (method === undefined && ('result' in payload || 'error' in payload)) return // an ack
  const requestId = rawId(frame, id)
  if (typeof method !== 'string') {
    reply(connection, requestId, { error: { code: RPC_INVALID_REQUEST, message: 'Invalid request: "method" must be a string' } })
    return
  }
  const handler = Object.hasOwn(methods, method) ? methods[method] : undefined
  if (!handler) {
    reply(connection, requestId, { error: { code: RPC_METHOD_NOT_FOUND, message: `Method not found: ${method}` } })
    return
  }
  if (!params || typeof params !== 'object' || Array.isArray(params)) {
    reply(connection, requestId, { error: { code: RPC_INVALID_PARAMS, message: 'Invalid params: "params" must be an object' } })
    return
  }
  let outcome: Outcome
  try {
    outcome = handler(hub, connection, params as Params)
  } catch (error) {
    const code = error instanceof RpcError ? error.code : RPC_INTERNAL_ERROR
    reply(connection, requestId, { error: { code, message: error instanceof Error ? error.message : String(error) } })
    return
  }
  reply(connection, requestId, { result: outcome.result })
  outcome.after?.()
}
