import { describe, expect, it } from 'vitest'
import { truncateAddress } from './truncate-address.ts'

describe('truncateAddress', () => {
  it('keeps the start and the end', () => {
    expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F\u20262266')
  })
  it('leaves short strings alone', () => {
    expect(truncateAddress('0x1234')).toBe('0x1234')
  })
})
