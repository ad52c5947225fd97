// The swap ("convert") routes and token prices. Unsupported networks give empty answers without a
// request; gas price and the transaction builders throw instead.
import * as v from 'valibot'
import { isUnsupported, parseCaipAddress, PorticoError, readAnswer, responseSchemas, toCaipNetworkId, type ApiContext } from 'portico'
import { NETWORK_NOT_SUPPORTED_FOR_SWAPS } from './swap-messages.ts'
import { DEFAULT_SWAP_SLIPPAGE } from './swap-defaults.ts'

const { answerObject, decimalText, nullableString, numericValue, optionalBoolean, optionalNumber, optionalString, requiredString, tolerantList } = responseSchemas


export interface SwapToken {
  name: string
  symbol: string
  /** CAIP-10; the native token is `…:0xeeee…eeee`. */
  address: string
  decimals: number
  logoUri: string | null
  eip2612: boolean | null
}

export interface SwapQuote {
  id: string | null
  fromAmount: string
  fromAccount: string
  toAmount: string
  toAccount: string
}

export interface GasPrice {
  /** Wei, decimal strings. */
  standard: string
  fast: string
  instant: string
}

export interface SwapTransaction {
  tx: { from: string; to: string; data: string; amount: string; eip155: { gas: string; gasPrice: string } | null }
}

export interface ApproveTransaction {
  /** `gas` is absent from the server's answer (AppKit's type expects it). */
  tx: { from: string; to: string; data: string; value: string; eip155: { gasPrice: string; gas?: string } | null }
}

export interface TokenPrice {
  address: string | null
  name: string
  symbol: string
  iconUrl: string
  price: number
  decimals?: number
}

export interface ConvertApi {
  getSwapTokens(params: { chainId: string; address?: string }): Promise<{ tokens: SwapToken[] }>
  /** `amount` in base units; `from`/`to` CAIP-10 tokens. */
  getSwapQuote(params: { amount: string; userAddress: string; from: string; to: string; gasPrice?: string }): Promise<{ quotes: SwapQuote[] }>
  /** `{allowance: '0'}` on an unsupported network. */
  getSwapAllowance(params: { tokenAddress: string; userAddress: string }): Promise<{ allowance: string }>
  /** Throws 'Network not supported for Gas Price or Swaps' on an unsupported network. */
  getGasPrice(params: { chainId: string }): Promise<GasPrice>
  buildSwapTransaction(params: {
    amount: string
    from: string
    to: string
    userAddress: string
    /** Percent; default DEFAULT_SWAP_SLIPPAGE (1). */
    slippage?: number
    permit?: string
    disableEstimate?: boolean
  }): Promise<SwapTransaction>
  buildApproveTransaction(params: { userAddress: string; from: string; to: string; amount?: string }): Promise<ApproveTransaction>
  /** Prices of CAIP-10 tokens; tokens on unsupported networks are left out (no request if none is left). */
  getTokenPrices(params: { addresses: readonly string[]; currency?: string }): Promise<{ fungibles: TokenPrice[] }>
}

const TokenSchema = v.pipe(
  answerObject({ name: optionalString, symbol: requiredString, address: requiredString, decimals: numericValue, logoUri: nullableString, eip2612: optionalBoolean }),
  v.transform((t): SwapToken => ({ name: t.name ?? t.symbol, symbol: t.symbol, address: t.address, decimals: t.decimals, logoUri: t.logoUri, eip2612: t.eip2612 ?? null })),
)

const QuoteSchema = v.pipe(
  answerObject({ id: nullableString, fromAmount: decimalText, fromAccount: optionalString, toAmount: decimalText, toAccount: optionalString }),
  v.transform((q): SwapQuote => ({ id: q.id, fromAmount: q.fromAmount, fromAccount: q.fromAccount ?? '', toAmount: q.toAmount, toAccount: q.toAccount ?? '' })),
)

const PriceSchema = v.pipe(
  answerObject({ address: nullableString, name: optionalString, symbol: requiredString, iconUrl: optionalString, price: numericValue, decimals: optionalNumber }),
  v.transform(
    (p): TokenPrice => ({
      address: p.address,
      name: p.name ?? p.symbol,
      symbol: p.symbol,
      iconUrl: p.iconUrl ?? '',
      price: p.price,
      ...(p.decimals === undefined ? {} : { decimals: p.decimals }),
    }),
  ),
)

/** An amount of wei as a decimal string: the server's decimal, or its 0x-hex read. */
const wei = v.fallback(v.optional(v.union([decimalText, v.pipe(v.string(), v.regex(/^0x[0-9a-f]+$/i), v.transform((hex) => BigInt(hex).toString()))])), undefined)

const TokensSchema = answerObject({ tokens: tolerantList(TokenSchema) })
const QuotesSchema = answerObject({ quotes: tolerantList(QuoteSchema) })
const PricesSchema = answerObject({ fungibles: tolerantList(PriceSchema) })
const AllowanceSchema = answerObject({ allowance: wei })
const GasPriceSchema = answerObject({ standard: wei, fast: wei, instant: wei })
const TxSchema = answerObject({
  tx: answerObject({
    from: optionalString,
    to: requiredString,
    data: requiredString,
    amount: wei,
    value: wei,
    eip155: v.fallback(v.optional(answerObject({ gas: wei, gasPrice: wei })), undefined),
  }),
})

function readTx(body: unknown) {
  const answer = readAnswer(TxSchema, body)
  if (!answer) throw new PorticoError('INVALID_RESPONSE', 'An error occurred', { details: 'the answer carries no transaction' })
  return answer.tx
}

export function createConvertApi(ctx: ApiContext): ConvertApi {
  /** The network of a CAIP-10 token address; throws 'Invalid CAIP Address' for anything else. */
  const networkOfToken = (caipAddress: string) => {
    const { namespace, chainId } = parseCaipAddress(caipAddress)
    return toCaipNetworkId(namespace, chainId)
  }
  const requireSupported = async (caipNetworkId: string | undefined) => {
    if (await isUnsupported(ctx, caipNetworkId)) {
      throw new PorticoError('UNSUPPORTED_NETWORK', NETWORK_NOT_SUPPORTED_FOR_SWAPS, { details: caipNetworkId })
    }
  }

  return {
    async getSwapTokens({ chainId, address }) {
      if (await isUnsupported(ctx, chainId)) return { tokens: [] }
      const body = await ctx.http.get('/v1/convert/tokens', { query: { chainId, address } })
      return { tokens: readAnswer(TokensSchema, body)?.tokens ?? [] }
    },
    async getSwapQuote({ amount, userAddress, from, to, gasPrice }) {
      if (await isUnsupported(ctx, networkOfToken(from))) return { quotes: [] }
      const body = await ctx.http.get('/v1/convert/quotes', { query: { amount, userAddress, from, to, gasPrice } })
      return { quotes: readAnswer(QuotesSchema, body)?.quotes ?? [] }
    },
    async getSwapAllowance({ tokenAddress, userAddress }) {
      if (await isUnsupported(ctx, networkOfToken(tokenAddress))) return { allowance: '0' }
      const body = await ctx.http.get('/v1/convert/allowance', { query: { tokenAddress, userAddress } })
      return { allowance: readAnswer(AllowanceSchema, body)?.allowance || '0' }
    },
    async getGasPrice({ chainId }) {
      await requireSupported(chainId)
      const body = await ctx.http.get('/v1/convert/gas-price', { query: { chainId } })
      const { standard, fast, instant } = readAnswer(GasPriceSchema, body) ?? {}
      if (standard === undefined) throw new PorticoError('INVALID_RESPONSE', 'An error occurred', { details: 'the answer carries no gas price' })
      return { standard, fast: fast ?? standard, instant: instant ?? fast ?? standard }
    },
    async buildSwapTransaction({ amount, from, to, userAddress, slippage = DEFAULT_SWAP_SLIPPAGE, permit, disableEstimate }) {
      await requireSupported(networkOfToken(from))
      // projectId travels in the body here; the URL carries no query
      const body = await ctx.http.post(
        '/v1/convert/build-transaction',
        {
          amount,
          from,
          to,
          userAddress,
          eip155: { slippage, ...(permit ? { permit } : {}) },
          ...(disableEstimate === undefined ? {} : { disableEstimate }),
        },
        { identify: 'body' },
      )
      const tx = readTx(body)
      const e = tx.eip155
      return {
        tx: {
          from: tx.from ?? userAddress,
          to: tx.to,
          data: tx.data,
          amount: tx.amount ?? tx.value ?? '0',
          eip155: e ? { gas: e.gas ?? '0', gasPrice: e.gasPrice ?? '0' } : null,
        },
      }
    },
    async buildApproveTransaction({ userAddress, from, to, amount }) {
      await requireSupported(networkOfToken(from))
      const body = await ctx.http.get('/v1/convert/build-approve', { query: { userAddress, from, to, amount } })
      const tx = readTx(body)
      const e = tx.eip155
      const gas = e?.gas
      return {
        tx: {
          from: tx.from ?? userAddress,
          to: tx.to,
          data: tx.data,
          value: tx.value ?? '0',
          eip155: e ? { gasPrice: e.gasPrice ?? '0', ...(gas === undefined ? {} : { gas }) } : null,
        },
      }
    },
    async getTokenPrices({ addresses, currency = 'usd' }) {
      const kept: string[] = []
      for (const address of addresses) if (!(await isUnsupported(ctx, networkOfToken(address)))) kept.push(address)
      if (kept.length === 0) return { fungibles: [] }
      // projectId in the body, no query
      const body = await ctx.http.post('/v1/fungible/price', { currency, addresses: kept }, { identify: 'body' })
      return { fungibles: readAnswer(PricesSchema, body)?.fungibles ?? [] }
    },
  }
}
