import { describe, expect, it } from 'vitest'
import { checkName, isAccountName, labelOf, LEGACY_NAME_SUFFIX, MIN_NAME_LENGTH, NAME_SUFFIX } from './name-rules.ts'

describe('checkName (letters, digits, hyphen only; at least 4 characters)', () => {
  it('accepts letters, digits and hyphens, 4 characters or more, and gives the full name', () => {
    expect(checkName('alice')).toEqual({ ok: true, label: 'alice', name: 'alice.reown.id' })
    expect(checkName('bob-2')).toEqual({ ok: true, label: 'bob-2', name: 'bob-2.reown.id' })
    expect(checkName('1234')).toMatchObject({ ok: true, name: '1234.reown.id' })
    expect(checkName('----')).toMatchObject({ ok: true, name: '----.reown.id' })
  })

  it('uses the suffix and minimum', () => {
    expect(NAME_SUFFIX).toBe('.reown.id')
    expect(MIN_NAME_LENGTH).toBe(4)
  })

  it('trims, lowercases, and drops the suffix when it is typed too', () => {
    expect(checkName('  Alice ')).toEqual({ ok: true, label: 'alice', name: 'alice.reown.id' })
    expect(checkName('ALICE.REOWN.ID')).toEqual({ ok: true, label: 'alice', name: 'alice.reown.id' })
    expect(labelOf('alice.reown.id')).toBe('alice')
    expect(labelOf('alice')).toBe('alice')
  })

  it('says nothing while nothing is typed, but is not ready', () => {
    expect(checkName('')).toEqual({ ok: false, label: '' })
    expect(checkName('   ')).toEqual({ ok: false, label: '' })
  })

  it('names the characters it refuses, each once', () => {
    expect(checkName('al_ice')).toEqual({ ok: false, label: 'al_ice', error: 'Use only letters, digits and hyphens (not "_")' })
    expect(checkName('a.b_c_d')).toMatchObject({ error: 'Use only letters, digits and hyphens (not "." or "_")' })
    expect(checkName('al ice')).toMatchObject({ error: 'Use only letters, digits and hyphens (not spaces)' })
    expect(checkName('a b!c?')).toMatchObject({ error: 'Use only letters, digits and hyphens (not spaces, "!" or "?")' })
    expect(checkName('josé')).toMatchObject({ ok: false, error: 'Use only letters, digits and hyphens (not "é")' })
    // another zone is not a suffix the service takes
    expect(checkName('alice.eth')).toMatchObject({ ok: false, error: 'Use only letters, digits and hyphens (not ".")' })
  })

  it('asks for at least 4 characters, after the character rule', () => {
    expect(checkName('abc')).toEqual({ ok: false, label: 'abc', error: 'The name must be at least 4 characters long (3 typed)' })
    expect(checkName('a')).toMatchObject({ error: 'The name must be at least 4 characters long (1 typed)' })
    expect(checkName('abc.reown.id')).toMatchObject({ error: 'The name must be at least 4 characters long (3 typed)' })
    expect(checkName('a_b')).toMatchObject({ error: 'Use only letters, digits and hyphens (not "_")' })
  })

  it('reads the legacy .wcn.id names as names of the same service; a new one is registered under .reown.id', () => {
    expect(LEGACY_NAME_SUFFIX).toBe('.wcn.id')
    expect(isAccountName('alice.wcn.id')).toBe(true)
    expect(isAccountName('Alice.Reown.Id')).toBe(true)
    expect(isAccountName('alice.eth')).toBe(false)
    expect(labelOf('alice.wcn.id')).toBe('alice')
    expect(checkName(' Alice.WCN.id ')).toEqual({ ok: true, label: 'alice', name: 'alice.reown.id' })
  })
})
