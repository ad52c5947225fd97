import { describe, expect, it } from 'vitest'
import { formatCents, ONRAMP_FEE_BPS, onrampOptions, OnrampInputError, parseCents, priceOrder, quoteAmounts } from './price-table.ts'

const fails = (input: Parameters<typeof priceOrder>[0]) => {
  try {
    priceOrder(input)
  } catch (error) {
    if (error instanceof OnrampInputError) return { field: error.field, message: error.message }
    throw error
  }
  throw new Error('expected the order to be refused')
}

describe('the on-ramp price table', () => {
  it('lists USD and EUR with the card and bank limits, and what it sells on which sandbox network', () => {
    const options = onrampOptions()
    expect(options.paymentCurrencies).toEqual(
      ['USD', 'EUR'].map((id) => ({
        id,
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      })),
    )
    expect(options.purchaseCurrencies.map((c) => [c.symbol, c.networks.map((n) => n.name)])).toEqual([
      ['ETH', ['sandbox-1337', 'sandbox-8453']],
      ['sUSDC', ['sandbox-1337', 'sandbox-8453']],
      ['SOL', ['solana-sandbox']],
    ])
    expect(options.purchaseCurrencies[1].networks[0]).toEqual({ name: 'sandbox-1337', display_name: 'Sandbox Ethereum', chain_id: '1337', contract_address: '0x574342D6EC50218A7384f9B0B881DB3F64eB4c0A' })
    expect(options.purchaseCurrencies[2].networks[0].chain_id).toBe('AUtMhem6oc3zPx9BUpkeQbqwvAq6YG3Q')
  })

  it('takes a fee within the range (1–2 %)', () => {
    expect(ONRAMP_FEE_BPS).toBeGreaterThanOrEqual(100)
    expect(ONRAMP_FEE_BPS).toBeLessThanOrEqual(200)
  })

  it('prices 50 USD of sUSDC: 0.75 fee, 49.25 sUSDC', () => {
    const order = priceOrder({ asset: 'sUSDC', network: 'sandbox-1337', amount: '50', currency: 'usd' })
    expect(quoteAmounts(order)).toEqual({
      paymentTotal: { amount: '50.00', currency: 'USD' },
      paymentSubtotal: { amount: '49.25', currency: 'USD' },
      purchaseAmount: { amount: '49.25', currency: 'sUSDC' },
      coinbaseFee: { amount: '0.75', currency: 'USD' },
      networkFee: { amount: '0.00', currency: 'USD' },
    })
    expect(order.cryptoBaseUnits).toBe(49_250_000n)
  })

  it('prices ETH in EUR and SOL in USD exactly, rounding the fee half up to the cent and the crypto down', () => {
    // 100.10 EUR: fee 1.5015 → 1.50, subtotal 98.60 at 1683.60 EUR/ETH (the DEX pools' 1830 USD at 0.92)
    const eth = priceOrder({ asset: 'sandbox-eth', network: '8453', amount: '100.10', currency: 'EUR' })
    expect([eth.feeCents, eth.subtotalCents]).toEqual([150n, 9860n])
    expect(eth.cryptoBaseUnits).toBe((9860n * 10n ** 18n) / 168_360n)
    // 10.30 USD: fee 0.1545 → 0.15
    const sol = priceOrder({ asset: 'SOL', network: 'solana-sandbox', amount: '10.30', currency: 'USD' })
    expect(sol.feeCents).toBe(15n)
    expect(sol.cryptoAmount).toBe('0.067666666')
    // 10.70 USD: fee 0.1605 → 0.16
    expect(priceOrder({ asset: 'SOL', network: 'solana-sandbox', amount: '10.70', currency: 'USD' }).feeCents).toBe(16n)
  })

  it('checks the card limits by default and the bank limits when asked', () => {
    expect(priceOrder({ asset: 'sUSDC', network: 'sandbox-1337', amount: '10', currency: 'USD' }).totalCents).toBe(1000n)
    expect(priceOrder({ asset: 'sUSDC', network: 'sandbox-1337', amount: '7500', currency: 'EUR' }).totalCents).toBe(750_000n)
    expect(fails({ asset: 'sUSDC', network: 'sandbox-1337', amount: '9.99', currency: 'USD' })).toEqual({ field: 'amount', message: 'Amount 9.99 USD is below the card minimum of 10.00 USD' })
    expect(fails({ asset: 'sUSDC', network: 'sandbox-1337', amount: '7500.01', currency: 'USD' })).toEqual({ field: 'amount', message: 'Amount 7500.01 USD is above the card maximum of 7500.00 USD' })
    expect(priceOrder({ asset: 'sUSDC', network: 'sandbox-1337', amount: '25000', currency: 'USD', paymentMethod: 'ach_bank_account' }).totalCents).toBe(2_500_000n)
    expect(fails({ asset: 'sUSDC', network: 'sandbox-1337', amount: '25000.01', currency: 'EUR', paymentMethod: 'ach_bank_account' }).message).toBe(
      'Amount 25000.01 EUR is above the ach_bank_account maximum of 25000.00 EUR',
    )
  })

  it('names what is wrong in a bad order', () => {
    expect(fails({ asset: 'BTC', network: 'sandbox-1337', amount: '50', currency: 'USD' }).field).toBe('purchaseCurrency')
    expect(fails({ asset: 'SOL', network: 'sandbox-1337', amount: '50', currency: 'USD' })).toEqual({ field: 'network', message: 'Unsupported network "sandbox-1337" for SOL: use solana-sandbox' })
    expect(fails({ asset: 'ETH', network: 'sandbox-1337', amount: '50', currency: 'GBP' }).field).toBe('paymentCurrency')
    expect(fails({ asset: 'ETH', network: 'sandbox-1337', amount: '50.123', currency: 'USD' }).field).toBe('amount')
    expect(fails({ asset: 'ETH', network: 'sandbox-1337', amount: '50', currency: 'USD', paymentMethod: 'cash' }).field).toBe('paymentMethod')
  })

  it('parses and formats cents', () => {
    expect([parseCents('50'), parseCents('50.5'), parseCents(' 0.07 '), parseCents('1e3'), parseCents('-1'), parseCents('')]).toEqual([5000n, 5050n, 7n, undefined, undefined, undefined])
    expect([formatCents(5n), formatCents(123456n)]).toEqual(['0.05', '1234.56'])
  })
})
