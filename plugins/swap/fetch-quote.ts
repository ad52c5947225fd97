// A quote and its figures from the convert API: the quote itself, the gas price, the
// allowance (an ERC-20 may need an approval first) and the market prices for the price impact.
// A pool too thin for the amount, or no quote at all, is 'Insufficient liquidity'.
import { HttpError, PorticoError, toCaipAddress } from 'portico'
import type { ConvertApi } from './convert-api.ts'
import { minimumReceived, networkCost, priceImpact, providerFee } from './quote-math.ts'
import { SWAP_TEXT } from './swap-messages.ts'
import { NATIVE_TOKEN_ADDRESS, plainTokenAddress } from './swap-tokens.ts'
import type { SwapQuoteDetails, SwapSettings, SwapTokenInfo } from './swap-types.ts'

export type QuoteApi = Pick<ConvertApi, 'getSwapQuote' | 'getGasPrice' | 'getSwapAllowance' | 'getTokenPrices'>

export interface QuoteRequest {
  from: SwapTokenInfo
  to: SwapTokenInfo
  /** In `from`'s smallest unit. */
  value: bigint
  /** The plain account address. */
  address: string
  caipNetworkId: string
  settings: Pick<SwapSettings, 'slippage' | 'providerFeePercent'>
  now?: () => number
}

/** The quote's refusal for lack of liquidity: the button says 'Insufficient liquidity'. */
export const isNoLiquidity = (error: unknown) => error instanceof PorticoError && error.code === 'INSUFFICIENT_LIQUIDITY'

const noLiquidity = (details?: string) => new PorticoError('INSUFFICIENT_LIQUIDITY', SWAP_TEXT.insufficientLiquidity, { details })

/** The USD prices of the tokens by lowercased plain address; empty when the price API fails (the impact is then unknown). */
async function pricesOf(api: QuoteApi, addresses: string[]): Promise<Map<string, number>> {
  const prices = new Map<string, number>()
  try {
    const { fungibles } = await api.getTokenPrices({ addresses })
    for (const f of fungibles) if (f.address && f.price > 0) prices.set(plainTokenAddress(f.address), f.price)
  } catch {
    // the quote stands without a price impact
  }
  return prices
}

export async function fetchQuote(api: QuoteApi, request: QuoteRequest): Promise<SwapQuoteDetails> {
  const { from, to, value, caipNetworkId, settings } = request
  const userAddress = toCaipAddress(caipNetworkId as `${string}:${string}`, request.address)
  const nativeAddress = `${caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`
  const gasPrice = BigInt((await api.getGasPrice({ chainId: caipNetworkId })).standard)
  const [answer, allowance, prices] = await Promise.all([
    api.getSwapQuote({ amount: value.toString(), userAddress, from: from.address, to: to.address, gasPrice: gasPrice.toString() }).catch((error: unknown) => {
      if (error instanceof HttpError && /liquidity/i.test(error.details ?? '')) throw noLiquidity(error.details)
      throw error
    }),
    from.contract ? api.getSwapAllowance({ tokenAddress: from.address, userAddress }).then((a) => BigInt(a.allowance)) : Promise.resolve(undefined),
    pricesOf(api, [...new Set([from.address, to.address, nativeAddress])]),
  ])
  const quote = answer.quotes[0]
  const toAmount = quote ? BigInt(quote.toAmount) : 0n
  if (toAmount === 0n) throw noLiquidity(quote ? 'the quote gives nothing for this amount' : 'no quote for this pair')
  const needsApproval = allowance !== undefined && allowance < value
  const fromPrice = prices.get(plainTokenAddress(from.address)) ?? from.price
  const toPrice = prices.get(plainTokenAddress(to.address)) ?? to.price
  const cost = networkCost(gasPrice, needsApproval)
  const nativePrice = prices.get(NATIVE_TOKEN_ADDRESS)
  return {
    fromAmount: value,
    toAmount,
    minimumReceived: minimumReceived(toAmount, settings.slippage),
    priceImpact: priceImpact({ fromAmount: value, fromDecimals: from.decimals, fromPrice, toAmount, toDecimals: to.decimals, toPrice }),
    providerFee: providerFee(value, settings.providerFeePercent),
    networkCost: cost,
    ...(nativePrice ? { networkCostUsd: (Number(cost) / 1e18) * nativePrice } : {}),
    needsApproval,
    fetchedAt: (request.now ?? Date.now)(),
  }
}
