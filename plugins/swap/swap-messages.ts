// Every text Swap shows a visitor, in English (the views carry their English text, as Send's do).
export { NETWORK_NOT_SUPPORTED_FOR_SWAPS } from 'portico'

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
  noAccount: 'Connect a wallet to swap.',
  notEvm: 'Swaps need an EVM account.',
} as const

/** The amount has more decimals than the token. */
export const tooManyDecimals = (symbol: string, decimals: number) => `${symbol} has at most ${decimals} decimal${decimals === 1 ? '' : 's'}`
/** Loading the chain's token list or the balances failed. */
export const tokensFailed = (reason: string) => `Could not load the tokens: ${reason}`
/** Asking the convert API for a quote failed (not for lack of liquidity). */
export const quoteFailed = (reason: string) => `Could not get a quote: ${reason}`
/** Max could not keep the network fee aside. */
export const maxFailed = (reason: string) => `Could not estimate the network fee: ${reason}`

/** Each wallet step of Review swap says what to confirm. */
export const stepText = {
  checking: 'Checking the allowance…',
  approve: (symbol: string) => `Approve ${symbol} in your wallet (step 1 of 2)`,
  approving: 'Waiting for the approval to be confirmed…',
  swap: (twoSteps: boolean) => (twoSteps ? 'Confirm the swap in your wallet (step 2 of 2)' : 'Confirm the swap in your wallet'),
  swapping: 'Waiting for the swap to be confirmed…',
  batch: (symbol: string) => `Confirm the ${symbol} approval and the swap in your wallet (one request)`,
} as const

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
} as const

/** The success toast names both amounts. */
export const swappedText = (paid: string, fromSymbol: string, received: string, toSymbol: string) => `Swapped ${paid} ${fromSymbol} for ${received} ${toSymbol}`
