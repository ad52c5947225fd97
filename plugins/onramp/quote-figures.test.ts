import { describe, expect, it } from 'vitest'
import { mockedOnrampQuote } from './onramp-api.ts'
import { quoteFigures, shortDecimal } from './quote-figures.ts'

const usd = { id: 'USD', payment_method_limits: [] }
const susdc = { id: 'sandbox-susdc', name: 'Sandbox USD Coin', symbol: 'sUSDC', networks: [] }

describe('the quote as shown', () => {
  it("what arrives, the provider's and network fees together, and the total", () => {
    // the sandbox provider's answer for 50 USD of sUSDC (1.5 % fee)
    const figures = quoteFigures({
      paymentTotal: { amount: '50.00', currency: 'USD' },
      paymentSubtotal: { amount: '49.25', currency: 'USD' },
      purchaseAmount: { amount: '49.25', currency: 'sUSDC' },
      coinbaseFee: { amount: '0.75', currency: 'USD' },
      networkFee: { amount: '0.10', currency: 'USD' },
      quoteId: 'q',
    })
    expect(figures).toEqual({ receive: { amount: '49.25', symbol: 'sUSDC' }, fee: '0.85', total: '50.00', currency: 'USD', estimate: false })
  })

  it('amounts with more than two decimals are cut to the cent; no provider fee counts as zero', () => {
    const figures = quoteFigures({
      paymentTotal: { amount: '50', currency: 'EUR' },
      paymentSubtotal: { amount: '50', currency: 'EUR' },
      purchaseAmount: { amount: '0.0166', currency: 'ETH' },
      networkFee: { amount: '0.129', currency: 'EUR' },
      quoteId: 'q',
    })
    expect(figures).toMatchObject({ fee: '0.12', total: '50.00', currency: 'EUR' })
  })

  it('the stand-in quote (a failed request) is marked as an estimate', () => {
    expect(quoteFigures(mockedOnrampQuote({ amount: '50', paymentCurrency: usd, purchaseCurrency: susdc }))).toEqual({
      receive: { amount: '50', symbol: 'sUSDC' },
      fee: '0.00',
      total: '50.00',
      currency: 'USD',
      estimate: true,
    })
  })
})

describe('a crypto amount as shown', () => {
  it('at most 6 decimals, cut, never rounded up; trailing zeros dropped; a tiny amount whole', () => {
    expect(shortDecimal('0.016416666666666666')).toBe('0.016416')
    expect(shortDecimal('49.25')).toBe('49.25')
    expect(shortDecimal('0.197')).toBe('0.197')
    expect(shortDecimal('12.0000001')).toBe('12')
    expect(shortDecimal('0.0000001')).toBe('0.0000001')
    expect(shortDecimal('50')).toBe('50')
  })
})
