import { describe, expect, it } from 'vitest'
import { pairingLinks, staleAt, withPairingUri } from './links.ts'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=01&expiryTimestamp=1700000300'
const encoded = encodeURIComponent(uri)

describe('pairing links', () => {
  it("follows WalletConnect's convention for a native scheme", () => {
    expect(withPairingUri('rainbow://', uri)).toBe(`rainbow://wc?uri=${encoded}`)
    expect(withPairingUri('rainbow:', uri)).toBe(`rainbow://wc?uri=${encoded}`)
    expect(withPairingUri('trust://open', uri)).toBe(`trust://open/wc?uri=${encoded}`)
  })

  it("follows WalletConnect's convention for an http(s) link: <link>/wc?uri= (a slash ensured), its query kept", () => {
    expect(withPairingUri('https://metamask.app.link', uri)).toBe(`https://metamask.app.link/wc?uri=${encoded}`)
    expect(withPairingUri('https://argent.link/app', uri)).toBe(`https://argent.link/app/wc?uri=${encoded}`)
    expect(withPairingUri('http://127.0.0.1:4003/mobile/', uri)).toBe(`http://127.0.0.1:4003/mobile/wc?uri=${encoded}`)
    expect(withPairingUri('https://wallet.example/app?ref=x#top', uri)).toBe(`https://wallet.example/app/wc?ref=x&uri=${encoded}`)
    expect(withPairingUri('https://wallet.example/?uri=old', uri)).toBe(`https://wallet.example/wc?uri=${encoded}`)
  })

  it('keeps a listed link that already ends in its wc path', () => {
    expect(withPairingUri('https://wallet.example/mobile/wc', uri)).toBe(`https://wallet.example/mobile/wc?uri=${encoded}`)
    expect(withPairingUri('https://wallet.example/wc/', uri)).toBe(`https://wallet.example/wc?uri=${encoded}`)
  })

  it('keeps only safe links, each once', () => {
    const links = pairingLinks(
      { mobile_link: 'https://w.example/', desktop_link: 'javascript:alert(1)', webapp_link: 'https://w.example/' },
      uri,
      'mobile',
    )
    expect(links.map((l) => [l.kind, l.base])).toEqual([['mobile', 'https://w.example/']])
    expect(pairingLinks({ webapp_link: 'wallet://x' }, uri)).toEqual([])
  })

  it("offers the links that open on this device: a phone's app there, a computer's app here, the web app on both", () => {
    const wallet = { mobile_link: 'rainbow://', desktop_link: 'rainbow-desktop://', webapp_link: 'https://app.rainbow.example' }
    expect(pairingLinks(wallet, uri, 'mobile').map((l) => l.kind)).toEqual(['mobile', 'web'])
    expect(pairingLinks(wallet, uri, 'desktop').map((l) => l.kind)).toEqual(['desktop', 'web'])
    expect(pairingLinks(wallet, uri).map((l) => l.kind)).toEqual(['desktop', 'web'])
  })

  it('reads when a URI goes stale: 10 s before its expiryTimestamp', () => {
    expect(staleAt(uri)).toBe(1700000300_000 - 10_000)
    expect(staleAt('wc:abc@2?symKey=01')).toBeUndefined()
  })
})
