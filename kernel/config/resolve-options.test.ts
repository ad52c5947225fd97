import { describe, expect, it } from 'vitest'
import { chainA, chainB } from '../test-support/networks.ts'
import { defineNetwork } from '../network/network.ts'
import { DEFAULT_FEATURES } from './features.ts'
import { resolveOptions } from './resolve-options.ts'

describe('resolveOptions', () => {
  it('defaults the feature flags exactly: swaps, onramp, receive, send, email, history, analytics, allWallets on; the rest off', () => {
    const { features } = resolveOptions({ projectId: 'p', networks: [chainA] })
    expect(features).toEqual(DEFAULT_FEATURES)
    for (const on of ['swaps', 'onramp', 'receive', 'send', 'email', 'history', 'analytics', 'allWallets'] as const) {
      expect(features[on], on).toBe(true)
    }
    for (const off of ['legalCheckbox', 'smartSessions', 'collapseWallets', 'pay'] as const) expect(features[off], off).toBe(false)
    expect(features.socials).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(features.walletFeaturesOrder).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })

  it('selects chain 1 first when the app lists it and names no defaultNetwork, else the first network', () => {
    const mainnet = defineNetwork({ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8548'] } } })
    expect(resolveOptions({ networks: [chainA, mainnet, chainB] }).defaultNetwork.caipNetworkId).toBe('eip155:1')
    expect(resolveOptions({ networks: [chainA, mainnet], defaultNetwork: chainA }).defaultNetwork).toBe(chainA)
    expect(resolveOptions({ networks: [chainB, chainA] }).defaultNetwork).toBe(chainB)
  })

  it('fills the other defaults', () => {
    const o = resolveOptions({ projectId: 'p', networks: [chainA, chainB] })
    expect(o).toMatchObject({
      themeMode: 'dark',
      defaultNetwork: chainA,
      sdkType: 'appkit',
      storagePrefix: 'portico',
      allowUnsupportedChain: false,
      enableNetworkSwitch: true,
      enableEmbedded: false,
    })
  })

  it('defaults the hosted endpoints and lets each be overridden', () => {
    expect(resolveOptions({ networks: [chainA] }).endpoints).toEqual({
      api: 'https://api.web3modal.org',
      blockchainApi: 'https://rpc.walletconnect.org',
      pulse: 'https://pulse.walletconnect.org',
      secureSite: 'https://secure.walletconnect.org',
    })
    expect(resolveOptions({ networks: [chainA], endpoints: { api: 'http://127.0.0.1:4000/' } }).endpoints.api).toBe('http://127.0.0.1:4000')
    expect(() => resolveOptions({ networks: [chainA], endpoints: { api: 'ftp://x' } })).toThrow('Invalid option "endpoints.api": expected an http(s) URL')
    expect(() => resolveOptions({ networks: [chainA], endpoints: { relay: 'http://x' } as never })).toThrow('Invalid option "endpoints.relay"')
  })

  it('merges feature overrides', () => {
    expect(resolveOptions({ networks: [chainA], features: { swaps: false, socials: false } }).features).toMatchObject({
      swaps: false,
      socials: false,
      send: true,
    })
  })

  it('refuses siweConfig with siwx', () => {
    expect(() => resolveOptions({ networks: [chainA], siweConfig: {} as never, siwx: {} as never })).toThrow('Cannot set both siweConfig and siwx options')
  })

  it('treats a missing or empty project id as absent (the kernel alerts, it does not throw)', () => {
    expect(resolveOptions({ networks: [chainA] }).projectId).toBeUndefined()
    expect(resolveOptions({ networks: [chainA], projectId: '' }).projectId).toBeUndefined()
  })

  it.each([
    [{ networks: [] }, 'Invalid option "networks": expected a non-empty array of networks, got an array'],
    [{ networks: undefined }, 'Invalid option "networks"'],
    [{ networks: [chainA, chainA] }, 'expected each network once'],
    [{ networks: [{ ...chainA, caipNetworkId: 'eip155:1' }] }, 'Invalid option "networks[0].caipNetworkId"'],
    [{ networks: [{ ...chainA, rpcUrls: {} }] }, 'Invalid option "networks[0].rpcUrls.default.http"'],
    [{ networks: [chainA], defaultNetwork: chainB }, 'Invalid option "defaultNetwork": expected one of "networks"'],
    [{ networks: [chainA], projectId: 42 }, 'Invalid option "projectId": expected a string, got number'],
    [{ networks: [chainA], themeMode: 'blue' }, 'Invalid option "themeMode"'],
    [{ networks: [chainA], features: { email: 'yes' } }, 'Invalid option "features.email": expected a boolean'],
    [{ networks: [chainA], features: { socials: ['myspace'] } }, 'Invalid option "features.socials"'],
    [{ networks: [chainA], excludeWalletIds: 'metamask' }, 'Invalid option "excludeWalletIds"'],
    [{ networks: [chainA], customWallets: [{ id: 'x' }] }, 'Invalid option "customWallets[0].name"'],
    [{ networks: [chainA], metadata: { name: 'x' } }, 'Invalid option "metadata.description"'],
    [{ networks: [chainA], storage: 'indexeddb' }, 'Invalid option "storage"'],
    [{ networks: [chainA], logLevel: 'loud' }, 'Invalid option "logLevel"'],
    [{ networks: [chainA], allowUnsupportedChain: 'no' }, 'Invalid option "allowUnsupportedChain"'],
    [{ networks: [chainA], prefetch: 'later' }, 'Invalid option "prefetch"'],
  ])('names the bad option: %j', (options, message) => {
    expect(() => resolveOptions(options as never)).toThrow(message)
  })

  it("ignores a feature flag it does not know (an AppKit app's): createAppKit warns about it instead", () => {
    const { features } = resolveOptions({ networks: [chainA], features: { swap: true, reownAuthentication: true, email: false } as never })
    expect(features).toEqual({ ...DEFAULT_FEATURES, email: false })
  })
})
