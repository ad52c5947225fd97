import { describe, expect, it, vi } from 'vitest'
import { outLinkProps } from './out-link.ts'
import { UA } from './webview-user-agents.ts'

const page = (userAgent: string, more: object = {}) => ({ navigator: { userAgent }, ...more }) as unknown as Window

describe('a link to another site', () => {
  it.each(['safariIOS', 'chromeIOS', 'chromeAndroid', 'chromeDesktop'] as const)('in a browser (%s) opens a new tab', (ua) => {
    expect(outLinkProps(page(UA[ua]), 'https://warpcast.com/~/siwf?x=1')).toEqual({ target: '_blank' })
  })

  it.each(['warpcastIOS', 'instagramIOS', 'instagramAndroid', 'facebookIOS', 'xIOS', 'xAndroid', 'telegramAndroid', 'androidWebView', 'iosWebView'] as const)(
    "in an app's webview (%s), where a new tab does not open, opens in this tab",
    (ua) => {
      const props = outLinkProps(page(UA[ua]), 'https://app.example/wc?uri=x')
      expect(props).toEqual({})
      expect(props.target).toBeUndefined()
    },
  )

  it("in a Telegram Mini App opens through Telegram's openLink (t.me links through openTelegramLink), never by following the link", () => {
    const WebApp = { initData: 'query_id=1&hash=2', openLink: vi.fn(), openTelegramLink: vi.fn() }
    const win = page(UA.safariIOS, { Telegram: { WebApp } })
    const event = { preventDefault: vi.fn() }
    const web = outLinkProps(win, 'https://app.example/wc?uri=x')
    expect(web.target).toBeUndefined()
    web.onClick!(event)
    expect(event.preventDefault).toHaveBeenCalledOnce()
    expect(WebApp.openLink).toHaveBeenCalledWith('https://app.example/wc?uri=x')
    outLinkProps(win, 'https://t.me/wallet?startapp=x').onClick!(event)
    expect(WebApp.openTelegramLink).toHaveBeenCalledWith('https://t.me/wallet?startapp=x')
    expect(WebApp.openLink).toHaveBeenCalledOnce()
  })

  it("Telegram's script in an ordinary browser (no launch data) is not a Mini App: a new tab", () => {
    const WebApp = { initData: '', openLink: vi.fn(), openTelegramLink: vi.fn() }
    expect(outLinkProps(page(UA.chromeAndroid, { Telegram: { WebApp } }), 'https://app.example')).toEqual({ target: '_blank' })
  })

  it('with no window (a server render) is a new-tab link', () => {
    expect(outLinkProps(undefined, 'https://app.example')).toEqual({ target: '_blank' })
  })
})
