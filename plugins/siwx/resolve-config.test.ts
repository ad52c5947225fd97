import { describe, expect, it } from 'vitest'
import type { SiweConfig, SiwxConfig } from 'portico'
import { createLocalSiwxConfig } from './local-config.ts'
import { resolveSiwxConfig } from './resolve-config.ts'

const siwe: SiweConfig = {
  getNonce: async () => 'n',
  createMessage: () => 'm',
  verifyMessage: async () => true,
  getSession: async () => null,
  signOut: async () => true,
}

describe('resolveSiwxConfig', () => {
  it("takes siwx()'s config, else the siwx option, else siweConfig mapped; none → sign-in off", () => {
    const own = createLocalSiwxConfig()
    expect(resolveSiwxConfig(own, {})).toBe(own)
    expect(resolveSiwxConfig(undefined, { siwx: own })).toBe(own)
    expect(resolveSiwxConfig(undefined, { siweConfig: siwe })).toMatchObject({ signOutOnDisconnect: true })
    expect(resolveSiwxConfig(undefined, { siweConfig: { ...siwe, enabled: false } })).toBeUndefined()
    expect(resolveSiwxConfig(undefined, {})).toBeUndefined()
  })

  it('refuses a config given twice, and names a missing method', () => {
    const own = createLocalSiwxConfig()
    expect(() => resolveSiwxConfig(own, { siwx: own })).toThrow('Sign-in is configured twice: pass the config to siwx() or set the siwx option, not both')
    expect(() => resolveSiwxConfig(own, { siweConfig: siwe })).toThrow('set the siweConfig option, not both')
    const { getSessions: _g, ...partial } = own
    expect(() => resolveSiwxConfig(undefined, { siwx: partial as SiwxConfig })).toThrow('Invalid option "siwx.getSessions": expected a function, got undefined')
    expect(() => resolveSiwxConfig(undefined, { siweConfig: { ...siwe, verifyMessage: 'no' } as never })).toThrow(
      'Invalid option "siweConfig.verifyMessage": expected a function, got string',
    )
    expect(() => resolveSiwxConfig('x' as never, {})).toThrow('Invalid option "siwx()": expected an object with createMessage')
    expect(() => resolveSiwxConfig({ ...own, getRequired: true } as never, {})).toThrow('Invalid option "siwx().getRequired": expected a function, got boolean')
  })
})
