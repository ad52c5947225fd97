// The swap track events (OPEN_SWAP, INITIATE_SWAP, SWAP_SUCCESS, SWAP_ERROR,
// SWAP_APPROVAL_ERROR) with their documented properties (amounts as strings).
import type { AccountState, Analytics } from 'portico'
import type { SwapPlan } from './swap-types.ts'

/** True when the account in use is a smart account (its own type, or its entry in allAccounts). */
export function isSmartAccount(account: Pick<AccountState, 'address' | 'preferredAccountType' | 'allAccounts'> | undefined): boolean {
  if (!account?.address) return false
  const listed = account.allAccounts.find((a) => a.address.toLowerCase() === account.address!.toLowerCase())
  return (listed?.type ?? account.preferredAccountType) === 'smartAccount'
}

export function swapProperties(plan: Pick<SwapPlan, 'from' | 'to' | 'amount' | 'caipNetworkId'>, toAmount: string, smart: boolean) {
  return { isSmartAccount: smart, network: plan.caipNetworkId, swapFromToken: plan.from.symbol, swapToToken: plan.to.symbol, swapFromAmount: plan.amount, swapToAmount: toAmount }
}

export type SwapEvents = Pick<Analytics, 'track'>

export const trackOpen = (analytics: SwapEvents, network: string, smart: boolean) => analytics.track('OPEN_SWAP', { isSmartAccount: smart, network })
export const trackInitiate = (analytics: SwapEvents, properties: ReturnType<typeof swapProperties>) => analytics.track('INITIATE_SWAP', properties)
export const trackSuccess = (analytics: SwapEvents, properties: ReturnType<typeof swapProperties>) => analytics.track('SWAP_SUCCESS', properties)
/** A failure at the approval is SWAP_APPROVAL_ERROR, any other SWAP_ERROR. */
export const trackError = (analytics: SwapEvents, stage: 'approval' | 'swap', properties: ReturnType<typeof swapProperties>, message: string) =>
  analytics.track(stage === 'approval' ? 'SWAP_APPROVAL_ERROR' : 'SWAP_ERROR', { ...properties, message })
