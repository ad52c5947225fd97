import { describe, expect, it } from 'vitest'
import { MISSING_CAPABILITIES_ADDRESS, withCapabilitiesAddress } from './capabilities-address.ts'

const me = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('withCapabilitiesAddress', () => {
  it('keeps the address the app named', () => {
    expect(withCapabilitiesAddress([other, ['0x1']], me)).toEqual([other, ['0x1']])
    expect(withCapabilitiesAddress([other], undefined)).toEqual([other])
  })

  it('asks about the connected account when the app named none, keeping a chain list after it', () => {
    expect(withCapabilitiesAddress(undefined, me)).toEqual([me])
    expect(withCapabilitiesAddress([], me)).toEqual([me])
    expect(withCapabilitiesAddress([['0x1', '0x2105']], me)).toEqual([me, ['0x1', '0x2105']])
    expect(withCapabilitiesAddress([''], me)).toEqual([me])
  })

  it('refuses (-32602) when there is no address to ask about', () => {
    expect(() => withCapabilitiesAddress([], undefined)).toThrow(MISSING_CAPABILITIES_ADDRESS)
    try {
      withCapabilitiesAddress(undefined, undefined)
    } catch (error) {
      expect((error as { code?: number }).code).toBe(-32602)
    }
    expect.assertions(2)
  })
})
