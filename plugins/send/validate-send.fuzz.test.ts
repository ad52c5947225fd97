// Property-based tests (fast-check) of the send rules: the receiver field (EVM and Solana
// addresses, names), what a send needs, and the EVM call's 'to' / 'data'.
import { base58 } from '@scure/base'
import fc from 'fast-check'
import { PorticoError } from 'portico'
import { describe, expect, it } from 'vitest'
import { assertProperty } from '../../scripts/fuzz/property.ts'
import { AMOUNT_AND_RECEIVER_REQUIRED, assertEvmCall, assertSendable, readReceiver, TOKEN_REQUIRED, UNSUPPORTED_CHAIN } from './validate-send.ts'

const HEX = '0123456789abcdefABCDEF'
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const hexDigits = (n: number) => fc.string({ minLength: n, maxLength: n, unit: fc.constantFrom(...HEX) })
const space = fc.string({ maxLength: 3, unit: fc.constantFrom(' ', '\t', '\n', '\u00a0') })
/** Near-misses of an address: hex-ish and base58-ish text of every length around the rule's bounds. */
const addressLike = fc.oneof(
  fc.string({ maxLength: 50, unit: fc.constantFrom(...HEX, 'x', 'X', 'g', ' ', '.', '0') }),
  fc.integer({ min: 0, max: 60 }).chain((n) => hexDigits(n).map((h) => `0x${h}`)),
  fc.string({ maxLength: 50, unit: fc.constantFrom(...BASE58, '0', 'O', 'I', 'l', '+', '/') }),
  fc.string({ maxLength: 50 }),
)

const throwsText = (run: () => void, text: string) => {
  try {
    run()
  } catch (error) {
    return error instanceof PorticoError && error.message === text
  }
  return false
}

describe('the receiver field (addresses)', () => {
  it('An EVM address is 40 hex digits with an optional 0x prefix; each is accepted (trimmed, given its 0x)', () => {
    assertProperty(
      'EVM receiver accepted',
      fc.property(hexDigits(40), fc.boolean(), space, space, (hex, prefixed, before, after) => {
        expect(readReceiver(`${before}${prefixed ? '0x' : ''}${hex}${after}`, 'eip155')).toEqual({ kind: 'address', address: `0x${hex}` })
      }),
    )
  })

  it('On eip155 anything else is a dotted name to resolve or refused with what an EVM address is', () => {
    assertProperty(
      'EVM receiver refused',
      fc.property(addressLike, (input) => {
        const text = input.trim()
        const result = readReceiver(input, 'eip155')
        if (/^(?:0x)?[0-9a-fA-F]{40}$/.test(text)) return result.kind === 'address'
        if (result.kind === 'address') return false
        if (/^0x/i.test(text)) return result.kind === 'invalid' && result.error === 'Invalid address: an EVM address is 0x and 40 hex digits'
        if (result.kind === 'name') return /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/.test(result.name) && result.name === text.toLowerCase()
        return result.error === 'Enter an EVM address (0x and 40 hex digits) or a name like alice.reown.id'
      }),
    )
  })

  it('A Solana address is 32 to 44 base58 characters; every public key is accepted', () => {
    assertProperty(
      'Solana receiver accepted',
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), space, (key, around) => {
        const address = base58.encode(key)
        expect(readReceiver(`${around}${address}${around}`, 'solana')).toEqual({ kind: 'address', address })
      }),
    )
  })

  it("On solana anything not 32 to 44 base58 characters is refused with 'Invalid address: a Solana address is 32 to 44 base58 characters'", () => {
    assertProperty(
      'Solana receiver refused',
      fc.property(addressLike, (input) => {
        const text = input.trim()
        const valid = text.length >= 32 && text.length <= 44 && [...text].every((c) => BASE58.includes(c))
        const result = readReceiver(input, 'solana')
        return valid
          ? result.kind === 'address' && result.address === text
          : result.kind === 'invalid' && result.error === 'Invalid address: a Solana address is 32 to 44 base58 characters'
      }),
    )
  })

  it("A namespace other than eip155 and solana cannot send ('Unsupported chain')", () => {
    assertProperty(
      'receiver on an unsupported namespace',
      fc.property(fc.string().filter((ns) => ns !== 'eip155' && ns !== 'solana'), addressLike, (namespace, input) => {
        expect(readReceiver(input, namespace)).toEqual({ kind: 'invalid', error: UNSUPPORTED_CHAIN })
      }),
    )
  })
})

describe('what a send needs (amount, receiver address and token)', () => {
  const blankOrNot = fc.option(fc.oneof(space, fc.string({ maxLength: 8 })), { nil: undefined })
  it("A send with no amount or receiver is refused with 'An amount and receiver address are required', then one without a token with 'A token is required'", () => {
    assertProperty(
      'send needs amount, receiver and token',
      fc.property(fc.constantFrom('eip155', 'solana', 'bip122', 'cosmos', ''), blankOrNot, blankOrNot, fc.option(fc.anything(), { nil: undefined }), (namespace, amount, receiver, token) => {
        const run = () => assertSendable({ namespace, amount, receiver, token })
        if (namespace !== 'eip155' && namespace !== 'solana') return throwsText(run, UNSUPPORTED_CHAIN)
        if (!amount?.trim() || !receiver?.trim()) return throwsText(run, AMOUNT_AND_RECEIVER_REQUIRED)
        if (token === undefined || token === null) return throwsText(run, TOKEN_REQUIRED)
        run()
        return true
      }),
    )
  })
})

describe("an EVM call ('to' must start with 0x; 'data' if present must start with 0x)", () => {
  const field = fc.oneof(hexDigits(40).map((h) => `0x${h}`), fc.string({ maxLength: 6 }).map((s) => `0x${s}`), fc.string({ maxLength: 44 }))
  it("'to' without 0x is refused with \"Invalid transaction: 'to' must start with 0x\", then 'data' without 0x with \"...'data' must start with 0x\"", () => {
    assertProperty(
      'send call to/data start with 0x',
      fc.property(field, fc.option(field, { nil: undefined }), (to, data) => {
        const run = () => assertEvmCall({ to, data })
        if (!to.startsWith('0x')) return throwsText(run, "Invalid transaction: 'to' must start with 0x")
        if (data !== undefined && !data.startsWith('0x')) return throwsText(run, "Invalid transaction: 'data' must start with 0x")
        run()
        return true
      }),
    )
  })
})
