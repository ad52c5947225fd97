import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { answerObject, decimalText, idText, nullableString, numericValue, optionalNumber, optionalBoolean, optionalString, readAnswer, requiredString, tolerantList, tolerantRecord } from './response-schemas.ts'

const Entry = answerObject({ name: requiredString, note: optionalString, at: nullableString, on: optionalBoolean })

describe('tolerant answer schemas', () => {
  it('read a malformed field as absent, or null for an Option', () => {
    expect(readAnswer(Entry, { name: 'a', note: 5, at: 7, on: 'yes', extra: 1 })).toEqual({ name: 'a', at: null })
    expect(readAnswer(Entry, { name: 'a', note: 'n', at: 't', on: true })).toEqual({ name: 'a', note: 'n', at: 't', on: true })
  })

  it('refuse an object without its required field, a list or a scalar', () => {
    for (const body of [{ name: '' }, { note: 'n' }, [], ['a'], null, 'a', 3]) expect(readAnswer(Entry, body)).toBeUndefined()
  })

  it('drop malformed list entries and map values; anything else reads as empty', () => {
    expect(readAnswer(tolerantList(Entry), [{ name: 'a' }, { name: 1 }, 'x', { name: 'b' }])).toEqual([{ name: 'a', at: null }, { name: 'b', at: null }])
    expect(readAnswer(tolerantList(Entry), { name: 'a' })).toEqual([])
    expect(readAnswer(tolerantRecord(v.string()), { a: 'x', b: 2 })).toEqual({ a: 'x' })
    expect(readAnswer(tolerantRecord(v.string()), 'x')).toEqual({})
  })

  it('read decimals and ids sent as strings or numbers', () => {
    expect(['10.00', ' 7 ', 12.5, -1].map((x) => readAnswer(decimalText, x))).toEqual(['10.00', '7', '12.5', '-1'])
    for (const bad of ['1e5', '', 'ten', Number.NaN, null]) expect(readAnswer(decimalText, bad)).toBeUndefined()
    expect([readAnswer(idText, '0x1'), readAnswer(idText, 8453), readAnswer(idText, {})]).toEqual(['0x1', '8453', undefined])
  })

  it('read numbers sent as numbers or numeric strings', () => {
    expect([6, '18', ' 1.5 '].map((x) => readAnswer(numericValue, x))).toEqual([6, 18, 1.5])
    for (const bad of ['', ' ', 'x', Number.POSITIVE_INFINITY, null]) expect(readAnswer(numericValue, bad)).toBeUndefined()
    expect([readAnswer(optionalNumber, 3), readAnswer(optionalNumber, '3')]).toEqual([3, undefined])
  })
})
