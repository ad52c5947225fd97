// GET /v1/account/{address}/balance (the account's tokens and their prices) with the portfolio
// cache (30 s), the native-balance cache (30 s), and the 'Token Balance Unavailable' toast with a
// 30 s block.
import * as v from 'valibot'
import { PorticoError } from '../errors/portico-error.ts'
import { isUnsupported, pathSegment, type ApiContext } from './api-context.ts'
import { answerObject, decimalText, entryList, nullableNumber, nullableString, numericValue, optionalString, readAnswer, requiredString, tolerantList } from './response-schemas.ts'
import { createTimedCache } from './timed-cache.ts'

/** After a failed portfolio fetch, no new request for this long. */
export const BALANCE_RETRY_BLOCK_MS = 30_000
/**
 * After a failed native read, no new read for this long: only a burst of callers is held back. The
 * chain's transport ranks its URLs every 4 s, and the next round after a failure reads the balance
 * again (kernel/rpc/balance-refresh.ts): the retry comes then, not 30 s later.
 */
export const NATIVE_BALANCE_RETRY_MS = 1_000
export const TOKEN_BALANCE_UNAVAILABLE = 'Token Balance Unavailable'

export interface TokenBalance {
  name: string
  symbol: string
  /** CAIP-2, or null. */
  chainId: string | null
  /** CAIP-10 token contract; null (or absent on the wire) for the native token. */
  address: string | null
  /** Fiat value, or null. */
  value: number | null
  price: number
  /** Both decimal strings (the server sends strings; numbers are accepted and written out). */
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

export interface GetBalanceParams {
  /** The plain account address. */
  address: string
  /** CAIP-2 network id, e.g. `eip155:1`. */
  chainId: string
  /** Lowercase fiat currency; default `usd`. */
  currency?: string
  /** CAIP-10 token addresses to refresh on the server; skips the local cache too. */
  forceUpdate?: readonly string[]
}

export interface NativeBalance {
  /** Formatted in whole units, e.g. `1.5`. */
  balance: string
  symbol: string
}

export interface BalanceApi {
  /**
   * The account's token balances. Cached 30 s per CAIP-10 account (persisted; USD only). Never throws: an
   * unsupported network gives `{balances: []}` without a request; a failed request shows the
   * 'Token Balance Unavailable' toast and blocks requests for 30 s, during which cached or empty
   * balances are returned.
   */
  getBalance(params: GetBalanceParams): Promise<{ balances: TokenBalance[] }>
  /**
   * The native balance cache (30 s, persisted) around an adapter's own read (e.g. the chain RPC).
   * A failed read shows the 'Token Balance Unavailable' toast (once until a read succeeds) and
   * rethrows; for 1 s after it, uncached reads are refused (BALANCE_UNAVAILABLE) without asking the chain again.
   */
  getNativeBalance(caipAddress: string, read: () => Promise<NativeBalance>): Promise<NativeBalance>
  /** Forgets both cached balances of a CAIP-10 account, e.g. after it sent a transaction. */
  invalidateBalances(caipAddress: string): void
}

/** One token of the answer: a symbol and a decimal quantity (amount and decimals), or it is refused; the other fields read tolerantly. */
const TokenBalanceAnswer = v.pipe(
  answerObject({
    name: optionalString,
    symbol: requiredString,
    chainId: nullableString,
    address: nullableString,
    value: nullableNumber,
    price: v.fallback(numericValue, 0),
    quantity: answerObject({ decimals: decimalText, numeric: decimalText }),
    iconUrl: v.fallback(v.string(), ''),
  }),
  v.transform(({ name, symbol, chainId, address, value, price, quantity, iconUrl }): TokenBalance => ({
    name: name ?? symbol,
    symbol,
    chainId,
    address,
    value,
    price,
    quantity: { decimals: quantity.decimals, numeric: quantity.numeric },
    iconUrl,
  })),
)

/** The answer: a list of balances (malformed entries dropped), or it is refused. */
const BalanceAnswer = answerObject({ balances: entryList(TokenBalanceAnswer) })
/** The cached balances, read again as the answer's (a cache written by an older version may differ). */
const CachedBalances = tolerantList(TokenBalanceAnswer)

/** One token balance of the answer, or undefined when it has no symbol or no decimal quantity. */
export function readTokenBalance(entry: unknown): TokenBalance | undefined {
  return readAnswer(TokenBalanceAnswer, entry)
}

export function createBalanceApi(ctx: ApiContext): BalanceApi {
  const portfolio = createTimedCache(ctx.storage, 'portfolioCache', ctx.now)
  const native = createTimedCache(ctx.storage, 'nativeBalanceCache', ctx.now)
  portfolio.prune()
  native.prune()
  let blockedUntil = 0
  // Its own block: the chain's RPC failing says nothing about the balance API, and vice versa.
  let nativeBlockedUntil = 0
  // The toast says so once per outage, not on every retry.
  let nativeFailing = false

  // the portfolio cache holds the default currency only (the one AppKit and the UI ask for)
  const cacheable = (params: GetBalanceParams) => (params.currency ?? 'usd').toLowerCase() === 'usd'
  const inflight = new Map<string, Promise<{ balances: TokenBalance[] }>>()

  async function request(params: GetBalanceParams, caipAddress: string, cached: TokenBalance[] | undefined): Promise<{ balances: TokenBalance[] }> {
    if (await isUnsupported(ctx, params.chainId)) return { balances: [] }
    try {
      const body = await ctx.http.get(`/v1/account/${pathSegment(params.address)}/balance`, {
        query: { currency: params.currency ?? 'usd', chainId: params.chainId, forceUpdate: params.forceUpdate },
      })
      const balances = readAnswer(BalanceAnswer, body)?.balances
      if (!balances) throw new Error('malformed balance answer')
      if (cacheable(params)) portfolio.set(caipAddress, { balances })
      return { balances }
    } catch (error) {
      ctx.logger.warn('balance fetch failed', error)
      blockedUntil = ctx.now() + BALANCE_RETRY_BLOCK_MS
      ctx.toast.error(TOKEN_BALANCE_UNAVAILABLE)
      return { balances: cached ?? [] }
    }
  }

  return {
    async getBalance(params) {
      const caipAddress = `${params.chainId}:${params.address}`
      const force = (params.forceUpdate?.length ?? 0) > 0
      const cached = cacheable(params) ? portfolio.get(caipAddress) : undefined
      const cachedBalances = cached ? (readAnswer(CachedBalances, cached.balances) ?? []) : undefined
      if (cachedBalances && !force) return { balances: cachedBalances }
      if (ctx.now() < blockedUntil) return { balances: cachedBalances ?? [] }
      // callers asking at the same time (the button and the account view) share one request
      const key = `${caipAddress}|${params.currency ?? 'usd'}|${params.forceUpdate?.join(',') ?? ''}`
      const running = inflight.get(key)
      if (running) return running
      const pending = request(params, caipAddress, cachedBalances).finally(() => inflight.delete(key))
      inflight.set(key, pending)
      return pending
    },
    async getNativeBalance(caipAddress, read) {
      const cached = native.get(caipAddress)
      if (cached) return { balance: cached.balance, symbol: cached.symbol }
      if (ctx.now() < nativeBlockedUntil) {
        throw new PorticoError('BALANCE_UNAVAILABLE', TOKEN_BALANCE_UNAVAILABLE, {
          details: `a balance read failed less than ${NATIVE_BALANCE_RETRY_MS} ms ago; not asked again until then`,
        })
      }
      let fresh: NativeBalance
      try {
        fresh = await read()
      } catch (error) {
        nativeBlockedUntil = ctx.now() + NATIVE_BALANCE_RETRY_MS
        if (!nativeFailing) ctx.toast.error(TOKEN_BALANCE_UNAVAILABLE)
        nativeFailing = true
        throw error
      }
      nativeFailing = false
      native.set(caipAddress, { caipAddress, balance: fresh.balance, symbol: fresh.symbol })
      return { balance: fresh.balance, symbol: fresh.symbol }
    },
    invalidateBalances(caipAddress) {
      portfolio.delete(caipAddress)
      native.delete(caipAddress)
    },
  }
}
