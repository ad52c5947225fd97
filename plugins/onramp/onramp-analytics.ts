// The on-ramp's track events: SELECT_BUY_CRYPTO when Buy is shown to a
// connected account, SELECT_BUY_PROVIDER when the provider is chosen (the hosted provider option's
// id: 'coinbase', the on-ramp URL's and history's provider).
import type { AccountState, Analytics } from 'portico'

/** The provider option the events name (the on-ramp URL and `onramp=coinbase` history are Coinbase's). */
export const ONRAMP_PROVIDER_ID = 'coinbase'

/** True when the account in use is a smart account (its own type, or its entry in allAccounts). */
export function isSmartAccount(account: Pick<AccountState, 'address' | 'preferredAccountType' | 'allAccounts'> | undefined): boolean {
  if (!account?.address) return false
  const listed = account.allAccounts.find((a) => a.address.toLowerCase() === account.address!.toLowerCase())
  return (listed?.type ?? account.preferredAccountType) === 'smartAccount'
}

export const trackSelectBuyCrypto = (analytics: Pick<Analytics, 'track'>, smart: boolean) => analytics.track('SELECT_BUY_CRYPTO', { isSmartAccount: smart })
export const trackSelectBuyProvider = (analytics: Pick<Analytics, 'track'>, smart: boolean) =>
  analytics.track('SELECT_BUY_PROVIDER', { provider: ONRAMP_PROVIDER_ID, isSmartAccount: smart })
