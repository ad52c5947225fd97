import { describe, expect, it } from 'vitest'
import { webviewOf } from './webview.ts'
import { UA } from './webview-user-agents.ts'

describe('webviewOf: the app whose webview the page runs in', () => {
  it.each([
    ['warpcastIOS', 'Farcaster'],
    ['instagramIOS', 'Instagram'],
    ['instagramAndroid', 'Instagram'],
    ['facebookIOS', 'Facebook'],
    ['xIOS', 'X'],
    ['xAndroid', 'X'],
    ['telegramAndroid', 'Telegram'],
  ] as const)('%s → %s', (ua, app) => {
    expect(webviewOf(UA[ua])).toEqual({ app })
  })

  it("an app's webview that names no app: Android's (\"; wv)\") and an iPhone app's (no Safari/ token)", () => {
    expect(webviewOf(UA.androidWebView)).toEqual({})
    expect(webviewOf(UA.iosWebView)).toEqual({})
  })

  it("Telegram's iOS webview keeps Safari's user agent: its bridge or a Mini App's launch data tells it", () => {
    expect(webviewOf(UA.safariIOS, { TelegramWebviewProxy: {} })).toEqual({ app: 'Telegram' })
    expect(webviewOf(UA.safariIOS, { Telegram: { WebApp: { initData: 'query_id=1&hash=2' } } })).toEqual({ app: 'Telegram' })
    // Telegram's script in an ordinary browser defines the object with no launch data
    expect(webviewOf(UA.safariIOS, { Telegram: { WebApp: { initData: '' } } })).toBeUndefined()
  })

  it.each(['safariIOS', 'chromeIOS', 'chromeAndroid', 'chromeDesktop'] as const)('%s is a browser, no webview', (ua) => {
    expect(webviewOf(UA[ua], {})).toBeUndefined()
  })
})
