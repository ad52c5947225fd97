// Property-based tests (fast-check) of the account-name rule, checked as the visitor types.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { assertProperty } from '../../scripts/fuzz/property.ts'
import { checkName, MIN_NAME_LENGTH, NAME_SUFFIX } from './name-rules.ts'

const ALLOWED = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-'
const space = fc.string({ maxLength: 2, unit: fc.constantFrom(' ', '\t', '\u00a0') })
const allowedLabel = (minLength: number) => fc.string({ minLength, maxLength: 30, unit: fc.constantFrom(...ALLOWED) })

describe('account names (letters, digits, hyphen only; at least 4 characters)', () => {
  it('A label of letters, digits and hyphens of 4 or more characters is accepted, with or without the suffix, in any case', () => {
    assertProperty(
      'account name accepted',
      fc.property(allowedLabel(MIN_NAME_LENGTH), fc.constantFrom('', NAME_SUFFIX, NAME_SUFFIX.toUpperCase()), space, (label, suffix, around) => {
        expect(checkName(`${around}${label}${suffix}${around}`)).toEqual({ ok: true, label: label.toLowerCase(), name: `${label.toLowerCase()}${NAME_SUFFIX}` })
      }),
    )
  })

  it("A label under 4 characters is refused with 'The name must be at least 4 characters long (N typed)'", () => {
    assertProperty(
      'account name too short',
      fc.property(allowedLabel(1).map((l) => l.slice(0, MIN_NAME_LENGTH - 1)), (label) => {
        expect(checkName(label)).toEqual({ ok: false, label: label.toLowerCase(), error: `The name must be at least 4 characters long (${label.length} typed)` })
      }),
    )
  })

  it("A label with any other character is refused with 'Use only letters, digits and hyphens (not …)' naming each one", () => {
    const text = fc.oneof(
      fc.string({ maxLength: 14, unit: fc.constantFrom('a', 'Z', '7', '-', '_', '.', ' ', 'é', '😀', '<', '"') }),
      fc.string({ maxLength: 14, unit: 'grapheme' }),
    )
    assertProperty(
      'account name refusal',
      fc.property(text, (input) => {
        const result = checkName(input)
        let label = input.trim()
        if (label.toLowerCase().endsWith(NAME_SUFFIX)) label = label.slice(0, -NAME_SUFFIX.length)
        label = label.toLowerCase()
        if (label === '') return result.ok === false && result.error === undefined
        const bad = [...label].filter((c) => !/^[a-z0-9-]$/.test(c))
        if (bad.length > 0) {
          if (result.ok || !result.error?.startsWith('Use only letters, digits and hyphens (not ')) return false
          return bad.every((c) => result.error!.includes(c === ' ' ? 'spaces' : `"${c}"`))
        }
        if (label.length < MIN_NAME_LENGTH) return !result.ok && result.error === `The name must be at least 4 characters long (${label.length} typed)`
        // Accepted names are plain ASCII: what the name service stores.
        return result.ok && /^[a-z0-9-]{4,}\.reown\.id$/.test(result.name)
      }),
    )
  })
})
