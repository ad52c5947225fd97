// What the Swap view's main button says: what is missing, until 'Review swap'.
import { SWAP_TEXT, tooManyDecimals } from './swap-messages.ts'
import type { SwapTokenInfo } from './swap-types.ts'
import { readAmount } from './swap-amount.ts'

export type QuoteStatus = 'idle' | 'loading' | 'ready' | 'no-liquidity' | 'failed'

export interface SwapButtonInput {
  from?: Pick<SwapTokenInfo, 'symbol' | 'decimals' | 'balance' | 'contract' | 'address'>
  to?: Pick<SwapTokenInfo, 'address'>
  amount: string
  quote: QuoteStatus
  /** The network cost of the shown quote (native coin): paying native, amount and cost must both fit. */
  networkCost?: bigint
}

export interface SwapButtonState {
  label: string
  /** Only 'Review swap' can be pressed. */
  enabled: boolean
  /** A refusal the amount field shows beside itself (too many decimals). */
  amountError?: string
}

export function swapButton(input: SwapButtonInput): SwapButtonState {
  const { from, to } = input
  if (!from || !to) return { label: SWAP_TEXT.selectToken, enabled: false }
  if (from.address.toLowerCase() === to.address.toLowerCase()) return { label: SWAP_TEXT.sameToken, enabled: false }
  const amount = readAmount(input.amount, from.decimals)
  if (amount.status === 'empty') return { label: SWAP_TEXT.enterAmount, enabled: false }
  if (amount.status === 'invalid') {
    return { label: SWAP_TEXT.invalidAmount, enabled: false, ...(amount.error === 'decimals' ? { amountError: tooManyDecimals(from.symbol, from.decimals) } : {}) }
  }
  if (amount.value === 0n) return { label: SWAP_TEXT.enterAmount, enabled: false }
  if (amount.value > from.balance) return { label: SWAP_TEXT.insufficientBalance, enabled: false }
  // the native coin pays the network too
  if (!from.contract && input.networkCost !== undefined && amount.value + input.networkCost > from.balance) return { label: SWAP_TEXT.insufficientBalance, enabled: false }
  if (input.quote === 'no-liquidity') return { label: SWAP_TEXT.insufficientLiquidity, enabled: false }
  if (input.quote === 'failed') return { label: SWAP_TEXT.quoteFailed, enabled: false }
  if (input.quote !== 'ready') return { label: SWAP_TEXT.quoting, enabled: false }
  return { label: SWAP_TEXT.reviewSwap, enabled: true }
}
