// The sandbox on-ramp provider's own price table and the arithmetic of its quotes: what it sells
// (ETH and sUSDC on the anvil chains, SOL on the Solana sandbox), at fixed prices in USD and EUR,
// its fee (within 1–2 %) and its payment limits (USD and EUR, card 10.00–7500.00,
// bank account 10.00–25000.00). The API server's options and quote answer from it, and the provider
// page charges by it, so a quote and a purchase always agree. Amounts are exact: fiat in cents,
// crypto in base units (bigint). Browser-safe: no Node imports.
import { formatUnits } from 'viem'
import { sandboxChains } from '../chains.ts'
import { ETH_PRICE_IN_STABLES } from '../dex/sandbox-dex.ts'
import { sandboxTokens } from '../tokens/sandbox-tokens.ts'
import { SANDBOX_SOLANA_GENESIS_HASH, solanaChainId } from '../../testing/solana-chains.ts'

/** The provider's fee: 150 basis points (1.5 %, the range is 1–2 %), rounded half up to the cent. */
export const ONRAMP_FEE_BPS = 150
/**
 * The network fee charged on top: none. The provider pays the (sandbox) gas itself, so the visitor's
 * whole fee stays within the 1–2 %. Named so a quote can show it as the hosted one does.
 */
export const ONRAMP_NETWORK_FEE_CENTS = 0

export type PaymentMethodId = 'card' | 'ach_bank_account'
export type FiatCurrency = 'USD' | 'EUR'

/** The default limits for USD and EUR, as decimal strings (the hosted options' shape). */
export const ONRAMP_LIMITS: Readonly<Record<PaymentMethodId, { min: string; max: string }>> = {
  card: { min: '10.00', max: '7500.00' },
  ach_bank_account: { min: '10.00', max: '25000.00' },
}
export const FIAT_CURRENCIES: readonly FiatCurrency[] = ['USD', 'EUR']
/** The provider's page takes cards only: a quote without a payment method is priced for a card. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethodId = 'card'

export type OnrampNetwork = {
  /** The network's name in options, quotes and on-ramp URLs, e.g. `sandbox-1337`. */
  name: string
  display_name: string
  /** The hosted options' chain_id: the EVM chain id, or the Solana chain reference (CAIP-30). */
  chain_id: string
  /** CAIP-2, e.g. `eip155:1337` or `solana:AUtM…`. */
  caip2: string
  family: 'evm' | 'solana'
}

const evmNetworks: OnrampNetwork[] = sandboxChains.map((chain) => ({
  name: `sandbox-${chain.id}`,
  display_name: chain.name,
  chain_id: String(chain.id),
  caip2: `eip155:${chain.id}`,
  family: 'evm',
}))
const solanaCaip2 = solanaChainId(SANDBOX_SOLANA_GENESIS_HASH)
export const SOLANA_SANDBOX_NETWORK: OnrampNetwork = {
  name: 'solana-sandbox',
  display_name: 'Sandbox Solana',
  chain_id: solanaCaip2.slice('solana:'.length),
  caip2: solanaCaip2,
  family: 'solana',
}
export const ONRAMP_NETWORKS: readonly OnrampNetwork[] = [...evmNetworks, SOLANA_SANDBOX_NETWORK]

export type OnrampAsset = {
  /** The purchase currency's id in options and quotes. */
  id: string
  name: string
  symbol: string
  decimals: number
  /** The ERC-20 contract; undefined for the network's native coin. */
  contract?: `0x${string}`
  networks: readonly OnrampNetwork[]
  /** The price of one whole unit, in cents of each fiat currency. */
  priceCents: Readonly<Record<FiatCurrency, bigint>>
}

const sUSDC = sandboxTokens.find((token) => token.symbol === 'sUSDC')!

/** What the provider sells, and at what price (fixed, so tests can compute expected amounts). */
export const ONRAMP_ASSETS: readonly OnrampAsset[] = [
  { id: 'sandbox-eth', name: 'Ether', symbol: 'ETH', decimals: 18, networks: evmNetworks, priceCents: { USD: BigInt(ETH_PRICE_IN_STABLES * 100), EUR: BigInt(Math.round(ETH_PRICE_IN_STABLES * 92)) } },
  { id: 'sandbox-susdc', name: sUSDC.name, symbol: sUSDC.symbol, decimals: sUSDC.decimals, contract: sUSDC.address, networks: evmNetworks, priceCents: { USD: 100n, EUR: 92n } },
  { id: 'sandbox-sol', name: 'Solana', symbol: 'SOL', decimals: 9, networks: [SOLANA_SANDBOX_NETWORK], priceCents: { USD: 15_000n, EUR: 13_800n } },
]

/** The hosted `GET /v1/onramp/options` answer. */
export function onrampOptions() {
  return {
    paymentCurrencies: FIAT_CURRENCIES.map((id) => ({
      id,
      payment_method_limits: (Object.keys(ONRAMP_LIMITS) as PaymentMethodId[]).map((method) => ({ id: method, ...ONRAMP_LIMITS[method] })),
    })),
    purchaseCurrencies: ONRAMP_ASSETS.map((asset) => ({
      id: asset.id,
      name: asset.name,
      symbol: asset.symbol,
      networks: asset.networks.map((network) => ({ name: network.name, display_name: network.display_name, chain_id: network.chain_id, contract_address: asset.contract ?? '' })),
    })),
  }
}

/** A bad order or quote request: `field` names what was wrong (the hosted error body's field). */
export class OnrampInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message)
  }
}

/** The asset by purchase-currency id or symbol (case-insensitive). */
export function findAsset(idOrSymbol: string): OnrampAsset | undefined {
  const key = idOrSymbol.toLowerCase()
  return ONRAMP_ASSETS.find((asset) => asset.id === key || asset.symbol.toLowerCase() === key)
}

/** The network by name, chain_id or CAIP-2. */
export function findNetwork(nameOrId: string): OnrampNetwork | undefined {
  return ONRAMP_NETWORKS.find((network) => network.name === nameOrId || network.chain_id === nameOrId || network.caip2 === nameOrId)
}

/** Cents of a decimal fiat string with at most two decimals ('50', '50.5', '50.25'); undefined otherwise. */
export function parseCents(amount: string): bigint | undefined {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount.trim())
  if (!match) return undefined
  return BigInt(match[1]) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
}

export const formatCents = (cents: bigint): string => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`

export type OnrampOrderInput = {
  asset: string
  network: string
  /** Fiat amount, a decimal string. */
  amount: string
  currency: string
  paymentMethod?: string
}

export type PricedOrder = {
  asset: OnrampAsset
  network: OnrampNetwork
  currency: FiatCurrency
  paymentMethod: PaymentMethodId
  totalCents: bigint
  feeCents: bigint
  networkFeeCents: bigint
  subtotalCents: bigint
  /** What the visitor receives, in the asset's base units. */
  cryptoBaseUnits: bigint
  /** The same as a decimal string. */
  cryptoAmount: string
}

/**
 * Prices an order, checking each part: the asset and network are sold, the currency is USD or EUR,
 * the amount is a fiat amount within the payment method's limits. Throws OnrampInputError naming
 * the field and what was wrong.
 */
export function priceOrder(input: OnrampOrderInput): PricedOrder {
  const asset = findAsset(input.asset)
  if (!asset) throw new OnrampInputError('purchaseCurrency', `Unsupported purchase currency "${input.asset}": the sandbox on-ramp sells ${ONRAMP_ASSETS.map((a) => a.symbol).join(', ')}`)
  const network = findNetwork(input.network)
  if (!network || !asset.networks.includes(network))
    throw new OnrampInputError('network', `Unsupported network "${input.network}" for ${asset.symbol}: use ${asset.networks.map((n) => n.name).join(', ')}`)
  const currency = input.currency.toUpperCase() as FiatCurrency
  if (!FIAT_CURRENCIES.includes(currency)) throw new OnrampInputError('paymentCurrency', `Unsupported payment currency "${input.currency}": use ${FIAT_CURRENCIES.join(' or ')}`)
  const paymentMethod = (input.paymentMethod ?? DEFAULT_PAYMENT_METHOD) as PaymentMethodId
  const limits = ONRAMP_LIMITS[paymentMethod]
  if (!limits) throw new OnrampInputError('paymentMethod', `Unsupported payment method "${input.paymentMethod}": use ${Object.keys(ONRAMP_LIMITS).join(' or ')}`)
  const totalCents = parseCents(input.amount)
  if (totalCents === undefined) throw new OnrampInputError('amount', `Invalid amount "${input.amount}": a fiat amount such as 50 or 50.25`)
  const min = parseCents(limits.min)!
  const max = parseCents(limits.max)!
  if (totalCents < min) throw new OnrampInputError('amount', `Amount ${formatCents(totalCents)} ${currency} is below the ${paymentMethod} minimum of ${limits.min} ${currency}`)
  if (totalCents > max) throw new OnrampInputError('amount', `Amount ${formatCents(totalCents)} ${currency} is above the ${paymentMethod} maximum of ${limits.max} ${currency}`)

  const feeCents = (totalCents * BigInt(ONRAMP_FEE_BPS) + 5_000n) / 10_000n
  const networkFeeCents = BigInt(ONRAMP_NETWORK_FEE_CENTS)
  const subtotalCents = totalCents - feeCents - networkFeeCents
  const cryptoBaseUnits = (subtotalCents * 10n ** BigInt(asset.decimals)) / asset.priceCents[currency]
  return { asset, network, currency, paymentMethod, totalCents, feeCents, networkFeeCents, subtotalCents, cryptoBaseUnits, cryptoAmount: formatUnits(cryptoBaseUnits, asset.decimals) }
}

/** The hosted quote answer's amounts for a priced order. */
export function quoteAmounts(order: PricedOrder) {
  const fiat = (cents: bigint) => ({ amount: formatCents(cents), currency: order.currency })
  return {
    paymentTotal: fiat(order.totalCents),
    paymentSubtotal: fiat(order.subtotalCents),
    purchaseAmount: { amount: order.cryptoAmount, currency: order.asset.symbol },
    coinbaseFee: fiat(order.feeCents),
    networkFee: fiat(order.networkFeeCents),
  }
}
