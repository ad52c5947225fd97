// GET /v1/account/{address}/history: the account's activity, a page at a time. A kernel read
// because two plugins need it: Activity lists it, Buy follows a purchase through it.
import { isUnsupported, pathSegment, type ApiContext } from './api-context.ts'
import { isObject, listOf, num, numeric, str, strOrNull, decimalString } from './shapes.ts'

export type TransactionStatus = 'confirmed' | 'failed' | 'pending'

/**
 * An on-ramp purchase's status as the history reports it (`onramp=coinbase`, AppKit's values), read
 * into the transaction statuses: in progress is pending, success confirmed, failed failed.
 */
const ONRAMP_STATUSES: Readonly<Record<string, TransactionStatus>> = {
  ONRAMP_TRANSACTION_STATUS_IN_PROGRESS: 'pending',
  ONRAMP_TRANSACTION_STATUS_SUCCESS: 'confirmed',
  ONRAMP_TRANSACTION_STATUS_FAILED: 'failed',
}

/** A reported status: the three plain ones, the on-ramp ones, anything else pending. */
export function readStatus(value: unknown): TransactionStatus {
  if (value === 'confirmed' || value === 'failed' || value === 'pending') return value
  return (typeof value === 'string' && ONRAMP_STATUSES[value]) || 'pending'
}

export interface WalletTransactionMetadata {
  /** send, receive, trade, approve, execute, mint, burn, deposit, withdraw, … (an open set). */
  operationType: string
  hash: string
  /** ISO time. */
  minedAt: string
  sentFrom: string
  sentTo: string
  status: TransactionStatus
  nonce: number
  application: { name: string | null; iconUrl: string | null } | null
  /** CAIP-2, or null. */
  chain: string | null
}

export interface WalletTransfer {
  fungible_info: { name: string | null; symbol: string | null; icon: { url: string } | null } | null
  nft_info: {
    name: string | null
    content: { preview: { url: string; content_type: string | null } | null; detail: { url: string; content_type: string | null } | null } | null
    flags: { is_spam: boolean } | null
  } | null
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value: number | null
  price: number | null
}

export interface WalletTransaction {
  id: string
  metadata: WalletTransactionMetadata
  transfers: WalletTransfer[]
}

export interface HistoryPage {
  data: WalletTransaction[]
  /** The cursor of the next page; absent on the last one. */
  next?: string
}

export interface GetHistoryParams {
  /** The plain address. */
  address: string
  /** CAIP-2: filters the activity, and an unsupported one makes no request. */
  chainId?: string
  cursor?: string
  /** Coinbase on-ramp purchases instead (eip155 only). */
  onramp?: 'coinbase'
  currency?: string
  signal?: AbortSignal
}

export interface HistoryApi {
  /** One page of activity; `{data: []}` on an unsupported network. Throws on a failed request. */
  getHistory(params: GetHistoryParams): Promise<HistoryPage>
}

const readMedia = (v: unknown) => {
  if (!isObject(v)) return null
  const url = str(v.url)
  return url ? { url, content_type: strOrNull(v.content_type) } : null
}

export function readTransfer(entry: unknown): WalletTransfer | undefined {
  if (!isObject(entry)) return undefined
  const quantity = isObject(entry.quantity) ? decimalString(entry.quantity.numeric) : undefined
  if (quantity === undefined) return undefined
  const direction = entry.direction === 'in' || entry.direction === 'out' || entry.direction === 'self' ? entry.direction : 'self'
  const f = isObject(entry.fungible_info) ? entry.fungible_info : undefined
  const n = isObject(entry.nft_info) ? entry.nft_info : undefined
  const iconUrl = f && isObject(f.icon) ? str(f.icon.url) : undefined
  return {
    fungible_info: f ? { name: strOrNull(f.name), symbol: strOrNull(f.symbol), icon: iconUrl ? { url: iconUrl } : null } : null,
    nft_info: n
      ? {
          name: strOrNull(n.name),
          content: isObject(n.content) ? { preview: readMedia(n.content.preview), detail: readMedia(n.content.detail) } : null,
          flags: isObject(n.flags) ? { is_spam: n.flags.is_spam === true } : null,
        }
      : null,
    direction,
    quantity: { numeric: quantity },
    value: numeric(entry.value) ?? null,
    price: numeric(entry.price) ?? null,
  }
}

export function readTransaction(entry: unknown): WalletTransaction | undefined {
  if (!isObject(entry) || !isObject(entry.metadata)) return undefined
  const m = entry.metadata
  const id = str(entry.id) ?? str(m.hash)
  if (!id) return undefined
  const status = readStatus(m.status)
  const app = isObject(m.application) ? { name: strOrNull(m.application.name), iconUrl: strOrNull(m.application.iconUrl) } : null
  return {
    id,
    metadata: {
      operationType: str(m.operationType) ?? 'execute',
      hash: str(m.hash) ?? '',
      minedAt: str(m.minedAt) ?? str(m.operatedAt) ?? '',
      sentFrom: str(m.sentFrom) ?? '',
      sentTo: str(m.sentTo) ?? '',
      status,
      nonce: num(m.nonce) ?? 0,
      application: app,
      chain: strOrNull(m.chain),
    },
    transfers: listOf(entry.transfers, readTransfer),
  }
}

export function createHistoryApi(ctx: ApiContext): HistoryApi {
  return {
    async getHistory(params) {
      if (await isUnsupported(ctx, params.chainId)) return { data: [] }
      const body = await ctx.http.get(`/v1/account/${pathSegment(params.address)}/history`, {
        signal: params.signal,
        query: { chainId: params.chainId, cursor: params.cursor, onramp: params.onramp, currency: params.currency },
      })
      if (!isObject(body)) return { data: [] }
      const next = str(body.next)
      return { data: listOf(body.data, readTransaction), ...(next ? { next } : {}) }
    },
  }
}
