// Property-based tests (fast-check) of the email and OTP fields of the email login.
import fc from 'fast-check'
import { PorticoError } from 'portico'
import { describe, it } from 'vitest'
import { assertProperty } from '../../scripts/fuzz/property.ts'
import { checkEmail, checkOtp } from './email-flow.ts'

const space = fc.string({ maxLength: 2, unit: fc.constantFrom(' ', '\t', '\n', '\u00a0') })
const chars = (alphabet: string, minLength: number, maxLength: number) => fc.string({ minLength, maxLength, unit: fc.constantFrom(...alphabet) })
const LOWER = 'abcdefghijklmnopqrstuvwxyz'
const ALNUM = `${LOWER}ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789`
/** An address in the common form: dot-separated words of letters, digits, _ + -, @, labels, a TLD of letters. */
const email = fc
  .tuple(
    fc.array(chars(`${ALNUM}_+-`, 1, 10), { minLength: 1, maxLength: 3 }),
    fc.array(chars(ALNUM, 1, 10), { minLength: 1, maxLength: 3 }),
    chars(LOWER, 2, 6),
  )
  .map(([local, labels, tld]) => `${local.join('.')}@${labels.join('.')}.${tld}`)

const refusal = (run: () => unknown): string | undefined => {
  try {
    run()
    return undefined
  } catch (error) {
    return error instanceof PorticoError ? error.message : `not a PorticoError: ${String(error)}`
  }
}

describe('the email field (email fields must be valid email format)', () => {
  it('A valid address is accepted, trimmed', () => {
    assertProperty(
      'email accepted',
      fc.property(email, space, space, (address, before, after) => checkEmail(`${before}${address}${after}`) === address),
    )
  })

  it("Text that is not an address is refused with 'Invalid email' ('Enter your email' when blank)", () => {
    const notEmail = fc.oneof(
      space,
      fc.string({ maxLength: 20 }).filter((s) => !s.includes('@')),
      email.map((e) => e.replace('@', '')),
      email.map((e) => e.replace('@', '@@')),
      email.map((e) => `${e.split('@')[0]}@localhost`),
      email.map((e) => e.replace('@', ' @')),
      email.map((e) => `${e}.`),
      email.map((e) => `.${e}`),
      email.map((e) => e.replace(/[a-z]+$/, '12')),
      email.map((e) => e.replace(/[a-z]+$/, 'x')),
    )
    assertProperty(
      'email refused',
      fc.property(notEmail, (input) => refusal(() => checkEmail(input)) === (input.trim() === '' ? 'Enter your email' : 'Invalid email')),
    )
  })
})

describe('the one-time code (the OTP is a string; the frame sends 6 digits)', () => {
  it('six digits are accepted, trimmed', () => {
    assertProperty(
      'OTP accepted',
      fc.property(chars('0123456789', 6, 6), space, (otp, around) => checkOtp(`${around}${otp}${around}`) === otp),
    )
  })

  it("anything but six digits is refused with 'Enter the 6-digit code'", () => {
    const text = fc.oneof(chars('0123456789', 0, 12), chars('0123456789 a-٣', 0, 8), fc.string({ maxLength: 8 }))
    assertProperty(
      'OTP refused',
      fc.property(text, (input) => {
        fc.pre(!/^\d{6}$/.test(input.trim()))
        return refusal(() => checkOtp(input)) === 'Enter the 6-digit code'
      }),
    )
  })
})
