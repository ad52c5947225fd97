import { describe, expect, it } from 'vitest'
import type { Connector, Explorer, ExplorerWallet } from '../../kernel/index.ts'
import { customWalletEntry, installedConnectorFor, isExcludedWallet, keepWallet, uniqueWallets, walletImageSrc } from './listing.ts'

const w = (id: string, over: Partial<ExplorerWallet> = {}): ExplorerWallet => ({ id, name: id, ...over })
const desktop = { included: [], excluded: [], mobile: false }
const explorer = { walletImageUrl: (id: string) => `https://api.test/getWalletImage/${id}` } as Explorer

describe('isExcludedWallet', () => {
  it('matches id, rdns or name, case-insensitively', () => {
    const mm = w('c57ca9', { name: 'MetaMask', rdns: 'io.metamask' })
    expect(isExcludedWallet(mm, ['C57CA9'])).toBe(true)
    expect(isExcludedWallet(mm, ['io.metamask'])).toBe(true)
    expect(isExcludedWallet(mm, ['metamask'])).toBe(true)
    expect(isExcludedWallet(mm, ['rainbow'])).toBe(false)
    expect(isExcludedWallet(mm, [])).toBe(false)
  })
})

describe('keepWallet', () => {
  it('honours includeWalletIds and excludeWalletIds', () => {
    expect(keepWallet(w('a'), { ...desktop, included: ['b'] })).toBe(false)
    expect(keepWallet(w('b'), { ...desktop, included: ['b'] })).toBe(true)
    expect(keepWallet(w('b', { rdns: 'x.b' }), { ...desktop, excluded: ['x.b'] })).toBe(false)
  })

  it('on mobile keeps only wallets with a mobile link, not those with only a web app', () => {
    const mobile = { ...desktop, mobile: true }
    expect(keepWallet(w('a'), mobile)).toBe(false)
    expect(keepWallet(w('a', { mobile_link: '  ' }), mobile)).toBe(false)
    expect(keepWallet(w('a', { mobile_link: 'a:' }), mobile)).toBe(true)
    expect(keepWallet(w('a', { webapp_link: 'https://a.app' }), mobile)).toBe(false)
    expect(keepWallet(w('a', { mobile_link: 'a:', webapp_link: 'https://a.app' }), mobile)).toBe(true)
    expect(keepWallet(w('a'), desktop)).toBe(true)
  })

  it('drops malformed entries', () => {
    expect(keepWallet({ id: '', name: 'x' }, desktop)).toBe(false)
    expect(keepWallet({ id: 'x', name: 3 } as unknown as ExplorerWallet, desktop)).toBe(false)
    expect(keepWallet(null as unknown as ExplorerWallet, desktop)).toBe(false)
  })
})

describe('installedConnectorFor', () => {
  const c = (id: string, over: Partial<Connector> = {}): Connector => ({ id, name: id, type: 'ANNOUNCED', chain: 'eip155', ...over })
  it('matches an installed connector by explorer id, rdns or name', () => {
    const rainbow = c('me.rainbow', { name: 'Rainbow', info: { rdns: 'me.rainbow' } })
    expect(installedConnectorFor([rainbow], w('x', { rdns: 'me.rainbow' }))).toBe(rainbow)
    expect(installedConnectorFor([rainbow], w('x', { name: 'rainbow ' }))).toBe(rainbow)
    expect(installedConnectorFor([c('k', { explorerId: 'x' })], w('x', { name: 'Other' }))?.id).toBe('k')
    expect(installedConnectorFor([rainbow], w('y', { name: 'Trust' }))).toBeUndefined()
  })

  it('looks inside merged connectors, and ignores WalletConnect and the email login', () => {
    const merged = c('phantom', { name: 'Phantom', type: 'MULTI_CHAIN', connectors: [c('phantom-sol', { name: 'Phantom', info: { rdns: 'app.phantom' } })] })
    expect(installedConnectorFor([merged], w('p', { rdns: 'app.phantom', name: 'P' }))).toBe(merged)
    expect(installedConnectorFor([c('walletConnect', { name: 'WalletConnect', type: 'WALLET_CONNECT' })], w('wc', { name: 'WalletConnect' }))).toBeUndefined()
    expect(installedConnectorFor([c('auth', { name: 'Email', type: 'AUTH' })], w('e', { name: 'Email' }))).toBeUndefined()
  })
})

describe('walletImageSrc', () => {
  it("prefers the explorer's image for image_id, then image_url", () => {
    expect(walletImageSrc({ image_id: 'abc', image_url: 'https://cdn.test/x.png' }, explorer)).toBe('https://api.test/getWalletImage/abc')
    expect(walletImageSrc({ image_url: 'https://cdn.test/x.png' }, explorer)).toBe('https://cdn.test/x.png')
    expect(walletImageSrc({ image_id: 'abc' }, undefined)).toBeUndefined()
  })

  it('never returns a URL that is not http(s) or same-origin', () => {
    expect(walletImageSrc({ image_url: 'javascript:alert(1)' }, explorer)).toBeUndefined()
    expect(walletImageSrc({ image_url: 'data:image/svg+xml,<svg onload=alert(1)>' }, explorer)).toBeUndefined()
    const evil = { walletImageUrl: () => 'javascript:alert(1)' } as unknown as Explorer
    expect(walletImageSrc({ image_id: 'x', image_url: 'https://ok.test/i.png' }, evil)).toBe('https://ok.test/i.png')
  })
})

describe('helpers', () => {
  it('uniqueWallets keeps the first of each id', () => {
    expect(uniqueWallets([w('a', { name: '1' }), w('b'), w('a', { name: '2' })]).map((x) => x.name)).toEqual(['1', 'b'])
  })
  it('customWalletEntry maps a custom wallet', () => {
    expect(customWalletEntry({ id: 'c', name: 'Custom', homepage: 'https://c.test', mobile_link: 'c:' })).toMatchObject({ id: 'c', name: 'Custom', homepage: 'https://c.test', mobile_link: 'c:' })
  })
})
