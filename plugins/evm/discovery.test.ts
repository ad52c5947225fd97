import { describe, expect, it, vi } from 'vitest'
import { ANNOUNCE_EVENT, REQUEST_EVENT, discoverWallets, readAnnouncement, safeIcon, type AnnouncedWallet } from './discovery.ts'

const ICON = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'
const provider = () => ({ request: vi.fn(async () => null) })
const info = (rdns: string, name = rdns) => ({ uuid: crypto.randomUUID(), name, icon: ICON, rdns })
const announce = (target: EventTarget, detail: unknown) => target.dispatchEvent(new CustomEvent(ANNOUNCE_EVENT, { detail }))

function start(target = new EventTarget()) {
  const seen: AnnouncedWallet[][] = []
  const stop = discoverWallets(target, (wallets) => seen.push(wallets))
  return { target, seen, stop, latest: () => seen.at(-1) ?? [] }
}

describe('discoverWallets', () => {
  it('lists announced wallets', () => {
    const { target, latest } = start()
    const a = provider()
    const b = provider()
    announce(target, { info: info('io.metamask', 'MetaMask'), provider: a })
    announce(target, { info: info('app.phantom', 'Phantom'), provider: b })
    expect(latest()).toEqual([
      { rdns: 'io.metamask', name: 'MetaMask', icon: ICON, provider: a },
      { rdns: 'app.phantom', name: 'Phantom', icon: ICON, provider: b },
    ])
  })

  it('dispatches eip6963:requestProvider after it starts listening, so wallets answering at once are heard', () => {
    const target = new EventTarget()
    const requests = vi.fn()
    const wallet = provider()
    target.addEventListener(REQUEST_EVENT, () => {
      requests()
      announce(target, { info: info('org.example'), provider: wallet })
    })
    const { latest } = start(target)
    expect(requests).toHaveBeenCalledTimes(1)
    expect(latest().map((w) => w.provider)).toEqual([wallet])
  })

  it('keeps one entry per rdns, in first-seen order, with the latest provider and metadata', () => {
    const { target, latest } = start()
    const first = provider()
    const second = provider()
    announce(target, { info: info('io.metamask', 'MetaMask'), provider: first })
    announce(target, { info: info('app.phantom'), provider: provider() })
    announce(target, { info: info('io.metamask', 'MetaMask Flask'), provider: second })
    expect(latest().map((w) => [w.rdns, w.name])).toEqual([
      ['io.metamask', 'MetaMask Flask'],
      ['app.phantom', 'app.phantom'],
    ])
    expect(latest()[0]!.provider).toBe(second)
  })

  it('does not report an identical re-announcement again', () => {
    const { target, seen } = start()
    const detail = { info: info('io.metamask'), provider: provider() }
    announce(target, detail)
    announce(target, detail)
    announce(target, { ...detail, info: { ...detail.info, uuid: crypto.randomUUID() } })
    expect(seen).toHaveLength(1)
  })

  it('ignores malformed announcements', () => {
    const { target, seen } = start()
    const p = provider()
    for (const detail of [
      undefined,
      null,
      'io.metamask',
      { info: info('io.metamask') },
      { info: info('io.metamask'), provider: {} },
      { info: info('io.metamask'), provider: { request: 'nope' } },
      { provider: p },
      { info: null, provider: p },
      { info: { ...info('x'), rdns: '' }, provider: p },
      { info: { ...info('x'), rdns: 42 }, provider: p },
      { info: { ...info('x'), name: '   ' }, provider: p },
      { info: { uuid: 'u', icon: ICON, rdns: 'x' }, provider: p },
    ]) {
      announce(target, detail)
    }
    target.dispatchEvent(new Event(ANNOUNCE_EVENT))
    expect(seen).toEqual([])
  })

  it('stops listening when stopped', () => {
    const { target, seen, stop } = start()
    stop()
    announce(target, { info: info('io.metamask'), provider: provider() })
    expect(seen).toEqual([])
  })
})

describe('safeIcon', () => {
  it('accepts data:image URIs and https URLs', () => {
    expect(safeIcon(ICON)).toBe(ICON)
    expect(safeIcon('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=')
    expect(safeIcon('https://wallet.example/icon.svg')).toBe('https://wallet.example/icon.svg')
  })

  it('drops everything else', () => {
    for (const icon of ['http://wallet.example/icon.svg', 'javascript:alert(1)', 'data:text/html,<script>', '/icon.svg', '', 42, undefined]) {
      expect(safeIcon(icon)).toBeUndefined()
    }
  })

  it('lists a wallet whose icon is dropped, without an icon', () => {
    const p = provider()
    expect(readAnnouncement({ info: { ...info('io.metamask'), icon: 'javascript:alert(1)' }, provider: p })).toEqual({
      rdns: 'io.metamask',
      name: 'io.metamask',
      icon: undefined,
      provider: p,
    })
  })
})
