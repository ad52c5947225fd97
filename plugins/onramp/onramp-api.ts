// On-ramp: the Coinbase Pay URL generator, the options (a built-in list when the request fails)
// and quotes (a mocked 1:1 quote when the request fails). Its POSTs name the project by projectId alone.
import { PorticoError, readers, type ApiContext } from 'portico'

const { decimalString, isObject, listOf, num, str } = readers

export interface PaymentMethodLimit {
  /** e.g. `card`, `ach_bank_account`. */
  id: string
  /** Decimal strings, e.g. `10.00`. */
  min: string
  max: string
}

export interface PaymentCurrency {
  /** Fiat code, e.g. `USD`. */
  id: string
  payment_method_limits: PaymentMethodLimit[]
}

export interface PurchaseCurrencyNetwork {
  name: string
  display_name: string
  chain_id: string
  contract_address: string
}

export interface PurchaseCurrency {
  id: string
  name: string
  symbol: string
  networks: PurchaseCurrencyNetwork[]
}

export interface OnrampOptions {
  paymentCurrencies: PaymentCurrency[]
  purchaseCurrencies: PurchaseCurrency[]
  /** Present (true) when these are the built-in defaults because the request failed. */
  fallback?: true
}

export interface OnrampAmount {
  amount: string
  currency: string
}

export interface OnrampQuote {
  paymentTotal: OnrampAmount
  paymentSubtotal: OnrampAmount
  purchaseAmount: OnrampAmount
  networkFee: OnrampAmount
  /** Coinbase's own fee, when the server reports it. */
  coinbaseFee?: OnrampAmount
  quoteId: string
  /** Present (true) on the stand-in quote made when the request failed: not a real price. */
  mocked?: true
}

export interface OnrampQuoteParams {
  purchaseCurrency: PurchaseCurrency
  paymentCurrency: PaymentCurrency
  /** Fiat amount, a decimal string. */
  amount: string
  /** The on-ramp network name, e.g. `ethereum`. */
  network: string
}

export interface OnrampUrlParams {
  destinationWallets: { address: string; blockchains?: string[]; assets?: string[]; supported_networks?: string[] }[]
  /** 32 to 50 characters. */
  partnerUserId: string
  defaultNetwork?: string
  defaultExperience?: 'send' | 'buy'
  presetCryptoAmount?: number
  presetFiatAmount?: number
  /** The purchase currency to open the provider's order on (its id or symbol from the options). */
  defaultAsset?: string
  /** The payment currency of `presetFiatAmount`, e.g. `USD` (the provider's default when absent). */
  fiatCurrency?: string
  handlingRequestedUrls?: boolean
}

export interface OnrampApi {
  /** The Coinbase Pay URL; '' when the answer has none. Throws on a failed request. */
  getOnrampUrl(params: OnrampUrlParams): Promise<string>
  /** Never throws: a failed request gives DEFAULT_ONRAMP_OPTIONS, marked `fallback: true`. */
  getOnrampOptions(): Promise<OnrampOptions>
  /** Never throws: a failed request gives a 1:1 quote without fees, marked `mocked: true`. */
  getOnrampQuote(params: OnrampQuoteParams): Promise<OnrampQuote>
}

/** The default limits for USD and EUR: card 10.00–7500.00, bank account 10.00–25000.00. */
const DEFAULT_LIMITS: PaymentMethodLimit[] = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]

/** The built-in on-ramp options, used when the request fails: USD and EUR, buying USDC on Ethereum. */
export const DEFAULT_ONRAMP_OPTIONS: Readonly<Omit<OnrampOptions, 'fallback'>> = Object.freeze({
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: DEFAULT_LIMITS.map((l) => ({ ...l })) },
    { id: 'EUR', payment_method_limits: DEFAULT_LIMITS.map((l) => ({ ...l })) },
  ],
  purchaseCurrencies: [
    {
      id: '2b92315d-eab7-5bef-84fa-089a131333f5',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        { name: 'ethereum-mainnet', display_name: 'Ethereum', chain_id: '1', contract_address: '0xA0b86991c6218b36c1D19D4a2e9Eb0cE3606eB48' },
      ],
    },
  ],
})

const cloneDefaults = (): OnrampOptions => ({ ...(JSON.parse(JSON.stringify(DEFAULT_ONRAMP_OPTIONS)) as OnrampOptions), fallback: true })

const readLimit = (e: unknown): PaymentMethodLimit | undefined => {
  if (!isObject(e)) return undefined
  const id = str(e.id)
  const min = decimalString(e.min)
  const max = decimalString(e.max)
  return id && min !== undefined && max !== undefined ? { id, min, max } : undefined
}
const readPayment = (e: unknown): PaymentCurrency | undefined => {
  if (!isObject(e) || !str(e.id)) return undefined
  return { id: str(e.id)!, payment_method_limits: listOf(e.payment_method_limits, readLimit) }
}
const readNetwork = (e: unknown): PurchaseCurrencyNetwork | undefined => {
  if (!isObject(e) || !str(e.name)) return undefined
  const chainId = str(e.chain_id) ?? (num(e.chain_id) === undefined ? '' : String(e.chain_id))
  return { name: str(e.name)!, display_name: str(e.display_name) ?? str(e.name)!, chain_id: chainId, contract_address: str(e.contract_address) ?? '' }
}
const readPurchase = (e: unknown): PurchaseCurrency | undefined => {
  if (!isObject(e) || !str(e.id) || !str(e.symbol)) return undefined
  return { id: str(e.id)!, name: str(e.name) ?? str(e.symbol)!, symbol: str(e.symbol)!, networks: listOf(e.networks, readNetwork) }
}
const readAmount = (v: unknown): OnrampAmount | undefined => {
  if (!isObject(v)) return undefined
  const amount = decimalString(v.amount)
  const currency = str(v.currency)
  return amount !== undefined && currency ? { amount, currency } : undefined
}

/** The stand-in quote: 1:1, no fees, clearly marked. */
export function mockedOnrampQuote(params: Pick<OnrampQuoteParams, 'amount' | 'paymentCurrency' | 'purchaseCurrency'>): OnrampQuote {
  const fiat = params.paymentCurrency.id
  const amount = decimalString(params.amount) ?? '0'
  return {
    paymentTotal: { amount, currency: fiat },
    paymentSubtotal: { amount, currency: fiat },
    purchaseAmount: { amount, currency: params.purchaseCurrency.symbol || fiat },
    networkFee: { amount: '0', currency: fiat },
    coinbaseFee: { amount: '0', currency: fiat },
    quoteId: 'mocked-quote-id',
    mocked: true,
  }
}

export function createOnrampApi(ctx: ApiContext): OnrampApi {
  const withProject = { identify: 'projectId' } as const
  return {
    async getOnrampUrl(params) {
      const body = await ctx.http.post('/v1/generators/onrampurl', params, withProject)
      return (isObject(body) && str(body.url)) || ''
    },
    async getOnrampOptions() {
      try {
        const body = await ctx.http.get('/v1/onramp/options')
        const b = isObject(body) ? body : {}
        const paymentCurrencies = listOf(b.paymentCurrencies, readPayment)
        const purchaseCurrencies = listOf(b.purchaseCurrencies, readPurchase)
        if (paymentCurrencies.length === 0 || purchaseCurrencies.length === 0) throw new Error('no usable on-ramp options in the answer')
        return { paymentCurrencies, purchaseCurrencies }
      } catch (error) {
        ctx.logger.warn('on-ramp options unavailable; using the built-in list', error)
        return cloneDefaults()
      }
    },
    async getOnrampQuote(params) {
      try {
        const body = await ctx.http.post(
          '/v1/onramp/quote',
          { purchaseCurrency: params.purchaseCurrency, paymentCurrency: params.paymentCurrency, amount: params.amount, network: params.network },
          withProject,
        )
        const b = isObject(body) ? body : {}
        const paymentTotal = readAmount(b.paymentTotal)
        const purchaseAmount = readAmount(b.purchaseAmount)
        if (!paymentTotal || !purchaseAmount) throw new PorticoError('INVALID_RESPONSE', 'An error occurred', { details: 'malformed on-ramp quote' })
        const fiatZero = { amount: '0', currency: paymentTotal.currency }
        const coinbaseFee = readAmount(b.coinbaseFee)
        return {
          paymentTotal,
          paymentSubtotal: readAmount(b.paymentSubtotal) ?? paymentTotal,
          purchaseAmount,
          networkFee: readAmount(b.networkFee) ?? fiatZero,
          ...(coinbaseFee ? { coinbaseFee } : {}),
          quoteId: str(b.quoteId) ?? '',
        }
      } catch (error) {
        ctx.logger.warn('on-ramp quote unavailable; using a mocked 1:1 quote', error)
        return mockedOnrampQuote(params)
      }
    },
  }
}

