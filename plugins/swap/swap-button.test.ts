import { describe, expect, it } from 'vitest'
import { swapButton, type SwapButtonInput } from './swap-button.ts'

const eth = { symbol: 'ETH', decimals: 18, balance: 10n ** 18n, address: 'eip155:1337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' }
const usdc = { symbol: 'sUSDC', decimals: 6, balance: 5_000_000n, contract: '0x574342D6EC50218A7384f9B0B881DB3F64eB4c0A', address: 'eip155:1337:0x574342D6EC50218A7384f9B0B881DB3F64eB4c0A' }
const state = (input: Partial<SwapButtonInput>) => swapButton({ from: eth, to: usdc, amount: '0.1', quote: 'ready', ...input })

describe('the Swap button says what is missing, until Review swap', () => {
  it("'Select token' without either token", () => {
    expect(state({ from: undefined })).toEqual({ label: 'Select token', enabled: false })
    expect(state({ to: undefined })).toEqual({ label: 'Select token', enabled: false })
  })
  it('the same token on both sides', () => {
    expect(state({ to: { address: eth.address.toUpperCase() } })).toEqual({ label: 'Select two different tokens', enabled: false })
  })
  it("'Enter amount' for an empty or zero amount", () => {
    expect(state({ amount: '' })).toEqual({ label: 'Enter amount', enabled: false })
    expect(state({ amount: '  ' })).toEqual({ label: 'Enter amount', enabled: false })
    expect(state({ amount: '0.000' })).toEqual({ label: 'Enter amount', enabled: false })
  })
  it('a text that is not an amount, and too many decimals (said beside the field)', () => {
    expect(state({ amount: 'abc' })).toEqual({ label: 'Enter a valid amount', enabled: false })
    expect(state({ amount: '-1' })).toEqual({ label: 'Enter a valid amount', enabled: false })
    expect(state({ from: usdc, to: eth, amount: '1.1234567' })).toEqual({ label: 'Enter a valid amount', enabled: false, amountError: 'sUSDC has at most 6 decimals' })
  })
  it("'Insufficient balance' above the balance, and when the native coin cannot pay the network too", () => {
    expect(state({ amount: '1.5' })).toEqual({ label: 'Insufficient balance', enabled: false })
    expect(state({ from: usdc, to: eth, amount: '5.000001' })).toEqual({ label: 'Insufficient balance', enabled: false })
    expect(state({ amount: '1', networkCost: 1n })).toEqual({ label: 'Insufficient balance', enabled: false })
    // an ERC-20 does not pay the network
    expect(state({ from: usdc, to: eth, amount: '5', networkCost: 10n ** 30n })).toEqual({ label: 'Review swap', enabled: true })
  })
  it("'Insufficient liquidity' when the pool is too thin", () => {
    expect(state({ quote: 'no-liquidity' })).toEqual({ label: 'Insufficient liquidity', enabled: false })
  })
  it('waits for the quote, and cannot go on without one', () => {
    expect(state({ quote: 'loading' })).toEqual({ label: 'Getting quote…', enabled: false })
    expect(state({ quote: 'idle' })).toEqual({ label: 'Getting quote…', enabled: false })
    expect(state({ quote: 'failed' })).toEqual({ label: 'Quote unavailable', enabled: false })
  })
  it("'Review swap' once everything is there", () => {
    expect(state({})).toEqual({ label: 'Review swap', enabled: true })
    expect(state({ amount: '1', networkCost: 0n })).toEqual({ label: 'Review swap', enabled: true })
  })
})
