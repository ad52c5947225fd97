// Property-based tests (fast-check) of the Solana address rule as the Solana adapter checks
// a dApp's or a wallet's address (outside input).
import { base58 } from '@scure/base'
import fc from 'fast-check'
import { PorticoError } from 'portico'
import { describe, expect, it } from 'vitest'
import { assertProperty } from '../../scripts/fuzz/property.ts'
import { assertSolanaAddress, isSolanaAddress } from './address.ts'

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const anyValue = fc.anything({ withBigInt: true, withNullPrototype: true, withBoxedValues: true, withMap: true, withSet: true })

describe('Solana addresses (32 to 44 base58 characters)', () => {
  it('The base58 text of every 32-byte public key is an address', () => {
    assertProperty(
      'Solana key accepted',
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (key) => {
        const address = base58.encode(key)
        assertSolanaAddress(address, 'to')
        return isSolanaAddress(address) && address.length >= 32 && address.length <= 44
      }),
    )
  })

  it("Anything else is refused with \"Invalid address: '<field>' must be a Solana address (32 to 44 base58 characters)\"", () => {
    const candidates = fc.oneof(
      fc.uint8Array({ minLength: 0, maxLength: 40 }).map((bytes) => base58.encode(bytes)),
      fc.string({ minLength: 28, maxLength: 48, unit: fc.constantFrom(...BASE58, '0', 'O', 'I', 'l', ' ') }),
      fc.string(),
      anyValue,
    )
    assertProperty(
      'Solana address refused',
      fc.property(candidates, fc.constantFrom('to', 'from', 'pubkey'), (value, field) => {
        let valid = typeof value === 'string' && /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)
        if (valid) valid = base58.decode(value as string).length === 32
        if (isSolanaAddress(value) !== valid) return false
        try {
          assertSolanaAddress(value, field)
          return valid
        } catch (error) {
          return !valid && error instanceof PorticoError && error.message === `Invalid address: '${field}' must be a Solana address (32 to 44 base58 characters)`
        }
      }),
    )
  })
})

it('regression (fuzz seed -1620762245, path "5:0:1"): an object without a prototype is refused with the address rule as its message, not a TypeError from String()', () => {
  expect(() => assertSolanaAddress(Object.create(null), 'to')).toThrow("Invalid address: 'to' must be a Solana address (32 to 44 base58 characters)")
})
