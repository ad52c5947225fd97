// Pay with an exchange (AppKit Pay's JSON-RPC, hosted at POST /v1/json-rpc?projectId=…): the
// exchanges that can pay an asset, a pay URL for a session, and a session's status. Answered by the
// sandbox exchange (sandbox/exchange/) on its own origin: the URL opens its withdrawal page, the
// status is its withdrawal's. JSON-RPC 2.0 bodies; `params` also carry st, sv and projectId.
//
// reown_getExchanges        { page, includeOnly?, exclude?, asset?, amount? } → { exchanges: [{ id, name, imageUrl }], total }
// reown_getExchangePayUrl   { exchangeId, asset (CAIP-19), amount, recipient (CAIP-10) } → { url, sessionId }
// reown_getExchangeBuyStatus { exchangeId, sessionId } → { status: UNKNOWN | IN_PROGRESS | SUCCESS | FAILED, txHash?, reason? }
//
// Where the hosted shapes are not known (sandbox choices, in the README): `amount` is the amount in
// whole units of the asset (a number or a decimal string, "5" for 5 sUSDC); a FAILED status carries
// `reason` (the exchange's words: cancelled by the customer, or why sending failed).
import { isObject, json } from '../http.ts'
import type { ApiRoute, ApiState } from '../state.ts'

/** JSON-RPC error codes used here. */
export const JSON_RPC_INVALID_REQUEST = -32600
export const JSON_RPC_METHOD_NOT_FOUND = -32601
export const JSON_RPC_INVALID_PARAMS = -32602
export const JSON_RPC_INTERNAL_ERROR = -32603
/** The exchange could not be reached (a server error in the application range). */
export const JSON_RPC_EXCHANGE_UNAVAILABLE = -32000

export type ExchangeBuyStatus = 'UNKNOWN' | 'IN_PROGRESS' | 'SUCCESS' | 'FAILED'

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** The sandbox exchange's listing entry, or undefined when none is configured. */
function listing(state: ApiState) {
  if (!state.exchangeUrl) return undefined
  return { id: 'sandbox-exchange', name: 'Sandbox Exchange', imageUrl: `${state.exchangeUrl}/logo.svg` }
}

async function exchangeFetch(state: ApiState, path: string, init?: RequestInit): Promise<{ status: number; body: Record<string, unknown> }> {
  let response: Response
  try {
    response = await fetch(new URL(path, state.exchangeUrl), init)
  } catch (error) {
    throw new RpcError(JSON_RPC_EXCHANGE_UNAVAILABLE, `The Sandbox Exchange cannot be reached: ${error instanceof Error ? error.message : String(error)}`)
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  return { status: response.status, body }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

async function getExchanges(state: ApiState, params: Record<string, unknown>) {
  const page = params.page ?? 0
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 0) throw new RpcError(JSON_RPC_INVALID_PARAMS, 'page must be a whole number from 0')
  const entry = listing(state)
  let exchanges = entry ? [entry] : []
  const only = Array.isArray(params.includeOnly) ? params.includeOnly : undefined
  const exclude = Array.isArray(params.exclude) ? params.exclude : []
  exchanges = exchanges.filter((e) => (!only || only.includes(e.id)) && !exclude.includes(e.id))
  // With an asset, only the exchanges that hold it (the hosted API filters the same way).
  if (exchanges.length && typeof params.asset === 'string' && params.asset) {
    const { body } = await exchangeFetch(state, '/api/assets')
    const held = Array.isArray(body.assets) ? (body.assets as { caip19: string }[]).map((a) => a.caip19.toLowerCase()) : []
    if (!held.includes(params.asset.toLowerCase())) exchanges = []
  }
  // One page holds them all.
  return { exchanges: page === 0 ? exchanges : [], total: exchanges.length }
}

async function getPayUrl(state: ApiState, params: Record<string, unknown>) {
  const exchangeId = text(params.exchangeId)
  if (!listing(state) || exchangeId !== 'sandbox-exchange') throw new RpcError(JSON_RPC_INVALID_PARAMS, `Unknown exchangeId "${exchangeId}": this sandbox lists ${listing(state) ? 'sandbox-exchange' : 'no exchange'}`)
  for (const name of ['asset', 'recipient'] as const) if (!text(params[name])) throw new RpcError(JSON_RPC_INVALID_PARAMS, `Missing ${name}`)
  if (params.amount === undefined || params.amount === '') throw new RpcError(JSON_RPC_INVALID_PARAMS, 'Missing amount')
  const { status, body } = await exchangeFetch(state, '/api/sessions', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ asset: params.asset, amount: params.amount, recipient: params.recipient }),
  })
  if (status !== 201) throw new RpcError(JSON_RPC_INVALID_PARAMS, text(body.error) || `The Sandbox Exchange answered HTTP ${status}`)
  return { url: text(body.url), sessionId: text(body.sessionId) }
}

async function getBuyStatus(state: ApiState, params: Record<string, unknown>): Promise<{ status: ExchangeBuyStatus; txHash?: string; reason?: string }> {
  const exchangeId = text(params.exchangeId)
  const sessionId = text(params.sessionId)
  if (!listing(state) || exchangeId !== 'sandbox-exchange') throw new RpcError(JSON_RPC_INVALID_PARAMS, `Unknown exchangeId "${exchangeId}"`)
  if (!sessionId) throw new RpcError(JSON_RPC_INVALID_PARAMS, 'Missing sessionId')
  const { status, body } = await exchangeFetch(state, `/api/sessions/${encodeURIComponent(sessionId)}`)
  if (status === 404) return { status: 'UNKNOWN' }
  if (status !== 200) throw new RpcError(JSON_RPC_EXCHANGE_UNAVAILABLE, `The Sandbox Exchange answered HTTP ${status}`)
  switch (body.status) {
    case 'success':
      return { status: 'SUCCESS', txHash: text(body.txHash) }
    case 'failed':
    case 'cancelled':
      return { status: 'FAILED', reason: text(body.failureReason) || undefined }
    default:
      // awaiting the customer's decision, or sending
      return { status: 'IN_PROGRESS' }
  }
}

const METHODS: Record<string, (state: ApiState, params: Record<string, unknown>) => Promise<unknown>> = {
  reown_getExchanges: getExchanges,
  reown_getExchangePayUrl: getPayUrl,
  reown_getExchangeBuyStatus: getBuyStatus,
}

export const exchangeRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/v1/json-rpc',
    async handle({ body, state }) {
      const request = await body()
      const id = isObject(request) && (typeof request.id === 'number' || typeof request.id === 'string') ? request.id : null
      const error = (code: number, message: string) => json({ jsonrpc: '2.0', id, error: { code, message } })
      if (!isObject(request) || request.jsonrpc !== '2.0' || typeof request.method !== 'string') return error(JSON_RPC_INVALID_REQUEST, 'Invalid request: expected { jsonrpc: "2.0", id, method, params }')
      const run = METHODS[request.method]
      if (!run) return error(JSON_RPC_METHOD_NOT_FOUND, `Method not found: ${request.method} (this sandbox answers ${Object.keys(METHODS).join(', ')})`)
      const params = isObject(request.params) ? request.params : {}
      if (request.method !== 'reown_getExchanges' && !state.exchangeUrl) return error(JSON_RPC_EXCHANGE_UNAVAILABLE, 'No exchange is configured on this sandbox API (StartApiServerOptions.exchangeUrl)')
      try {
        return json({ jsonrpc: '2.0', id, result: await run(state, params) })
      } catch (caught) {
        if (caught instanceof RpcError) return error(caught.code, caught.message)
        throw caught
      }
    },
  },
]
