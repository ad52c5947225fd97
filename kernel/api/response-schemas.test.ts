import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { answerObject, nullableString, optionalBoolean, optionalString, readAnswer, requiredString, tolerantList, tolerantRecord } from './response-schemas.ts'

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
})
