// What Swap shows for a rule or a failure, in the modal's locale: the texts this plugin's logic
// throws or returns in English (swap-messages.ts: the button's labels, the documented 'Network not
// supported for Gas Price or Swaps', the execution's failures) are looked up in the catalog, their
// values (a symbol, a slippage, a network) carried over; any other message (a wallet's or a
// service's own) is shown as it came.
import { type Translate, translateEnglish, type TextPattern } from '../../../ui/kit/index.ts'
import type messages from '../messages/compiled/en.ts'
import { failureText, NETWORK_NOT_SUPPORTED_FOR_SWAPS, SWAP_TEXT } from '../swap-messages.ts'

export type SwapId = keyof typeof messages & string

const EXACT: Readonly<Record<string, SwapId>> = {
  [NETWORK_NOT_SUPPORTED_FOR_SWAPS]: 'swap.error.networkNotSupported',
  [SWAP_TEXT.selectToken]: 'swap.button.selectToken',
  [SWAP_TEXT.enterAmount]: 'swap.button.enterAmount',
  [SWAP_TEXT.invalidAmount]: 'swap.button.invalidAmount',
  [SWAP_TEXT.sameToken]: 'swap.button.sameToken',
  [SWAP_TEXT.insufficientBalance]: 'swap.button.insufficientBalance',
  [SWAP_TEXT.insufficientLiquidity]: 'swap.button.insufficientLiquidity',
  [SWAP_TEXT.quoting]: 'swap.button.quoting',
  [SWAP_TEXT.quoteFailed]: 'swap.button.quoteUnavailable',
  [SWAP_TEXT.reviewSwap]: 'swap.button.review',
  [failureText.approvalDeclined]: 'swap.failure.approvalDeclined',
  [failureText.swapDeclined]: 'swap.failure.swapDeclined',
  [failureText.approvalFailed]: 'swap.failure.approvalFailed',
  [failureText.swapFailed]: 'swap.failure.swapFailed',
  [failureText.approvalDeclinedDetail]: 'swap.failure.approvalDeclinedDetail',
  [failureText.swapDeclinedDetail]: 'swap.failure.swapDeclinedDetail',
  [failureText.approvalReverted]: 'swap.failure.approvalReverted',
  [failureText.batchTimeout]: 'swap.failure.batchTimeout',
}

/** English texts with values: the pattern, its id, and the names of its captured values. */
const PATTERNS: readonly TextPattern<SwapId>[] = [
  [/^(.+) has at most (\d+) decimals?$/, 'swap.error.decimals', (m) => ({ symbol: m[1]!, decimals: Number(m[2]) })],
  [/^The swap was reverted on chain: the price moved more than your ([\d.]+)% slippage tolerance\./, 'swap.failure.swapReverted', (m) => ({ slippage: m[1]! })],
  [/^The price moved more than your ([\d.]+)% slippage tolerance since this quote\./, 'swap.failure.quoteMoved', (m) => ({ slippage: m[1]! })],
  [/^The network changed to (.+); go back and fill in the swap again$/, 'swap.failure.networkChanged', (m) => ({ network: m[1]! })],
]

/** A text of this plugin's logic (or an error carrying one) in the locale; other texts unchanged. */
export const swapText = (t: Translate<SwapId>, textOrError: unknown): string => translateEnglish(t, { exact: EXACT, patterns: PATTERNS }, textOrError)
