// Property-based tests (fast-check) of readCaipAccount: the CAIP-10 accounts a WalletConnect peer
// sends (session namespaces, accountsChanged) are untrusted; the WalletConnect plugin reads them here.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { assertProperty } from '../../scripts/fuzz/property.ts'
import { readCaipAccount } from './caip-account.ts'

const chars = (alphabet: string, min: number, max: number) => fc.string({ unit: fc.constantFrom(...alphabet), minLength: min, maxLength: max })
const lower = 'abcdefghijklmnopqrstuvwxyz0123456789-'
const reference = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_'
const address = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-.%'
const hex = '0123456789abcdefABCDEF'
const base58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
/** Namespaces with a shape of their own are left to the examples below. */
const genericNamespace = chars(lower, 3, 8).filter((n) => n !== 'eip155' && n !== 'solana')
/** Text a hostile peer might send: markup, URLs, colons, whitespace, any unicode. */
const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)', '\u202e', ' ', '\n', ':', '::'),
)

describe('CAIP-10 accounts from a peer', () => {
  it('CAIP-10: namespace:reference:address in the grammar is read back into exactly its parts', () => {
    assertProperty(
      'CAIP-10 peer account round trip',
      fc.property(genericNamespace, chars(reference, 1, 32), chars(address, 1, 128), (ns, ref, addr) => {
        expect(readCaipAccount(`${ns}:${ref}:${addr}`)).toEqual({ namespace: ns, chainId: ref, address: addr, network: `${ns}:${ref}` })
      }),
    )
  })

  it('eip155 accounts: a decimal chain id and a 20-byte hex address are read; any change of shape is dropped', () => {
    assertProperty(
      'CAIP-10 eip155 peer account',
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 20n }), chars(hex, 40, 40), hostile, (chain, body, junk) => {
        const account = `eip155:${chain}:0x${body}`
        expect(readCaipAccount(account)?.address).toBe(`0x${body}`)
        expect(readCaipAccount(`${account}${junk}`)).toEqual(junk === '' ? readCaipAccount(account) : undefined)
      }),
    )
  })

  it('solana accounts: base58 addresses of 32–44 characters are read', () => {
    assertProperty(
      'CAIP-10 solana peer account',
      fc.property(chars(base58, 1, 32), chars(base58, 32, 44), (ref, addr) => {
        expect(readCaipAccount(`solana:${ref}:${addr}`)?.address).toBe(addr)
      }),
    )
  })

  it('anything with markup, whitespace or a character outside the grammar is dropped, never thrown', () => {
    assertProperty(
      'CAIP-10 peer account refusal',
      fc.property(fc.oneof(hostile, fc.anything()), (value) => {
        const read = readCaipAccount(value)
        if (read === undefined) return
        // what is read is exactly the grammar, so it can never carry markup or a URL scheme
        expect(typeof value).toBe('string')
        expect(value).toMatch(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/)
        expect(`${read.network}:${read.address}`).toBe(value)
      }),
    )
  })
})
