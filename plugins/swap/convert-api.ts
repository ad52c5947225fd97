// The swap ("convert") routes and token prices. Unsupported networks give empty answers without a
// request; gas price and the transaction builders throw instead.
import { isUnsupported, parseCaipAddress, PorticoError, readers, toCaipNetworkId, type ApiContext } from 'portico'
import { NETWORK_NOT_SUPPORTED_FOR_SWAPS } from './swap-messages.ts'
import { DEFAULT_SWAP_SLIPPAGE } from './swap.ts'

const { bool, decimalString, isObject, listOf, num, numeric, str, strOrNull } = readers


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

const readToken = (e: unknown): SwapToken | undefined => {
  if (!isObject(e)) return undefined
  const address = str(e.address)
  const symbol = str(e.symbol)
  const decimals = numeric(e.decimals)
  if (!address || !symbol || decimals === undefined) return undefined
  return { name: str(e.name) ?? symbol, symbol, address, decimals, logoUri: strOrNull(e.logoUri), eip2612: bool(e.eip2612) ?? null }
}

const readQuote = (e: unknown): SwapQuote | undefined => {
  if (!isObject(e)) return undefined
  const fromAmount = decimalString(e.fromAmount)
  const toAmount = decimalString(e.toAmount)
  if (fromAmount === undefined || toAmount === undefined) return undefined
  return { id: strOrNull(e.id), fromAmount, fromAccount: str(e.fromAccount) ?? '', toAmount, toAccount: str(e.toAccount) ?? '' }
}

const readPrice = (e: unknown): TokenPrice | undefined => {
  if (!isObject(e)) return undefined
  const symbol = str(e.symbol)
  const price = numeric(e.price)
  if (!symbol || price === undefined) return undefined
  const decimals = num(e.decimals)
  return {
    address: strOrNull(e.address),
    name: str(e.name) ?? symbol,
    symbol,
    iconUrl: str(e.iconUrl) ?? '',
    price,
    ...(decimals === undefined ? {} : { decimals }),
  }
}

const weiString = (v: unknown) => decimalString(v) ?? (typeof v === 'string' && /^0x[0-9a-f]+$/i.test(v) ? BigInt(v).toString() : undefined)

function readTx(body: unknown): Record<string, unknown> {
  const tx = isObject(body) && isObject(body.tx) ? body.tx : undefined
  if (!tx || !str(tx.to) || !str(tx.data)) throw new PorticoError('INVALID_RESPONSE', 'An error occurred', { details: 'the answer carries no transaction' })
  return tx
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
      return { tokens: isObject(body) ? listOf(body.tokens, readToken) : [] }
    },
    async getSwapQuote({ amount, userAddress, from, to, gasPrice }) {
      if (await isUnsupported(ctx, networkOfToken(from))) return { quotes: [] }
      const body = await ctx.http.get('/v1/convert/quotes', { query: { amount, userAddress, from, to, gasPrice } })
      return { quotes: isObject(body) ? listOf(body.quotes, readQuote) : [] }
    },
    async getSwapAllowance({ tokenAddress, userAddress }) {
      if (await isUnsupported(ctx, networkOfToken(tokenAddress))) return { allowance: '0' }
      const body = await ctx.http.get('/v1/convert/allowance', { query: { tokenAddress, userAddress } })
      return { allowance: (isObject(body) && weiString(body.allowance)) || '0' }
    },
    async getGasPrice({ chainId }) {
      await requireSupported(chainId)
      const body = await ctx.http.get('/v1/convert/gas-price', { query: { chainId } })
      const b = isObject(body) ? body : {}
      const standard = weiString(b.standard)
      if (standard === undefined) throw new PorticoError('INVALID_RESPONSE', 'An error occurred', { details: 'the answer carries no gas price' })
      return { standard, fast: weiString(b.fast) ?? standard, instant: weiString(b.instant) ?? weiString(b.fast) ?? standard }
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
      const e = isObject(tx.eip155) ? tx.eip155 : undefined
      return {
        tx: {
          from: str(tx.from) ?? userAddress,
          to: str(tx.to)!,
          data: str(tx.data)!,
          amount: weiString(tx.amount) ?? weiString(tx.value) ?? '0',
          eip155: e ? { gas: weiString(e.gas) ?? '0', gasPrice: weiString(e.gasPrice) ?? '0' } : null,
        },
      }
    },
    async buildApproveTransaction({ userAddress, from, to, amount }) {
      await requireSupported(networkOfToken(from))
      const body = await ctx.http.get('/v1/convert/build-approve', { query: { userAddress, from, to, amount } })
      const tx = readTx(body)
      const e = isObject(tx.eip155) ? tx.eip155 : undefined
      const gas = e ? weiString(e.gas) : undefined
      return {
        tx: {
          from: str(tx.from) ?? userAddress,
          to: str(tx.to)!,
          data: str(tx.data)!,
          value: weiString(tx.value) ?? '0',
          eip155: e ? { gasPrice: weiString(e.gasPrice) ?? '0', ...(gas === undefined ? {} : { gas }) } : null,
        },
      }
    },
    async getTokenPrices({ addresses, currency = 'usd' }) {
      const kept: string[] = []
      for (const address of addresses) if (!(await isUnsupported(ctx, networkOfToken(address)))) kept.push(address)
      if (kept.length === 0) return { fungibles: [] }
      // projectId in the body, no query
      const body = await ctx.http.post('/v1/fungible/price', { currency, addresses: kept }, { identify: 'body' })
      return { fungibles: isObject(body) ? listOf(body.fungibles, readPrice) : [] }
    },
  }
}
