// On-ramp: GET /v1/onramp/options, POST /v1/onramp/quote (the legacy
// routes AppKit calls) and POST /v1/generators/onrampurl, answered from the sandbox on-ramp
// provider's own price table (sandbox/onramp/price-table.ts: its assets, fee and the limits).
// The URL points to the provider's page on its own origin (sandbox/onramp/), which takes a test card
// and credits the crypto on the sandbox chains.
import { randomUUID } from 'node:crypto'
import { findAsset, findNetwork, onrampOptions, OnrampInputError, priceOrder, quoteAmounts } from '../../onramp/price-table.ts'
import { ApiError, isObject, json, readText } from '../http.ts'
import type { ApiRoute } from '../state.ts'

/** A price-table error as the hosted error body (400, naming the field). */
const asApiError = (error: unknown): unknown => (error instanceof OnrampInputError ? new ApiError(400, error.field, error.message) : error)

/** A currency object's id or symbol (`{ id }`, `{ symbol }`), or a plain string. */
const currencyKey = (value: unknown): string =>
  typeof value === 'string' ? value : isObject(value) ? (typeof value.id === 'string' && value.id) || (typeof value.symbol === 'string' && value.symbol) || '' : ''

export const onrampRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v1/onramp/options',
    handle: () => json(onrampOptions()),
  },
  {
    method: 'POST',
    path: '/v1/onramp/quote',
    async handle({ body }) {
      const input = await body()
      if (!isObject(input)) throw new ApiError(422, '', 'Deserialization error: expected {purchaseCurrency, paymentCurrency, amount, network}')
      const { purchaseCurrency, paymentCurrency, amount, network, paymentMethod } = input
      if (!currencyKey(purchaseCurrency)) throw new ApiError(400, 'purchaseCurrency', 'Missing purchaseCurrency: {id, symbol, …} from the options')
      if (!currencyKey(paymentCurrency)) throw new ApiError(400, 'paymentCurrency', 'Missing paymentCurrency: {id, …} from the options, e.g. {"id":"USD"}')
      if (typeof amount !== 'string' && typeof amount !== 'number') throw new ApiError(400, 'amount', 'Missing amount: the fiat amount as a decimal string')
      if (typeof network !== 'string' || !network) throw new ApiError(400, 'network', 'Missing network: a network name from the options')
      if (paymentMethod !== undefined && typeof paymentMethod !== 'string') throw new ApiError(400, 'paymentMethod', "paymentMethod must be 'card' or 'ach_bank_account'")
      try {
        const order = priceOrder({ asset: currencyKey(purchaseCurrency), network, amount: String(amount), currency: currencyKey(paymentCurrency), paymentMethod })
        return json({ ...quoteAmounts(order), quoteId: `sandbox-quote-${randomUUID()}` })
      } catch (error) {
        throw asApiError(error)
      }
    },
  },
  {
    method: 'POST',
    path: '/v1/generators/onrampurl',
    async handle({ projectId, request, state }) {
      let input: unknown
      try {
        input = JSON.parse(await readText(request))
      } catch (error) {
        // The hosted API answers an unparsable body with a plain-text 400.
        return { status: 400, body: `Failed to deserialize the JSON body: ${error instanceof Error ? error.message : String(error)}` }
      }
      if (!isObject(input)) return { status: 400, body: 'Failed to deserialize the JSON body: expected an object' }
      const { destinationWallets, partnerUserId, defaultNetwork, defaultExperience, presetFiatAmount, defaultAsset, fiatCurrency } = input
      if (!Array.isArray(destinationWallets) || destinationWallets.length === 0 || !destinationWallets.every((w) => isObject(w) && typeof w.address === 'string'))
        throw new ApiError(400, 'destinationWallets', 'destinationWallets must be a non-empty list of {address, blockchains?, assets?}')
      if (typeof partnerUserId !== 'string' || partnerUserId.length < 32 || partnerUserId.length > 50)
        throw new ApiError(400, 'partnerUserId', 'partnerUserId must be 32 to 50 characters')
      if (defaultExperience !== undefined && defaultExperience !== 'send' && defaultExperience !== 'buy')
        throw new ApiError(400, 'defaultExperience', "defaultExperience must be 'send' or 'buy'")
      if (!state.onrampProviderUrl) throw new ApiError(503, 'onramp', 'No on-ramp provider is configured on this sandbox API (StartApiServerOptions.onrampProviderUrl)')

      // The order: the first wallet; its network (defaultNetwork, else its first blockchain) and
      // asset (defaultAsset, else its first asset); the fiat amount and currency (default USD).
      const wallet = destinationWallets[0] as { address: string; blockchains?: unknown; assets?: unknown }
      const first = (list: unknown) => (Array.isArray(list) && typeof list[0] === 'string' ? (list[0] as string) : undefined)
      const network = typeof defaultNetwork === 'string' ? defaultNetwork : first(wallet.blockchains)
      const asset = typeof defaultAsset === 'string' ? defaultAsset : first(wallet.assets)
      const currency = typeof fiatCurrency === 'string' ? fiatCurrency : 'USD'
      const amount = typeof presetFiatAmount === 'number' || typeof presetFiatAmount === 'string' ? String(presetFiatAmount) : undefined
      if (network !== undefined && !findNetwork(network)) throw new ApiError(400, 'defaultNetwork', `Unsupported network "${network}": the sandbox on-ramp delivers on ${onrampOptions().purchaseCurrencies.flatMap((c) => c.networks.map((n) => n.name)).filter((n, i, all) => all.indexOf(n) === i).join(', ')}`)
      if (asset !== undefined && !findAsset(asset)) throw new ApiError(400, 'defaultAsset', `Unsupported asset "${asset}": the sandbox on-ramp sells ${onrampOptions().purchaseCurrencies.map((c) => c.symbol).join(', ')}`)
      if (network !== undefined && asset !== undefined && amount !== undefined) {
        try {
          priceOrder({ asset, network, amount, currency })
        } catch (error) {
          throw asApiError(error)
        }
      }

      const url = new URL('/buy', state.onrampProviderUrl)
      if (asset !== undefined) url.searchParams.set('asset', findAsset(asset)!.symbol)
      if (network !== undefined) url.searchParams.set('network', findNetwork(network)!.name)
      url.searchParams.set('address', wallet.address)
      if (amount !== undefined) url.searchParams.set('amount', amount)
      url.searchParams.set('currency', currency.toUpperCase())
      url.searchParams.set('partnerUserId', partnerUserId)
      url.searchParams.set('projectId', projectId)
      return json({ url: url.toString() })
    },
  },
]
