import { describe, expect, it } from 'vitest'
import { APPROVE_GAS, feeReserve, maxSpendable, minimumReceived, networkCost, percentText, priceImpact, providerFee, shortAmount, SWAP_GAS, usdText } from './quote-math.ts'

describe('minimumReceived', () => {
  it('takes the slippage percent off the quote, rounding down', () => {
    expect(minimumReceived(300_000_000n, 1)).toBe(297_000_000n)
    expect(minimumReceived(1_000n, 0.5)).toBe(995n)
    expect(minimumReceived(999n, 1)).toBe(989n) // 989.01 rounds down
    expect(minimumReceived(123n, 0)).toBe(123n)
  })

  it('refuses a slippage that is not a percent', () => {
    expect(() => minimumReceived(1n, -1)).toThrow('The slippage must be a percent between 0 and 100, got -1')
    expect(() => minimumReceived(1n, Number.NaN)).toThrow('The slippage must be a percent')
  })
})

describe('providerFee', () => {
  it('is the fee percent of what is paid, rounding down', () => {
    expect(providerFee(10n ** 17n, 0.85)).toBe(850_000_000_000_000n)
    expect(providerFee(10n ** 17n, 0.3)).toBe(300_000_000_000_000n)
    expect(providerFee(5_000_000n, 0.3)).toBe(15_000n)
    expect(providerFee(333n, 0.3)).toBe(0n)
    expect(providerFee(1000n, 0)).toBe(0n)
  })
})

describe('networkCost', () => {
  it('is the gas price times the swap gas, plus the approval gas when one is needed', () => {
    expect(networkCost(2_000_000_000n, false)).toBe(2_000_000_000n * SWAP_GAS)
    expect(networkCost(2_000_000_000n, true)).toBe(2_000_000_000n * (SWAP_GAS + APPROVE_GAS))
  })
})

describe('priceImpact', () => {
  const base = { fromDecimals: 18, toDecimals: 6 }
  it('is the share of the paid value the quote does not give back, at market prices', () => {
    // 0.1 ETH at 3000 = 300 USD; 297 sUSDC at 1 = 297 USD → 1%
    expect(priceImpact({ ...base, fromAmount: 10n ** 17n, fromPrice: 3000, toAmount: 297_000_000n, toPrice: 1 })).toBeCloseTo(1, 10)
  })
  it('is 0, not negative, when the quote is worth more than the market', () => {
    expect(priceImpact({ ...base, fromAmount: 10n ** 17n, fromPrice: 3000, toAmount: 310_000_000n, toPrice: 1 })).toBe(0)
  })
  it('is unknown without both prices or with nothing paid', () => {
    expect(priceImpact({ ...base, fromAmount: 10n ** 17n, toAmount: 1n, toPrice: 1 })).toBeUndefined()
    expect(priceImpact({ ...base, fromAmount: 10n ** 17n, fromPrice: 3000, toAmount: 1n })).toBeUndefined()
    expect(priceImpact({ ...base, fromAmount: 0n, fromPrice: 3000, toAmount: 1n, toPrice: 1 })).toBeUndefined()
  })
})

describe('Max', () => {
  it('spends all of an ERC-20, and keeps the fee reserve of the native coin', () => {
    expect(maxSpendable(5n, false, 100n)).toBe(5n)
    expect(maxSpendable(1_000n, true, 100n)).toBe(900n)
    expect(maxSpendable(50n, true, 100n)).toBe(0n)
  })
  it('reserves twice the gas price for the swap gas', () => {
    expect(feeReserve(3n)).toBe(6n * SWAP_GAS)
  })
})

describe('texts', () => {
  it('shortAmount cuts to 4 decimals (4 significant digits below 1), never rounding up', () => {
    expect(shortAmount(183_219_999n, 6)).toBe('183.2199')
    expect(shortAmount(183_200_000n, 6)).toBe('183.2')
    expect(shortAmount(10n ** 17n, 18)).toBe('0.1')
    expect(shortAmount(1_234_567n, 18)).toBe('0.000000000001234')
    expect(shortAmount(5n * 10n ** 18n, 18)).toBe('5')
    expect(shortAmount(0n, 6)).toBe('0')
  })
  it('percentText and usdText', () => {
    expect(percentText(1)).toBe('1.00%')
    expect(percentText(0.001)).toBe('<0.01%')
    expect(percentText(0)).toBe('0.00%')
    expect(usdText(0.004)).toBe('<$0.01')
    expect(usdText(12.345)).toBe('$12.35')
  })
})
