// The exchanges API (AppKit Pay's JSON-RPC on the Blockchain API origin: POST /v1/json-rpc):
// the exchanges that can pay an asset, a pay URL for a session, and that session's status. Every
// failure is a PayError EXCHANGE_UNAVAILABLE carrying the server's words.
import { commonQuery, createJsonRpcClient, JsonRpcError, readAnswer, responseSchemas as r } from 'portico'
import * as v from 'valibot'
import { EXCHANGE_REQUEST_TIMEOUT_MS } from './pay-constants.ts'
import { PayError } from './pay-error.ts'
import type { Exchange } from './pay-types.ts'


export type ExchangeBuyStatus = 'UNKNOWN' | 'IN_PROGRESS' | 'SUCCESS' | 'FAILED'

export interface ExchangeApi {
  getExchanges(params: { page: number; asset?: string; amount?: string }): Promise<{ exchanges: Exchange[]; total: number }>
  getPayUrl(params: { exchangeId: string; asset: string; amount: string; recipient: string }): Promise<{ url: string; sessionId: string }>
  getBuyStatus(params: { exchangeId: string; sessionId: string }): Promise<{ status: ExchangeBuyStatus; txHash?: string; reason?: string }>
}

export interface ExchangeApiOptions {
  /** The Blockchain API's origin (`endpoints.blockchainApi`). */
  baseUrl: string
  projectId: string | undefined
  sdkType: string
  sdkVersion: string
  fetch?: (input: string, init?: RequestInit) => Promise<Response>
  timeoutMs?: number
}

const STATUSES: readonly ExchangeBuyStatus[] = ['UNKNOWN', 'IN_PROGRESS', 'SUCCESS', 'FAILED']

/** A filled string; anything else reads as absent. */
const filledString = v.fallback(v.optional(v.pipe(v.string(), v.nonEmpty())), undefined)

const exchangesAnswer = r.answerObject({
  exchanges: r.tolerantList(r.answerObject({ id: v.string(), name: v.string(), imageUrl: r.optionalString })),
  total: r.optionalNumber,
})
const payUrlAnswer = r.answerObject({ url: v.pipe(v.string(), v.regex(/^https?:\/\//)), sessionId: v.string() })
const buyStatusAnswer = r.answerObject({
  status: v.fallback(v.picklist(STATUSES), 'UNKNOWN'),
  txHash: filledString,
  reason: filledString,
})

export function createExchangeApi(options: ExchangeApiOptions): ExchangeApi {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const client = createJsonRpcClient({ fetch: doFetch, timeoutMs: options.timeoutMs ?? EXCHANGE_REQUEST_TIMEOUT_MS })
  // the exchanges API names the project in the query and again, with st and sv, in each call's params
  const common = commonQuery(options)

  async function call(method: string, params: Record<string, unknown>): Promise<object> {
    const url = new URL(`${options.baseUrl.replace(/\/+$/, '')}/v1/json-rpc`)
    if (common.projectId) url.searchParams.set('projectId', common.projectId)
    let result: unknown
    try {
      result = await client.request(url.toString(), method, { ...params, ...common })
    } catch (error) {
      const failure = error instanceof JsonRpcError ? error.failure : undefined
      const details = failure?.kind === 'http' ? `HTTP status code: ${failure.status}` : error instanceof Error ? error.message : String(error)
      throw new PayError('EXCHANGE_UNAVAILABLE', { details, cause: error })
    }
    if (typeof result !== 'object' || result === null) throw new PayError('EXCHANGE_UNAVAILABLE', { details: `${method} answered no result` })
    return result
  }

  return {
    async getExchanges(params) {
      const answer = readAnswer(exchangesAnswer, await call('reown_getExchanges', params))
      const exchanges = (answer?.exchanges ?? []).map(({ id, name, imageUrl }) => ({ id, name, ...(imageUrl !== undefined ? { imageUrl } : {}) }))
      return { exchanges, total: answer?.total ?? exchanges.length }
    },
    async getPayUrl(params) {
      const answer = readAnswer(payUrlAnswer, await call('reown_getExchangePayUrl', params))
      if (!answer) throw new PayError('EXCHANGE_UNAVAILABLE', { details: 'reown_getExchangePayUrl answered no url and sessionId' })
      return answer
    },
    async getBuyStatus(params) {
      const answer = readAnswer(buyStatusAnswer, await call('reown_getExchangeBuyStatus', params))
      return {
        status: answer?.status ?? 'UNKNOWN',
        ...(answer?.txHash ? { txHash: answer.txHash } : {}),
        ...(answer?.reason ? { reason: answer.reason } : {}),
      }
    },
  }
}
