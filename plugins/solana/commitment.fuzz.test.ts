// Property-based tests (fast-check) of the Solana preflight commitment, read from a dApp's
// request options (outside input).
import fc from 'fast-check'
import { PorticoError } from 'portico'
import { describe, expect, it } from 'vitest'
import { assertProperty } from '../../scripts/fuzz/property.ts'
import { PREFLIGHT_COMMITMENTS, toWalletCommitment } from './commitment.ts'

const anyValue = fc.anything({ withBigInt: true, withNullPrototype: true, withBoxedValues: true, withMap: true, withSet: true, withDate: true, withTypedArray: true, withSparseArray: true })

describe('the Solana preflight commitment', () => {
  it('Processed, confirmed, finalized, recent, single, singleGossip, root, max are accepted, each mapped to one a wallet takes', () => {
    assertProperty(
      'commitment accepted',
      fc.property(fc.constantFrom(...PREFLIGHT_COMMITMENTS), (value) => ['processed', 'confirmed', 'finalized'].includes(toWalletCommitment(value)!)),
    )
  })

  it("Any other value is refused with 'Invalid preflight commitment: <the value>'", () => {
    const nearMiss = fc.constantFrom(...PREFLIGHT_COMMITMENTS).chain((c) =>
      fc.constantFrom(c.toUpperCase(), ` ${c}`, `${c} `, c.slice(1), `${c}s`, c[0]!.toUpperCase() + c.slice(1)),
    )
    assertProperty(
      'commitment refused',
      fc.property(fc.oneof(nearMiss, fc.string(), anyValue), (value) => {
        fc.pre(value !== undefined && !(PREFLIGHT_COMMITMENTS as readonly unknown[]).includes(value))
        try {
          toWalletCommitment(value)
        } catch (error) {
          expect(error).toBeInstanceOf(PorticoError)
          expect((error as PorticoError).message).toMatch(/^Invalid preflight commitment: /)
          return true
        }
        return false
      }),
    )
  })

  it('regression (fuzz seed 2668896, path "4:2:0:1:2:2"): a value holding a bigint is refused with the commitment rule as its message, not a TypeError from JSON.stringify', () => {
    expect(() => toWalletCommitment({ '': 0n })).toThrow('Invalid preflight commitment: an object')
    expect(() => toWalletCommitment(5n)).toThrow('Invalid preflight commitment: 5n')
  })

  it('no commitment named: none is passed on', () => {
    expect(toWalletCommitment(undefined)).toBeUndefined()
  })
})
