// `onramp()`: Buy in the Account view (on by default, first in the wallet-feature order, EVM
// and Solana): the crypto on the account's network, the fiat amount within its limits, a quote, the
// provider's page in a popup, then the purchase followed until it lands. Only this plugin object
// loads with the page: the views and their catalogs load when Buy is first opened. In a restricted
// time zone Buy is not offered, and the views say why when opened directly.
import type { Plugin } from 'portico'
import { currentTimeZone, isRestrictedTimeZone } from './restricted-time-zones.ts'
import type { BuyInProgressData, OnrampDraft, OnrampOrder, OnrampSettings } from './onramp-types.ts'

declare module 'portico' {
  interface ViewData {
    /** The Buy form; its data is the draft it was left with. */
    OnRamp: OnrampDraft | undefined
    /** The provider choice for an order. */
    OnRampProviders: OnrampOrder
    /** The purchase followed until it lands or fails. */
    BuyInProgress: BuyInProgressData
  }
}

export interface OnrampOptions {
  /** The provider's name shown to the visitor. Default: 'Coinbase' (the on-ramp URL is Coinbase Pay's). */
  providerName?: string
}

/** The hosted on-ramp's provider (the on-ramp URL and `onramp=coinbase` history). */
export const DEFAULT_ONRAMP_PROVIDER_NAME = 'Coinbase'
/** The quote is asked again this often while the form shows (our choice; none is documented): a card price moves slowly. */
export const ONRAMP_QUOTE_REFRESH_MS = 20_000
/** And once typing pauses this long (one request per amount, not per key). */
export const ONRAMP_QUOTE_DEBOUNCE_MS = 400

export function resolveOnrampSettings(options: OnrampOptions = {}): OnrampSettings {
  const providerName = options.providerName ?? DEFAULT_ONRAMP_PROVIDER_NAME
  if (typeof providerName !== 'string' || providerName.trim() === '')
    throw Object.assign(new Error(`Invalid option "onramp.providerName": expected a non-empty string, got ${JSON.stringify(providerName)}`), { code: 'INVALID_OPTION' })
  return { providerName, quoteRefreshMs: ONRAMP_QUOTE_REFRESH_MS, quoteDebounceMs: ONRAMP_QUOTE_DEBOUNCE_MS }
}

export function onramp(options: OnrampOptions = {}): Plugin {
  const settings = resolveOnrampSettings(options)
  return {
    id: 'onramp',
    load: () => import('./onramp-catalogs.ts'),
    views: {
      OnRamp: () => import('./views/onramp-view.tsx').then((module) => ({ ...module, default: module.onrampView(settings) })),
      OnRampProviders: () => import('./views/onramp-providers-view.tsx'),
      BuyInProgress: () => import('./views/buy-in-progress-view.tsx'),
    },
    // the time zone is read when the Account view asks, so a changed zone counts at once
    offeredOn: { OnRamp: () => !isRestrictedTimeZone(currentTimeZone()) },
    // Buy works on EVM and Solana accounts
    accountFeatures: [{ id: 'onramp', view: 'OnRamp', label: 'Buy', namespaces: ['eip155', 'solana'] }],
  }
}
