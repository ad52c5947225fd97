// Property-based tests (fast-check) of the CAIP-2 / CAIP-10 readers: every id a wallet, a relay peer
// or a dApp hands the kernel goes through them.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { assertProperty } from '../../scripts/fuzz/property.ts'
import { PorticoError } from '../errors/portico-error.ts'
import { parseCaipAddress, parseCaipNetworkId, toCaipAddress, toCaipNetworkId } from './caip.ts'

/** A non-empty part without ':' (any other character, unicode included). */
const part = fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' }).filter((s) => !s.includes(':'))
/** Strings made mostly of colons and a few characters, so the part counts vary (0 to many, empty parts). */
const colonHeavy = fc.oneof(
  fc.string({ maxLength: 12, unit: fc.constantFrom(':', ':', 'a', '1', ' ', '\n', 'é') }),
  fc.array(fc.oneof(fc.constant(''), part), { maxLength: 5 }).map((parts) => parts.join(':')),
  fc.string(),
)
const nonString = fc.anything().filter((v) => typeof v !== 'string')

const refusedWith = (read: () => unknown, text: string) => {
  try {
    read()
  } catch (error) {
    return error instanceof PorticoError && error.message === text
  }
  return false
}

describe('CAIP-2 network ids (chains as namespace:chainId)', () => {
  it('Namespace:chainId with two non-empty parts is read back into exactly those parts', () => {
    assertProperty(
      'CAIP-2 round trip',
      fc.property(part, part, (namespace, reference) => {
        expect(parseCaipNetworkId(toCaipNetworkId(namespace, reference))).toEqual({ namespace, chainId: reference })
      }),
    )
  })

  it("Anything but two non-empty ':'-separated parts is refused with 'Invalid CAIP Network Id'", () => {
    assertProperty(
      'CAIP-2 refusal',
      fc.property(fc.oneof(colonHeavy, nonString), (value) => {
        const parts = typeof value === 'string' ? value.split(':') : []
        const valid = parts.length === 2 && parts.every((p) => p.length > 0)
        if (valid) expect(parseCaipNetworkId(value as string)).toEqual({ namespace: parts[0], chainId: parts[1] })
        else expect(refusedWith(() => parseCaipNetworkId(value as string), 'Invalid CAIP Network Id')).toBe(true)
      }),
    )
  })
})

describe('CAIP-10 account ids (namespace:chainId:address)', () => {
  it('Namespace:chainId:address with three non-empty parts is read back into exactly those parts', () => {
    assertProperty(
      'CAIP-10 round trip',
      fc.property(part, part, part, (namespace, reference, address) => {
        expect(parseCaipAddress(toCaipAddress(toCaipNetworkId(namespace, reference), address))).toEqual({ namespace, chainId: reference, address })
      }),
    )
  })

  it("Anything but three non-empty ':'-separated parts is refused with 'Invalid CAIP Address'", () => {
    assertProperty(
      'CAIP-10 refusal',
      fc.property(fc.oneof(colonHeavy, nonString), (value) => {
        const parts = typeof value === 'string' ? value.split(':') : []
        const valid = parts.length === 3 && parts.every((p) => p.length > 0)
        if (valid) expect(parseCaipAddress(value as string)).toEqual({ namespace: parts[0], chainId: parts[1], address: parts[2] })
        else expect(refusedWith(() => parseCaipAddress(value as string), 'Invalid CAIP Address')).toBe(true)
      }),
    )
  })
})
