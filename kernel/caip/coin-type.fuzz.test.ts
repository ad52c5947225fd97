// Property-based tests (fast-check) of the chain-id → coin-type bound (ENSIP-11): an EVM chain id must be below 2^31.
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { assertProperty } from '../../scripts/fuzz/property.ts'
import { PorticoError } from '../errors/portico-error.ts'
import { ETHEREUM_COIN_TYPE, evmCoinType } from './coin-type.ts'

const BOUND = 2 ** 31

describe('the chain id → coin type bound (an EVM chain id must be below 2^31)', () => {
  it('every chain id from 1 to 2^31 - 1 converts: 60 for Ethereum, else 0x80000000 | id, one coin type per chain', () => {
    assertProperty(
      'coin type of a chain below 2^31',
      fc.property(fc.oneof(fc.integer({ min: 1, max: BOUND - 1 }), fc.constantFrom(1, 2, BOUND - 1, BOUND - 2)), (chainId) => {
        const coinType = evmCoinType(chainId)
        if (chainId === 1) return coinType === ETHEREUM_COIN_TYPE
        // In [2^31, 2^32): the id is the low 31 bits, so no two chains share a coin type.
        return coinType >= BOUND && coinType < 2 ** 32 && coinType - BOUND === chainId
      }),
    )
  })

  it("a chain id of 2^31 or more, below 1 or not a whole number is refused with 'Chain is not supported'", () => {
    const outside = fc.oneof(
      fc.integer({ min: BOUND, max: Number.MAX_SAFE_INTEGER }),
      fc.integer({ min: Number.MIN_SAFE_INTEGER, max: 0 }),
      fc.double().filter((d) => !Number.isInteger(d) || d < 1 || d >= BOUND),
      fc.constantFrom(BOUND, BOUND + 1, 2 ** 32, 0, -0, NaN, Infinity, -Infinity, 1.5),
    )
    assertProperty(
      'coin type refused at and beyond 2^31',
      fc.property(outside, (chainId) => {
        try {
          evmCoinType(chainId)
          return false
        } catch (error) {
          return error instanceof PorticoError && error.message === 'Chain is not supported'
        }
      }),
    )
  })
})
