// The exchanges API (AppKit Pay's JSON-RPC on the Blockchain API origin: POST /v1/json-rpc):
// the exchanges that can pay an asset, a pay URL for a session, and that session's status. Every
// failure is a PayError EXCHANGE_UNAVAILABLE carrying the server's words.
import { commonQuery, createJsonRpcClient, JsonRpcError } from 'portico'
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

export function createExchangeApi(options: ExchangeApiOptions): ExchangeApi {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const client = createJsonRpcClient({ fetch: doFetch, timeoutMs: options.timeoutMs ?? EXCHANGE_REQUEST_TIMEOUT_MS })
  // the exchanges API names the project in the query and again, with st and sv, in each call's params
  const common = commonQuery(options)

  async function call(method: string, params: Record<string, unknown>): Promise<Record<string, unknown>> {
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
    return result as Record<string, unknown>
  }

  return {
    async getExchanges(params) {
      const result = await call('reown_getExchanges', params)
      const exchanges = (Array.isArray(result.exchanges) ? result.exchanges : [])
        .filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null && typeof (e as Exchange).id === 'string' && typeof (e as Exchange).name === 'string')
        .map((e) => ({ id: e.id as string, name: e.name as string, ...(typeof e.imageUrl === 'string' ? { imageUrl: e.imageUrl } : {}) }))
      return { exchanges, total: typeof result.total === 'number' ? result.total : exchanges.length }
    },
    async getPayUrl(params) {
      const result = await call('reown_getExchangePayUrl', params)
      if (typeof result.url !== 'string' || !/^https?:\/\//.test(result.url) || typeof result.sessionId !== 'string')
        throw new PayError('EXCHANGE_UNAVAILABLE', { details: 'reown_getExchangePayUrl answered no url and sessionId' })
      return { url: result.url, sessionId: result.sessionId }
    },
    async getBuyStatus(params) {
      const result = await call('reown_getExchangeBuyStatus', params)
      const status = STATUSES.includes(result.status as ExchangeBuyStatus) ? (result.status as ExchangeBuyStatus) : 'UNKNOWN'
      return {
        status,
        ...(typeof result.txHash === 'string' && result.txHash ? { txHash: result.txHash } : {}),
        ...(typeof result.reason === 'string' && result.reason ? { reason: result.reason } : {}),
      }
    },
  }
}
