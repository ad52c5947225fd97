// On-ramp: the Coinbase Pay URL generator, the options (a built-in list when the request fails)
// and quotes (a mocked 1:1 quote when the request fails). Its POSTs name the project by projectId alone.
import * as v from 'valibot'
import { PorticoError, readAnswer, responseSchemas, type ApiContext } from 'portico'

const { answerObject, decimalText, idText, optionalString, requiredString, tolerantList } = responseSchemas

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

const LimitSchema = answerObject({ id: requiredString, min: decimalText, max: decimalText })
const PaymentSchema = answerObject({ id: requiredString, payment_method_limits: tolerantList(LimitSchema) })
const NetworkSchema = v.pipe(
  answerObject({ name: requiredString, display_name: optionalString, chain_id: v.fallback(idText, ''), contract_address: v.fallback(v.string(), '') }),
  v.transform((n): PurchaseCurrencyNetwork => ({ name: n.name, display_name: n.display_name ?? n.name, chain_id: n.chain_id, contract_address: n.contract_address })),
)
const PurchaseSchema = v.pipe(
  answerObject({ id: requiredString, name: optionalString, symbol: requiredString, networks: tolerantList(NetworkSchema) }),
  v.transform((c): PurchaseCurrency => ({ id: c.id, name: c.name ?? c.symbol, symbol: c.symbol, networks: c.networks })),
)
const OptionsSchema = answerObject({ paymentCurrencies: tolerantList(PaymentSchema), purchaseCurrencies: tolerantList(PurchaseSchema) })
/** An amount with its currency; absent when malformed. */
const AmountSchema = v.fallback(v.optional(answerObject({ amount: decimalText, currency: requiredString })), undefined)
const QuoteSchema = answerObject({
  paymentTotal: AmountSchema,
  paymentSubtotal: AmountSchema,
  purchaseAmount: AmountSchema,
  networkFee: AmountSchema,
  coinbaseFee: AmountSchema,
  quoteId: optionalString,
})
const UrlSchema = answerObject({ url: optionalString })

/** The stand-in quote: 1:1, no fees, clearly marked. */
export function mockedOnrampQuote(params: Pick<OnrampQuoteParams, 'amount' | 'paymentCurrency' | 'purchaseCurrency'>): OnrampQuote {
  const fiat = params.paymentCurrency.id
  const amount = readAnswer(decimalText, params.amount) ?? '0'
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
      return readAnswer(UrlSchema, body)?.url || ''
    },
    async getOnrampOptions() {
      try {
        const body = await ctx.http.get('/v1/onramp/options')
        const { paymentCurrencies = [], purchaseCurrencies = [] } = readAnswer(OptionsSchema, body) ?? {}
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
        const quote = readAnswer(QuoteSchema, body)
        const paymentTotal = quote?.paymentTotal
        const purchaseAmount = quote?.purchaseAmount
        if (!paymentTotal || !purchaseAmount) throw new PorticoError('INVALID_RESPONSE', 'An error occurred', { details: 'malformed on-ramp quote' })
        const fiatZero = { amount: '0', currency: paymentTotal.currency }
        const coinbaseFee = quote?.coinbaseFee
        return {
          paymentTotal,
          paymentSubtotal: quote?.paymentSubtotal ?? paymentTotal,
          purchaseAmount,
          networkFee: quote?.networkFee ?? fiatZero,
          ...(coinbaseFee ? { coinbaseFee } : {}),
          quoteId: quote?.quoteId ?? '',
        }
      } catch (error) {
        ctx.logger.warn('on-ramp quote unavailable; using a mocked 1:1 quote', error)
        return mockedOnrampQuote(params)
      }
    },
  }
}

