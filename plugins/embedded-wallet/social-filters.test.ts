import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES } from 'portico'
import { isMessagingApp, platformOf, visibleSocials } from './social-filters.ts'

const UA = {
  iosSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iosInstagram: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 320.0.0.34.109',
  iosFacebook: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/21E236 [FBAN/FBIOS;FBAV/455.0.0.41.109;FBBV/600]',
  androidWhatsApp: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0 Mobile Safari/537.36 WhatsApp/2.24.9',
  androidTelegram: 'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 Telegram-Android/10.12.0',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  macLine: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Line/14.5.0',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  linuxChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
}
const ALL = DEFAULT_FEATURES.socials as readonly ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']

describe('social filters (order, messaging apps)', () => {
  it('tells the platform, iOS before Mac (an iPhone says "like Mac OS X")', () => {
    expect(platformOf(UA.iosSafari)).toBe('ios')
    expect(platformOf(UA.androidChrome)).toBe('android')
    expect(platformOf(UA.macSafari)).toBe('mac')
    expect(platformOf(UA.linuxChrome)).toBe('other')
  })

  it('recognizes messaging apps by user agent, and Telegram by its webview bridge', () => {
    for (const ua of [UA.iosInstagram, UA.iosFacebook, UA.androidWhatsApp, UA.androidTelegram, UA.macLine]) expect(isMessagingApp(ua)).toBe(true)
    for (const ua of [UA.iosSafari, UA.androidChrome, UA.macSafari, UA.linuxChrome]) expect(isMessagingApp(ua)).toBe(false)
    expect(isMessagingApp(UA.iosSafari, { TelegramWebviewProxy: {} })).toBe(true)
    // a Telegram Mini App: its WebApp object with launch data; Telegram's script alone defines it empty
    expect(isMessagingApp(UA.iosSafari, { Telegram: { WebApp: { initData: 'query_id=1&hash=2' } } })).toBe(true)
    expect(isMessagingApp(UA.iosSafari, { Telegram: { WebApp: { initData: '' } } })).toBe(false)
  })

  it('keeps the order outside messaging apps, and what features.socials lists', () => {
    expect(visibleSocials(ALL, UA.iosSafari)).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(visibleSocials(['github', 'google'], UA.linuxChrome)).toEqual(['github', 'google'])
    expect(visibleSocials(false, UA.linuxChrome)).toEqual([])
  })

  it('inside a messaging app hides google on iOS, x on Mac, facebook and x on Android', () => {
    expect(visibleSocials(ALL, UA.iosInstagram)).toEqual(['x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(visibleSocials(ALL, UA.macLine)).toEqual(['google', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(visibleSocials(ALL, UA.androidWhatsApp)).toEqual(['google', 'discord', 'farcaster', 'github', 'apple'])
  })
})
