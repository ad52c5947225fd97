import { describe, expect, it } from 'vitest'
import { NETWORK_NOT_SUPPORTED_FOR_SWAPS } from '../swap-messages.ts'
import en from '../messages/en.ts'
import { failureText, SWAP_TEXT, tooManyDecimals } from '../swap-messages.ts'
import { swapText, type SwapId } from './swap-text.ts'

/** A `t` that says which id and values it was asked for. */
const t = (id: SwapId, values?: Record<string, unknown>) => (values ? `${id} ${JSON.stringify(values)}` : id)

describe('swapText: every English text of the logic has its catalog id', () => {
  it('the exact texts, each to an id whose English is that very text', () => {
    const exact = [NETWORK_NOT_SUPPORTED_FOR_SWAPS, ...Object.values(SWAP_TEXT), failureText.approvalDeclined, failureText.swapDeclined, failureText.approvalFailed, failureText.swapFailed, failureText.approvalDeclinedDetail, failureText.swapDeclinedDetail, failureText.approvalReverted, failureText.batchTimeout]
    for (const text of exact) {
      const id = swapText(t, text) as SwapId
      expect(en[id], text).toBe(text)
    }
  })

  it('the texts with values, their values carried over', () => {
    expect(swapText(t, tooManyDecimals('sUSDC', 6))).toBe('swap.error.decimals {"symbol":"sUSDC","decimals":6}')
    expect(swapText(t, tooManyDecimals('X', 1))).toBe('swap.error.decimals {"symbol":"X","decimals":1}')
    expect(swapText(t, failureText.swapReverted(0.5))).toBe('swap.failure.swapReverted {"slippage":"0.5"}')
    expect(swapText(t, failureText.quoteMoved(1))).toBe('swap.failure.quoteMoved {"slippage":"1"}')
    expect(swapText(t, failureText.networkChanged('Sandbox Base'))).toBe('swap.failure.networkChanged {"network":"Sandbox Base"}')
    expect(en['swap.failure.swapReverted'].replace('{slippage}', '0.5')).toBe(failureText.swapReverted(0.5))
    expect(en['swap.failure.quoteMoved'].replace('{slippage}', '1')).toBe(failureText.quoteMoved(1))
  })

  it("any other text (a wallet's own) as it came, also from an error", () => {
    expect(swapText(t, 'execution reverted: EXPIRED')).toBe('execution reverted: EXPIRED')
    expect(swapText(t, new Error(failureText.swapDeclinedDetail))).toBe('swap.failure.swapDeclinedDetail')
  })
})
