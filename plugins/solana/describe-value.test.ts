import { expect, it } from 'vitest'
import { describeValue } from './describe-value.ts'

it('names any value without throwing: JSON where it can be written, a bigint with its n, else its kind', () => {
  expect(describeValue('fast')).toBe('"fast"')
  expect(describeValue(12)).toBe('12')
  expect(describeValue({ a: 1 })).toBe('{"a":1}')
  expect(describeValue(12n)).toBe('12n')
  expect(describeValue({ a: 1n })).toBe('an object')
  expect(describeValue([1n])).toBe('an array')
  const cycle: { self?: unknown } = {}
  cycle.self = cycle
  expect(describeValue(cycle)).toBe('an object')
  expect(describeValue(Object.create(null))).toBe('{}')
  expect(describeValue(Symbol('s'))).toBe('symbol')
  expect(describeValue(() => 1)).toBe('function')
  expect(describeValue(undefined)).toBe('undefined')
})
