// GET /v1/account/{address}/balance?currency=usd&chainId=eip155:1337 (hosted-protocols.md §4.6):
// the native balance on each requested sandbox chain, read from the chain at request time.
import { formatUnits } from 'viem'
import { rpc } from '../chain-index.ts'
import { ApiError, json } from '../http.ts'
import { imageUrl, type ApiRoute, type ApiState } from '../state.ts'
import { currencies, nativeToken, parseCaip2, plainAddress, priceIn } from '../tokens.ts'

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
      const wei = await Promise.all(chains.map((chain) => rpc<string>(chain.config.rpcUrl, 'eth_getBalance', [address, 'latest'])))
      const price = priceIn(nativeToken, currency)
      const balances: BalanceItem[] = chains.flatMap((chain, i) => {
        const amount = BigInt(wei[i])
        // Like the hosted API, positions with nothing in them are left out.
        if (amount === 0n) return []
        const numeric = formatUnits(amount, nativeToken.decimals)
        return [
          {
            name: nativeToken.name,
            symbol: nativeToken.symbol,
            chainId: `eip155:${chain.config.chainId}`,
            address: null,
            value: Number((Number(numeric) * price).toFixed(6)),
            price,
            quantity: { decimals: String(nativeToken.decimals), numeric },
            iconUrl: imageUrl(state, 'public/getTokenImage', nativeToken.symbol, projectId),
          },
        ]
      })
      return json({ balances })
    },
  },
]
