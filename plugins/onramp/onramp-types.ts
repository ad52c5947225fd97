import type { OnrampQuote, PaymentCurrency } from './onramp-api.ts'
import type { OnrampAsset } from './onramp-assets.ts'

export interface OnrampSettings {
  /** The provider's name as the visitor sees it (the provider choice, the window, the link). */
  providerName: string
  /** The quote is asked again this often while shown. */
  quoteRefreshMs: number
  /** And once typing pauses this long. */
  quoteDebounceMs: number
}

/** The form as it was left ("Try again" and going back return to it). */
export interface OnrampDraft {
  /** Purchase currency id. */
  asset?: string
  /** Fiat code. */
  currency?: string
  amount?: string
}

/** An order ready for the provider: what, where, for how much, and its last quote. */
export interface OnrampOrder {
  asset: OnrampAsset
  paymentCurrency: PaymentCurrency
  /** Fiat amount, a decimal string. */
  amount: string
  quote: OnrampQuote
  address: string
  caipNetworkId: string
  settings: OnrampSettings
}

/** 'Buy in progress': the order, the provider's page and whether its window opened. */
export interface BuyInProgressData {
  order: OnrampOrder
  url: string
  blocked: boolean
  /** Purchase ids the account had before (undefined: they could not be read). */
  known: readonly string[] | undefined
  /** When the window opened (ms since the epoch). */
  since: number
}
