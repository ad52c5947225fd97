// POST /v1/fungible/price: prices of CAIP-10 tokens. A token the DEX of
// its sandbox chain trades is priced from the pools' reserves (dex-prices.ts); any other from the
// fixed table of tokens.ts.
import { dexPriceIn, dexToken } from '../dex-prices.ts'
import { ApiError, isObject, json } from '../http.ts'
import { imageUrl, type ApiRoute } from '../state.ts'
import { currencies, parseCaip10, priceIn, tokenByAddress } from '../tokens.ts'

export const fungiblePriceRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/v1/fungible/price',
    // projectId travels in the body here.
    project: { from: 'query-or-body' },
    async handle({ body, projectId, state }) {
      const input = await body()
      if (!isObject(input)) throw new ApiError(422, '', 'Deserialization error: expected {projectId, currency, addresses}')
      const currency = typeof input.currency === 'string' ? input.currency.toLowerCase() : ''
      if (!(currency in currencies)) throw new ApiError(400, 'currency', `Unsupported currency: ${String(input.currency)}`)
      if (!Array.isArray(input.addresses) || !input.addresses.every((a) => typeof a === 'string'))
        throw new ApiError(400, 'addresses', 'addresses must be a list of CAIP-10 token addresses')
      // Unknown tokens are left out, as on the hosted API.
      const priced = await Promise.all(
        (input.addresses as string[]).map(async (address) => {
          const parsed = parseCaip10(address)
          if (!parsed) return []
          const chain = state.chains.get(parsed.chainId)?.config
          const pooled = chain?.dex && dexToken(chain.dex, parsed.address)
          if (chain?.dex && pooled) {
            const price = await dexPriceIn({ rpcUrl: chain.rpcUrl, dex: chain.dex }, pooled, currency)
            if (price === undefined) return []
            return [{ address, name: pooled.name, symbol: pooled.symbol, iconUrl: imageUrl(state, 'public/getTokenImage', pooled.symbol, projectId), price, decimals: pooled.decimals }]
          }
          const token = tokenByAddress(parsed.address)
          if (!token) return []
          return [{ address, name: token.name, symbol: token.symbol, iconUrl: imageUrl(state, 'public/getTokenImage', token.symbol, projectId), price: priceIn(token, currency), decimals: token.decimals }]
        }),
      )
      return json({ fungibles: priced.flat() })
    },
  },
]
