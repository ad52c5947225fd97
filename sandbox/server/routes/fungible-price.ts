// POST /v1/fungible/price (hosted-protocols.md §4.8): prices of CAIP-10 tokens from the fixed table.
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
      const fungibles = (input.addresses as string[]).flatMap((address) => {
        const parsed = parseCaip10(address)
        const token = parsed && tokenByAddress(parsed.address)
        if (!token) return []
        return [{ address, name: token.name, symbol: token.symbol, iconUrl: imageUrl(state, 'public/getTokenImage', token.symbol, projectId), price: priceIn(token, currency), decimals: token.decimals }]
      })
      return json({ fungibles })
    },
  },
]
