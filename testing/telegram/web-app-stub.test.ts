// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { installTelegramWebApp, type TelegramCall } from './web-app-stub.ts'

const w = window as unknown as { Telegram?: { WebApp?: Record<string, unknown> & { openLink(url: string): void } }; __telegramCalls?: TelegramCall[] }
afterEach(() => {
  delete w.Telegram
  delete w.__telegramCalls
})

describe("the Telegram Mini App stub", () => {
  it("has the WebApp object's shape, with launch data", () => {
    installTelegramWebApp({ platform: 'android' })
    const app = w.Telegram!.WebApp!
    expect(app.platform).toBe('android')
    expect(app.initData).toMatch(/hash=/)
    for (const method of ['ready', 'expand', 'close', 'openLink', 'openTelegramLink', 'onEvent', 'offEvent', 'sendData']) expect(typeof app[method]).toBe('function')
  })

  it('records the calls it gets instead of reaching Telegram', () => {
    installTelegramWebApp()
    w.Telegram!.WebApp!.openLink('https://wallet.example/wc?uri=x')
    expect(w.__telegramCalls).toEqual([{ method: 'openLink', args: ['https://wallet.example/wc?uri=x'] }])
  })
})
