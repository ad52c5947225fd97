import { describe, expect, it } from 'vitest'
import { checkRequest, toBaseUnits } from './check-request.ts'
import type { PayRequest } from './pay-types.ts'

const USDC = '0x574342D6EC50218A7384f9B0B881DB3F64eB4c0A'
const RECIPIENT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const usdc = (change: Partial<PayRequest> = {}): PayRequest => ({
  paymentAsset: { network: 'eip155:1337', asset: USDC, metadata: { name: 'Sandbox USD Coin', symbol: 'sUSDC', decimals: 6 } },
  recipient: RECIPIENT,
  amount: 5,
  ...change,
})

const refusal = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return { code: (error as { code: string }).code, message: (error as Error).message, details: (error as { details?: string }).details }
  }
  throw new Error('not refused')
}

describe('checkRequest', () => {
  it('plans an ERC-20 payment: CAIP-19 with the contract, the amount in base units', () => {
    expect(checkRequest(usdc())).toEqual({
      network: 'eip155:1337',
      chainId: 1337,
      contract: USDC,
      caip19: `eip155:1337/erc20:${USDC}`,
      symbol: 'sUSDC',
      assetName: 'Sandbox USD Coin',
      decimals: 6,
      recipient: RECIPIENT,
      amount: '5',
      baseUnits: 5_000_000n,
    })
  })

  it('plans a native payment as slip44:60', () => {
    const plan = checkRequest({ paymentAsset: { network: 'eip155:8453', asset: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } }, recipient: RECIPIENT, amount: '0.25' })
    expect(plan).toMatchObject({ caip19: 'eip155:8453/slip44:60', contract: undefined, chainId: 8453, amount: '0.25', baseUnits: 250_000_000_000_000_000n })
  })

  it.each([
    ['not an object', null, 'INVALID_PAYMENT_CONFIG'],
    ['no paymentAsset', { recipient: RECIPIENT, amount: 1 }, 'INVALID_PAYMENT_CONFIG'],
    ['a Solana network', usdc({ paymentAsset: { network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', asset: 'native', metadata: { name: 'Solana', symbol: 'SOL', decimals: 9 } } }), 'UNSUPPORTED_NETWORK'],
    ['a bare chain id', usdc({ paymentAsset: { network: '1337', asset: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } } }), 'UNSUPPORTED_NETWORK'],
    ['an asset that is no address', usdc({ paymentAsset: { network: 'eip155:1337', asset: 'USDC', metadata: { name: 'x', symbol: 'x', decimals: 6 } } }), 'UNSUPPORTED_ASSET'],
    ['no symbol', usdc({ paymentAsset: { network: 'eip155:1337', asset: USDC, metadata: { name: 'x', symbol: '', decimals: 6 } } }), 'UNSUPPORTED_ASSET'],
    ['fractional decimals', usdc({ paymentAsset: { network: 'eip155:1337', asset: USDC, metadata: { name: 'x', symbol: 'x', decimals: 6.5 } } }), 'UNSUPPORTED_ASSET'],
    ['a short recipient', usdc({ recipient: '0x1234' }), 'INVALID_RECIPIENT'],
    ['a named recipient', usdc({ recipient: 'merchant.eth' }), 'INVALID_RECIPIENT'],
    ['a zero amount', usdc({ amount: 0 }), 'INVALID_AMOUNT'],
    ['a negative amount', usdc({ amount: -5 }), 'INVALID_AMOUNT'],
    ['a word for an amount', usdc({ amount: 'five' }), 'INVALID_AMOUNT'],
    ['an infinite amount', usdc({ amount: Number.POSITIVE_INFINITY }), 'INVALID_AMOUNT'],
    ['more decimals than the asset has', usdc({ amount: '0.0000001' }), 'INVALID_AMOUNT'],
  ])('refuses %s: %s', (_, request, code) => {
    expect(refusal(() => checkRequest(request as PayRequest)).code).toBe(code)
  })

  it('says what was refused', () => {
    expect(refusal(() => checkRequest(usdc({ amount: '0.0000001' })))).toEqual({ code: 'INVALID_AMOUNT', message: 'The amount has more than 6 decimals', details: '0.0000001' })
    expect(refusal(() => checkRequest(usdc({ recipient: 'merchant.eth' })))).toEqual({ code: 'INVALID_RECIPIENT', message: 'Invalid recipient address', details: 'merchant.eth' })
  })
})

describe('toBaseUnits', () => {
  it('counts whole units in base units exactly and normalises the text', () => {
    expect(toBaseUnits('5.500', 6)).toEqual({ text: '5.5', baseUnits: 5_500_000n })
    expect(toBaseUnits('007', 0)).toEqual({ text: '7', baseUnits: 7n })
    expect(toBaseUnits(1e-7, 18)).toEqual({ text: '0.0000001', baseUnits: 100_000_000_000n })
    expect(toBaseUnits('123456789.123456789123456789', 18).baseUnits).toBe(123456789123456789123456789n)
  })
})
