import { describe, expect, it } from 'vitest'
import { chainA } from '../test-support/networks.ts'
import { showsAllWallets } from './connect-options.ts'
import { DEFAULT_FEATURES } from './features.ts'
import { resolveOptions } from './resolve-options.ts'
import { unsupportedOptions } from './unsupported-options.ts'

const known = Object.keys(DEFAULT_FEATURES)

describe('Connect-view options', () => {
  it('allWallets takes SHOW, HIDE or ONLY_MOBILE; anything else throws naming it', () => {
    for (const mode of ['SHOW', 'HIDE', 'ONLY_MOBILE'] as const) expect(resolveOptions({ networks: [chainA], allWallets: mode }).allWallets).toBe(mode)
    expect(() => resolveOptions({ networks: [chainA], allWallets: 'NEVER' as never })).toThrow('Invalid option "allWallets": expected "SHOW", "HIDE", "ONLY_MOBILE", got "NEVER"')
    expect(() => resolveOptions({ networks: [chainA], allWallets: true as never })).toThrow('Invalid option "allWallets"')
  })

  it('the All Wallets entry: SHOW everywhere, HIDE nowhere, ONLY_MOBILE on phones; features.allWallets: false hides it whatever the mode', () => {
    const shows = (allWallets: 'SHOW' | 'HIDE' | 'ONLY_MOBILE' | undefined, flag: boolean, mobile: boolean) => showsAllWallets({ allWallets, features: { allWallets: flag } }, mobile)
    expect([shows(undefined, true, false), shows(undefined, true, true)]).toEqual([true, true])
    expect([shows('SHOW', true, false), shows('SHOW', true, true)]).toEqual([true, true])
    expect([shows('HIDE', true, false), shows('HIDE', true, true)]).toEqual([false, false])
    expect([shows('ONLY_MOBILE', true, false), shows('ONLY_MOBILE', true, true)]).toEqual([false, true])
    expect([shows(undefined, false, true), shows('SHOW', false, false), shows('ONLY_MOBILE', false, true)]).toEqual([false, false, false])
  })

  it('termsConditionsUrl and privacyPolicyUrl are http(s) URLs', () => {
    const o = resolveOptions({ networks: [chainA], termsConditionsUrl: 'https://example.com/terms', privacyPolicyUrl: 'http://127.0.0.1/privacy' })
    expect([o.termsConditionsUrl, o.privacyPolicyUrl]).toEqual(['https://example.com/terms', 'http://127.0.0.1/privacy'])
    expect(() => resolveOptions({ networks: [chainA], termsConditionsUrl: 'javascript:alert(1)' })).toThrow('Invalid option "termsConditionsUrl": expected an http(s) URL')
    expect(() => resolveOptions({ networks: [chainA], privacyPolicyUrl: 3 as never })).toThrow('Invalid option "privacyPolicyUrl"')
  })

  it('connectMethodsOrder: email, social, wallet by default; a given order is kept as given, a part left out stays out', () => {
    expect(resolveOptions({ networks: [chainA] }).features.connectMethodsOrder).toEqual(['email', 'social', 'wallet'])
    expect(resolveOptions({ networks: [chainA], features: { connectMethodsOrder: ['wallet', 'social'] } }).features.connectMethodsOrder).toEqual(['wallet', 'social'])
    expect(() => resolveOptions({ networks: [chainA], features: { connectMethodsOrder: ['wallet', 'phone'] as never } })).toThrow(
      'Invalid option "features.connectMethodsOrder": expected a list of email, social, wallet, each at most once',
    )
    expect(() => resolveOptions({ networks: [chainA], features: { connectMethodsOrder: ['wallet', 'wallet'] } })).toThrow('Invalid option "features.connectMethodsOrder"')
  })

  it('connectorTypeOrder: the sections given first, the others after them in the default order', () => {
    expect(resolveOptions({ networks: [chainA] }).features.connectorTypeOrder).toEqual(['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'])
    expect(resolveOptions({ networks: [chainA], features: { connectorTypeOrder: ['featured', 'injected'] } }).features.connectorTypeOrder).toEqual([
      'featured',
      'injected',
      'walletConnect',
      'recent',
      'custom',
      'external',
      'recommended',
    ])
    expect(() => resolveOptions({ networks: [chainA], features: { connectorTypeOrder: ['installed'] as never } })).toThrow('Invalid option "features.connectorTypeOrder"')
  })

  it('none of them is named as unsupported any more', () => {
    const options = {
      networks: [],
      allWallets: 'ONLY_MOBILE',
      termsConditionsUrl: 'https://example.com/t',
      privacyPolicyUrl: 'https://example.com/p',
      features: { legalCheckbox: true, collapseWallets: true, connectMethodsOrder: ['wallet'], connectorTypeOrder: ['injected'] },
    }
    expect(unsupportedOptions(options, known)).toEqual([])
  })
})
