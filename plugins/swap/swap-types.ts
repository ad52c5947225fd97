// The data the Swap views pass each other (route data, the view stack) and the plugin's settings.

/** What `open({ view: 'Swap', data })` pre-fills. A token is a symbol (`ETH`), an address or a CAIP-10 address. */
export interface SwapArguments {
  fromToken?: string
  toToken?: string
  /** In whole units of `fromToken`, e.g. `0.1`. */
  amount?: string
}

/** The resolved options of `swap()`. */
export interface SwapSettings {
  /** CAIP-2 ids of the networks Swap is offered on. */
  networks: readonly string[]
  /** Percent (default 1). */
  slippage: number
  /** The provider's fee in percent of what is paid, shown beside the quote. */
  providerFeePercent: number
  /** How often a shown quote is fetched again. */
  quoteRefreshMs: number
  /** How long typing must pause before a quote is asked. */
  quoteDebounceMs: number
}

/** A token of the chain's swap list (convert tokens) with what the account holds of it. */
export interface SwapTokenInfo {
  symbol: string
  name: string
  decimals: number
  /** CAIP-10, as the convert API names it (the native coin is `…:0xeeee…eeee`). */
  address: string
  /** The plain contract address; absent for the native coin. */
  contract?: string
  /** What the account holds, in the token's smallest unit. */
  balance: bigint
  /** USD, when the portfolio or the price API knows it. */
  price?: number
  logoUri?: string
}

/** A quote and what it means for the visitor (quote-math.ts computes the figures). */
export interface SwapQuoteDetails {
  /** In `from`'s smallest unit. */
  fromAmount: bigint
  /** What the quote gives, in `to`'s smallest unit. */
  toAmount: bigint
  /** `toAmount` less the slippage tolerance: less than this and the chain reverts the swap. */
  minimumReceived: bigint
  /** Percent lost against the market price of both tokens; undefined when a price is unknown. */
  priceImpact?: number
  /** The provider's fee, in `from`'s smallest unit. */
  providerFee: bigint
  /** Gas price × the gas the approval (if needed) and the swap take, in the native coin's smallest unit. */
  networkCost: bigint
  /** The network cost in USD, when the native coin's price is known. */
  networkCostUsd?: number
  /** An ERC-20 whose allowance to the router is below the amount: an approval goes first. */
  needsApproval: boolean
  /** Date.now() when it was answered. */
  fetchedAt: number
}

/** What Review swap shows and executes. */
export interface SwapPlan {
  from: SwapTokenInfo
  to: SwapTokenInfo
  /** The amount as typed (e.g. `0.1`). */
  amount: string
  quote: SwapQuoteDetails
  /** The network the quote was made on: the swap goes out there or not at all. */
  caipNetworkId: string
  settings: SwapSettings
  /** The form to come back to. */
  draft: SwapArguments
}
