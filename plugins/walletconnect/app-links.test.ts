import { describe, expect, it, vi } from 'vitest'
import { appLinkFor, openAppLink, openLinkModeLink, phonePlatform, storeLinksFor, universalLinkOf } from './app-links.ts'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=01&expiryTimestamp=1700000300'
const encoded = encodeURIComponent(uri)

describe("a wallet's app link on a phone", () => {
  it('is its universal link where the listing has one (link_mode, else an https mobile link)', () => {
    expect(appLinkFor({ link_mode: 'https://w.example/wc', mobile_link: 'w://' }, uri)).toEqual({ kind: 'universal', base: 'https://w.example/wc', href: `https://w.example/wc?uri=${encoded}` })
    expect(appLinkFor({ mobile_link: 'https://w.example/app' }, uri)?.kind).toBe('universal')
    expect(universalLinkOf({ mobile_link: 'w://' })).toBeUndefined()
  })

  it('else its deep link, on its own scheme', () => {
    expect(appLinkFor({ mobile_link: 'rainbow:' }, uri)).toEqual({ kind: 'deep', base: 'rainbow:', href: `rainbow://wc?uri=${encoded}` })
  })

  it('never a script or local link, and none without a mobile link', () => {
    expect(appLinkFor({ mobile_link: 'javascript:alert(1)' }, uri)).toBeUndefined()
    expect(appLinkFor({ link_mode: 'data:text/html,x', mobile_link: 'file:///etc' }, uri)).toBeUndefined()
    expect(appLinkFor({ webapp_link: 'https://app.example' }, uri)).toBeUndefined()
    expect(appLinkFor(undefined, uri)).toBeUndefined()
  })
})

describe('the store pages', () => {
  const wallet = { app_store: 'https://apps.apple.com/app/w/id1', play_store: 'https://play.google.com/store/apps/details?id=w' }
  it("offer this platform's store, or both when the platform is unknown", () => {
    expect(storeLinksFor(wallet, 'ios')).toEqual([{ store: 'app_store', href: wallet.app_store }])
    expect(storeLinksFor(wallet, 'android')).toEqual([{ store: 'play_store', href: wallet.play_store }])
    expect(storeLinksFor(wallet, 'other').map((s) => s.store)).toEqual(['app_store', 'play_store'])
    expect(storeLinksFor({ app_store: 'javascript:x' }, 'ios')).toEqual([])
  })

  it('know the platform from the user agent (an iPad reports a Mac with touch)', () => {
    expect(phonePlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toBe('ios')
    expect(phonePlatform('Mozilla/5.0 (Linux; Android 14; Pixel 7)')).toBe('android')
    expect(phonePlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('ios')
    expect(phonePlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)')).toBe('other')
  })
})

describe('opening the link', () => {
  const windowWith = (top: 'self' | 'other') => {
    const win = { open: vi.fn(() => null) } as unknown as Window & { open: ReturnType<typeof vi.fn> }
    Object.assign(win, { top: top === 'self' ? win : {} })
    return win
  }
  it('a universal link in a new tab (the OS turns it into the app), without an opener', () => {
    const win = windowWith('self')
    openAppLink(win, { kind: 'universal', base: 'https://w.example/', href: 'https://w.example/?uri=x' })
    expect(win.open).toHaveBeenCalledWith('https://w.example/?uri=x', '_blank', 'noopener,noreferrer')
  })
  it("a deep link in this page's top window, which the OS hands to the app", () => {
    const win = windowWith('self')
    openAppLink(win, { kind: 'deep', base: 'w:', href: 'w://wc?uri=x' })
    expect(win.open).toHaveBeenCalledWith('w://wc?uri=x', '_self')
    const framed = windowWith('other')
    openAppLink(framed, { kind: 'deep', base: 'w:', href: 'w://wc?uri=x' })
    expect(framed.open).toHaveBeenCalledWith('w://wc?uri=x', '_top')
  })
})

describe('in a Telegram Mini App', () => {
  const miniApp = (initData = 'query_id=1&hash=2') => {
    const win = { open: vi.fn(), Telegram: { WebApp: { initData, openLink: vi.fn(), openTelegramLink: vi.fn() } } }
    Object.assign(win, { top: win })
    return win as unknown as Window & { open: ReturnType<typeof vi.fn>; Telegram: { WebApp: { openLink: ReturnType<typeof vi.fn>; openTelegramLink: ReturnType<typeof vi.fn> } } }
  }
  it('a universal link opens through Telegram.WebApp.openLink, a t.me link through openTelegramLink', () => {
    const win = miniApp()
    expect(openAppLink(win, { kind: 'universal', base: 'https://w.example/', href: 'https://w.example/?uri=x' })).toBe(true)
    expect(win.Telegram.WebApp.openLink).toHaveBeenCalledWith('https://w.example/?uri=x')
    expect(openAppLink(win, { kind: 'universal', base: 'https://t.me/wallet', href: 'https://t.me/wallet?uri=x' })).toBe(true)
    expect(win.Telegram.WebApp.openTelegramLink).toHaveBeenCalledWith('https://t.me/wallet?uri=x')
    expect(win.open).not.toHaveBeenCalled()
  })
  it("an app's own scheme cannot open there", () => {
    const win = miniApp()
    expect(openAppLink(win, { kind: 'deep', base: 'w:', href: 'w://wc?uri=x' })).toBe(false)
    expect(win.open).not.toHaveBeenCalled()
  })
  it("Telegram's script in an ordinary browser (no launch data) is not a Mini App", () => {
    const win = miniApp('')
    openAppLink(win, { kind: 'deep', base: 'w:', href: 'w://wc?uri=x' })
    expect(win.open).toHaveBeenCalledWith('w://wc?uri=x', '_self')
  })
})

describe('a link-mode link (a request in the wallet’s universal link)', () => {
  const link = 'https://w.example/wc?wc_ev=AQID&topic=t'

  it('opens in a new tab the page is then cut off from; a blocked one is reported, so the request goes by the relay', () => {
    const tab = { opener: {} as unknown }
    const win = { open: vi.fn(() => tab) } as unknown as Window & { open: ReturnType<typeof vi.fn> }
    expect(openLinkModeLink(win, link)).toBe(true)
    expect(win.open).toHaveBeenCalledWith(link, '_blank')
    expect(tab.opener).toBeNull()
    const blocked = { open: vi.fn(() => null) } as unknown as Window
    expect(openLinkModeLink(blocked, link)).toBe(false)
  })

  it('is never anything but an http(s) link', () => {
    const win = { open: vi.fn(() => ({})) } as unknown as Window & { open: ReturnType<typeof vi.fn> }
    expect(openLinkModeLink(win, 'wallet://wc?wc_ev=AQID&topic=t')).toBe(false)
    expect(openLinkModeLink(win, 'javascript:alert(1)')).toBe(false)
    expect(win.open).not.toHaveBeenCalled()
  })

  it('in a Telegram Mini App, opens through Telegram.WebApp.openLink', () => {
    const openLink = vi.fn()
    const win = { open: vi.fn(), Telegram: { WebApp: { initData: 'query_id=1&user=%7B%7D&auth_date=1&hash=x', openLink, openTelegramLink: vi.fn() } } } as unknown as Window
    expect(openLinkModeLink(win, link)).toBe(true)
    expect(openLink).toHaveBeenCalledWith(link)
  })
})
