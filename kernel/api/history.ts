// GET /v1/account/{address}/history: the account's activity, a page at a time. A kernel read
// because two plugins need it: Activity lists it, Buy follows a purchase through it.
import * as v from 'valibot'
import { isUnsupported, pathSegment, type ApiContext } from './api-context.ts'
import { answerObject, decimalText, nullableNumber, nullableString, optionalString, readAnswer, requiredString, tolerantList } from './response-schemas.ts'

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

/** An object field read by `entries`, or null when it is absent or of another shape. */
const nullableObject = <E extends v.ObjectEntries>(entries: E) => v.fallback(v.nullable(answerObject(entries)), null)

/** An NFT's media: a URL, or null. */
const MediaAnswer = nullableObject({ url: requiredString, content_type: nullableString })

/** One transfer: a decimal quantity, or it is refused; a direction other than in or out reads as self. */
const TransferAnswer = v.pipe(
  answerObject({
    fungible_info: nullableObject({ name: nullableString, symbol: nullableString, icon: nullableObject({ url: requiredString }) }),
    nft_info: nullableObject({
      name: nullableString,
      content: nullableObject({ preview: MediaAnswer, detail: MediaAnswer }),
      flags: nullableObject({ is_spam: v.fallback(v.boolean(), false) }),
    }),
    direction: v.fallback(v.picklist(['in', 'out', 'self']), 'self'),
    quantity: answerObject({ numeric: decimalText }),
    value: nullableNumber,
    price: nullableNumber,
  }),
  v.transform(({ fungible_info, nft_info, direction, quantity, value, price }): WalletTransfer => ({
    fungible_info,
    nft_info,
    direction,
    quantity: { numeric: quantity.numeric },
    value,
    price,
  })),
)

const MetadataAnswer = answerObject({
  operationType: optionalString,
  hash: optionalString,
  minedAt: optionalString,
  /** AppKit's name for minedAt. */
  operatedAt: optionalString,
  sentFrom: optionalString,
  sentTo: optionalString,
  status: v.fallback(v.pipe(v.string(), v.transform((status: string) => readStatus(status))), 'pending'),
  nonce: v.fallback(v.pipe(v.number(), v.finite()), 0),
  application: nullableObject({ name: nullableString, iconUrl: nullableString }),
  chain: nullableString,
})

/** One transaction: metadata and an id (its own, else its hash), or it is refused. */
const TransactionAnswer = v.pipe(
  answerObject({ id: optionalString, metadata: MetadataAnswer, transfers: tolerantList(TransferAnswer) }),
  v.transform(({ id, metadata: m, transfers }): WalletTransaction => ({
    id: id ?? m.hash ?? '',
    metadata: {
      operationType: m.operationType ?? 'execute',
      hash: m.hash ?? '',
      minedAt: m.minedAt ?? m.operatedAt ?? '',
      sentFrom: m.sentFrom ?? '',
      sentTo: m.sentTo ?? '',
      status: m.status,
      nonce: m.nonce,
      application: m.application,
      chain: m.chain,
    },
    transfers,
  })),
  v.check((transaction) => transaction.id !== ''),
)

/** A page: its transactions (malformed ones dropped) and the next cursor. */
const HistoryAnswer = answerObject({ data: tolerantList(TransactionAnswer), next: optionalString })

export function readTransfer(entry: unknown): WalletTransfer | undefined {
  return readAnswer(TransferAnswer, entry)
}

export function readTransaction(entry: unknown): WalletTransaction | undefined {
  return readAnswer(TransactionAnswer, entry)
}

export function createHistoryApi(ctx: ApiContext): HistoryApi {
  return {
    async getHistory(params) {
      if (await isUnsupported(ctx, params.chainId)) return { data: [] }
      const body = await ctx.http.get(`/v1/account/${pathSegment(params.address)}/history`, {
        signal: params.signal,
        query: { chainId: params.chainId, cursor: params.cursor, onramp: params.onramp, currency: params.currency },
      })
      const page = readAnswer(HistoryAnswer, body)
      if (!page) return { data: [] }
      return { data: page.data, ...(page.next ? { next: page.next } : {}) }
    },
  }
}
