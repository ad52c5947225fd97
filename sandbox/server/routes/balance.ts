// GET /v1/account/{address}/balance?currency=usd&chainId=eip155:1337:
// on each requested sandbox chain, the native balance and the balance of each of the chain's ERC-20
// tokens, read from the chain at request time (token name, symbol and decimals from the contract;
// the price from the chain's DEX pools where they price the token, as fungible/price and the convert
// quotes do, else from the fixed table of tokens.ts: dex-prices.ts chainPriceIn).
import { formatUnits, type Address } from 'viem'
import { rpc } from '../chain-index.ts'
import { chainPriceIn } from '../dex-prices.ts'
import { ApiError, json } from '../http.ts'
import { imageUrl, type ApiRoute, type ApiState } from '../state.ts'
import { currencies, NATIVE_TOKEN_ADDRESS, nativeToken, parseCaip2, plainAddress, priceIn, tokenByAddress } from '../tokens.ts'

export type BalanceItem = {
  name: string
  symbol: string
  chainId: string | null
  /** CAIP-10 token address; null for the native currency. */
  address: string | null
  value: number | null
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** The fiat value of `numeric` units at `price`, as the hosted API gives it (a number, 6 decimals). */
export function fiatValue(numeric: string, price: number): number {
  return Number((Number(numeric) * price).toFixed(6))
}

/** The price of a configured ERC-20 token in `currency`; null when the price table has none. */
export function tokenPrice(address: string, currency: string): number | null {
  const token = tokenByAddress(address)
  return token ? priceIn(token, currency) : null
}

/** The address in the path, checksummed; a 400 (the hosted message) when it is none. */
export function pathAddress(raw: string): string {
  const address = plainAddress(raw)
  if (!address) throw new ApiError(400, 'address', 'The address provided is invalid')
  return address
}

/** The `currency` parameter, lowercased; a 400 when unknown. `required`: absent is a 400 too. */
export function currencyParam(query: URLSearchParams, required: boolean): string {
  const raw = query.get('currency')
  if (raw === null || raw === '') {
    if (required) throw new ApiError(400, 'currency', 'Missing query parameter: currency')
    return 'usd'
  }
  const currency = raw.toLowerCase()
  if (!(currency in currencies)) throw new ApiError(400, 'currency', `Unsupported currency: ${raw}`)
  return currency
}

/**
 * The sandbox chains a `chainId` parameter selects: all of them when absent, none when it names a
 * chain the sandbox does not serve (the hosted API answers empty results there, not an error).
 */
export function selectedChains(state: ApiState, chainId: string | null) {
  if (chainId === null || chainId === '') return [...state.chains.values()]
  const chain = state.chains.get(parseCaip2(chainId) ?? -1)
  return chain ? [chain] : []
}

export const balanceRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v1/account/:address/balance',
    async handle({ params, query, projectId, state }) {
      const address = pathAddress(params.address)
      const currency = currencyParam(query, true)
      // `forceUpdate` (CAIP-10 tokens to refresh) needs nothing here: balances are always read live.
      const chains = selectedChains(state, query.get('chainId'))
      const perChain = await Promise.all(
        chains.map(async (chain) => {
          const [wei, tokenBalances] = await Promise.all([
            rpc<string>(chain.config.rpcUrl, 'eth_getBalance', [address, 'latest']),
            chain.erc20.balancesOf(address as Address),
          ])
          const held = tokenBalances.filter(({ amount }) => amount > 0n)
          const [infos, nativePrice, ...tokenPrices] = await Promise.all([
            chain.erc20.info(held.map(({ token }) => token)),
            chainPriceIn(chain.config, NATIVE_TOKEN_ADDRESS, currency),
            ...held.map(({ token }) => chainPriceIn(chain.config, token, currency)),
          ])
          const prices = new Map(held.map(({ token }, i) => [token.toLowerCase(), tokenPrices[i] ?? null]))
          return { chain, wei: BigInt(wei), held, infos, nativePrice: nativePrice ?? priceIn(nativeToken, currency), prices }
        }),
      )
      // Like the hosted API, positions with nothing in them are left out.
      const balances: BalanceItem[] = perChain.flatMap(({ chain, wei, held, infos, nativePrice, prices }) => {
        const chainId = `eip155:${chain.config.chainId}`
        const items: BalanceItem[] = []
        if (wei > 0n) {
          const numeric = formatUnits(wei, nativeToken.decimals)
          items.push({
            name: nativeToken.name,
            symbol: nativeToken.symbol,
            chainId,
            address: null,
            value: fiatValue(numeric, nativePrice),
            price: nativePrice,
            quantity: { decimals: String(nativeToken.decimals), numeric },
            iconUrl: imageUrl(state, 'public/getTokenImage', nativeToken.symbol, projectId),
          })
        }
        for (const { token, amount } of held) {
          const info = infos.get(token.toLowerCase())
          if (!info) continue
          const numeric = formatUnits(amount, info.decimals)
          const price = prices.get(token.toLowerCase()) ?? null
          items.push({
            name: info.name,
            symbol: info.symbol,
            chainId,
            address: `${chainId}:${info.address}`,
            // No price in the table: the hosted shape allows a null value, not a null price.
            value: price === null ? null : fiatValue(numeric, price),
            price: price ?? 0,
            quantity: { decimals: String(info.decimals), numeric },
            iconUrl: imageUrl(state, 'public/getTokenImage', info.symbol, projectId),
          })
        }
        return items
      })
      return json({ balances })
    },
  },
]
