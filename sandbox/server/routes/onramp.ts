// On-ramp (hosted-protocols.md §4.10): GET /v1/onramp/options, POST /v1/onramp/quote (the legacy
// routes AppKit calls), POST /v1/generators/onrampurl, and the local page its URL opens
// (GET /onramp/buy), so nothing leaves the machine.
import { ApiError, bytes, isObject, json, readText } from '../http.ts'
import type { ApiRoute, ApiState } from '../state.ts'
import { currencies, priceIn, tokenBySymbol, tokens } from '../tokens.ts'

/** SPEC §9: default on-ramp limits (card 10.00 to 7500.00, bank account 10.00 to 25000.00). */
const limits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]
const paymentCurrencies = ['USD', 'EUR', 'GBP'].map((id) => ({ id, payment_method_limits: limits }))

/** The fee the sandbox on-ramp takes (SPEC §9: 1-2%), and its fixed network fee in the payment currency. */
const FEE_RATE = 0.015
const NETWORK_FEE = 0.5

const purchaseSymbols = [
  { id: '2b92315d-eab7-5bef-84fa-089a131333f5', symbol: 'USDC' },
  { id: 'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4', symbol: 'ETH' },
]

function purchaseCurrencies(state: ApiState) {
  const networks = new Map<string, { name: string; display_name: string; chain_id: string }>([
    ['1', { name: 'ethereum-mainnet', display_name: 'Ethereum', chain_id: '1' }],
    ['8453', { name: 'base', display_name: 'Base', chain_id: '8453' }],
  ])
  for (const { config } of state.chains.values())
    networks.set(String(config.chainId), { name: `sandbox-${config.chainId}`, display_name: config.name ?? `Sandbox chain ${config.chainId}`, chain_id: String(config.chainId) })
  return purchaseSymbols.map(({ id, symbol }) => {
    const token = tokenBySymbol(symbol)!
    return {
      id,
      name: token.name,
      symbol: token.symbol,
      networks: [...networks.values()].map((network) => ({ ...network, contract_address: token.symbol === 'ETH' ? '' : token.address })),
    }
  })
}

const money = (amount: number, currency: string) => ({ amount: amount.toFixed(2), currency })

const escapeHtml = (text: string) => text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!)

export const onrampRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v1/onramp/options',
    handle: ({ state }) => json({ paymentCurrencies, purchaseCurrencies: purchaseCurrencies(state) }),
  },
  {
    method: 'POST',
    path: '/v1/onramp/quote',
    async handle({ body, state }) {
      const input = await body()
      if (!isObject(input)) throw new ApiError(422, '', 'Deserialization error: expected {purchaseCurrency, paymentCurrency, amount, network}')
      const { purchaseCurrency, paymentCurrency, amount, network } = input
      const paymentId = isObject(paymentCurrency) && typeof paymentCurrency.id === 'string' ? paymentCurrency.id.toUpperCase() : ''
      if (!paymentCurrencies.some((c) => c.id === paymentId)) throw new ApiError(400, 'paymentCurrency', `Unsupported payment currency: ${JSON.stringify(paymentCurrency ?? null)}`)
      const purchase = isObject(purchaseCurrency)
        ? purchaseCurrencies(state).find((c) => c.id === purchaseCurrency.id || c.symbol === purchaseCurrency.symbol)
        : undefined
      if (!purchase) throw new ApiError(400, 'purchaseCurrency', 'Unsupported purchase currency (USDC or ETH)')
      if (typeof network !== 'string' || !purchase.networks.some((n) => n.name === network || n.chain_id === network))
        throw new ApiError(400, 'network', `Unsupported network: ${JSON.stringify(network ?? null)}`)
      const value = typeof amount === 'string' && /^\d+(\.\d+)?$/.test(amount) ? Number(amount) : NaN
      const min = Math.min(...limits.map((l) => Number(l.min)))
      const max = Math.max(...limits.map((l) => Number(l.max)))
      if (!(value >= min && value <= max)) throw new ApiError(400, 'amount', `amount must be between ${min.toFixed(2)} and ${max.toFixed(2)} ${paymentId}`)

      const fee = value * FEE_RATE
      const subtotal = value - fee - NETWORK_FEE
      const price = priceIn(tokenBySymbol(purchase.symbol)!, paymentId.toLowerCase() in currencies ? paymentId.toLowerCase() : 'usd')
      return json({
        paymentTotal: money(value, paymentId),
        paymentSubtotal: money(subtotal, paymentId),
        purchaseAmount: { amount: (subtotal / price).toFixed(6), currency: purchase.symbol },
        coinbaseFee: money(fee, paymentId),
        networkFee: money(NETWORK_FEE, paymentId),
        quoteId: `sandbox-quote-${Date.now().toString(36)}`,
      })
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
      const { destinationWallets, partnerUserId, defaultNetwork, defaultExperience, presetCryptoAmount, presetFiatAmount } = input
      if (!Array.isArray(destinationWallets) || destinationWallets.length === 0 || !destinationWallets.every((w) => isObject(w) && typeof w.address === 'string'))
        throw new ApiError(400, 'destinationWallets', 'destinationWallets must be a non-empty list of {address, blockchains?, assets?}')
      if (typeof partnerUserId !== 'string' || partnerUserId.length < 32 || partnerUserId.length > 50)
        throw new ApiError(400, 'partnerUserId', 'partnerUserId must be 32 to 50 characters')
      if (defaultExperience !== undefined && defaultExperience !== 'send' && defaultExperience !== 'buy')
        throw new ApiError(400, 'defaultExperience', "defaultExperience must be 'send' or 'buy'")

      const url = new URL('/onramp/buy', state.publicUrl)
      url.searchParams.set('projectId', projectId)
      url.searchParams.set('appId', 'portico-sandbox')
      url.searchParams.set('destinationWallets', JSON.stringify(destinationWallets))
      url.searchParams.set('partnerUserId', partnerUserId)
      if (typeof defaultNetwork === 'string') url.searchParams.set('defaultNetwork', defaultNetwork)
      if (typeof defaultExperience === 'string') url.searchParams.set('defaultExperience', defaultExperience)
      if (typeof presetCryptoAmount === 'number') url.searchParams.set('presetCryptoAmount', String(presetCryptoAmount))
      if (typeof presetFiatAmount === 'number') url.searchParams.set('presetFiatAmount', String(presetFiatAmount))
      return json({ url: url.toString() })
    },
  },
  {
    method: 'GET',
    path: '/onramp/buy',
    handle({ query }) {
      const rows = [...query.entries()]
        .filter(([key]) => key !== 'projectId')
        .map(([key, value]) => `<tr><th>${escapeHtml(key)}</th><td><code>${escapeHtml(value)}</code></td></tr>`)
        .join('\n')
      const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Sandbox On-ramp</title></head>
<body>
<main>
<h1>Sandbox On-ramp</h1>
<p>The local stand-in for a hosted on-ramp page. Nothing is bought; these are the parameters the dApp sent.</p>
<table>
${rows}
</table>
<p>Tokens on offer: ${tokens.map((t) => escapeHtml(t.symbol)).join(', ')}</p>
</main>
</body>
</html>
`
      return bytes(page, 'text/html; charset=utf-8')
    },
  },
]
