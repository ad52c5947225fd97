// The texts Swap's logic throws or returns, in English (the documented texts unchanged); the views show them in
// the modal's locale through views/swap-text.ts and the plugin's catalogs (messages/).
/** The text of a gas-price or swap call on a network the convert API does not serve. */
export const NETWORK_NOT_SUPPORTED_FOR_SWAPS = 'Network not supported for Gas Price or Swaps'

export const SWAP_TEXT = {
  selectToken: 'Select token',
  enterAmount: 'Enter amount',
  invalidAmount: 'Enter a valid amount',
  sameToken: 'Select two different tokens',
  insufficientBalance: 'Insufficient balance',
  insufficientLiquidity: 'Insufficient liquidity',
  quoting: 'Getting quote…',
  quoteFailed: 'Quote unavailable',
  reviewSwap: 'Review swap',
} as const

/** The amount has more decimals than the token. */
export const tooManyDecimals = (symbol: string, decimals: number) => `${symbol} has at most ${decimals} decimal${decimals === 1 ? '' : 's'}`

/** Why a swap did not happen (execute-swap.ts throws them), at which step. */
export const failureText = {
  approvalDeclined: 'Approval declined',
  approvalDeclinedDetail: 'You declined the approval in your wallet. Nothing was swapped.',
  swapDeclined: 'Swap declined',
  swapDeclinedDetail: 'You declined the swap in your wallet. Nothing was swapped.',
  approvalFailed: 'Approval failed',
  swapFailed: 'Swap failed',
  approvalReverted: 'The approval was reverted on chain. Nothing was swapped.',
  swapReverted: (slippage: number) => `The swap was reverted on chain: the price moved more than your ${slippage}% slippage tolerance. Nothing was swapped; only the network fee was spent.`,
  quoteMoved: (slippage: number) => `The price moved more than your ${slippage}% slippage tolerance since this quote. Review the new quote and swap again.`,
  networkChanged: (name: string) => `The network changed to ${name}; go back and fill in the swap again`,
  batchTimeout: 'The batch was not confirmed within 2 minutes',
} as const
