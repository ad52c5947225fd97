// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKENS, type ExplorerWallet } from 'portico'
import type { AppKit } from '../../../ui/app-kit/create-app-kit.ts'
import { axeViolations } from '../../../ui/test-support/axe.ts'
import { flush, loadedAppKit, renderWith } from '../../../ui/test-support/app-kit.tsx'
import { ADDRESS, fakeEvm, rejection } from '../../../ui/test-support/fake-evm.ts'
import { mobileEnvironment, servicesPlugin } from '../../../ui/test-support/fake-explorer.ts'
import ConnectingWalletConnectView, { title } from './connecting-walletconnect-view.tsx'
import { fakeWalletConnect, pairingUri } from './test-support.ts'
import { NO_ANSWER_MS } from '../app-links.ts'
import { walletConnectParts } from '../walletconnect-parts.ts'

vi.mock('../../../ui/app-kit/load-modal.ts', () => ({ loadModal: () => new Promise(() => {}), loadedModal: () => undefined }))

const rainbow: ExplorerWallet = {
  id: 'rainbow',
  name: 'Rainbow',
  mobile_link: 'rainbow://',
  desktop_link: 'javascript:alert(1)',
  webapp_link: 'http://127.0.0.1:14003/mobile/',
}

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.dispose()
  vi.useRealTimers()
})

async function setup(wallet: ExplorerWallet = rainbow, { mobile = false, locale }: { mobile?: boolean; locale?: string } = {}) {
  const evm = fakeEvm()
  const wc = fakeWalletConnect()
  const device = servicesPlugin({ environment: mobile ? mobileEnvironment() : { window, isMobile: () => false } })
  // the fake stands in for walletConnect()'s adapter; its catalogs come from the real plugin's parts
  const catalogs = { id: 'walletconnect-messages', messages: walletConnectParts({}).messages }
  const t = await loadedAppKit({ plugins: [evm.plugin, wc.plugin, device, catalogs], ...(locale ? { locale } : {}) }, evm)
  appKit = t.appKit
  act(() => {
    t.kernel.get(TOKENS.modal).open()
    t.kernel.get(TOKENS.router).push('ConnectingWalletConnect', { wallet })
  })
  renderWith(appKit, <ConnectingWalletConnectView data={{ wallet }} />)
  await act(flush)
  return { ...t, wc: wc.controls }
}

const qr = () => screen.queryByRole('img', { name: 'QR code for Rainbow' })

describe('ConnectingWalletConnect view', () => {
  it('is titled by the wallet name', async () => {
    const { kernel } = await setup()
    expect(typeof title === 'function' && title({ data: { wallet: rainbow }, kernel })).toBe('Rainbow')
  })

  it('connects once on mount and shows the QR code of each new URI', async () => {
    const { wc } = await setup()
    expect(wc.connectCalls).toEqual(['walletConnect'])
    expect(qr()).toBeNull()
    expect(screen.getByRole('button', { name: 'Copy link' }).hasAttribute('disabled')).toBe(true)

    const first = pairingUri('a1')
    act(() => wc.uri$.next(first))
    expect(qr()?.getAttribute('data-uri')).toBe(first)
    expect(qr()?.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/)
    expect(await axeViolations(document.body)).toEqual([])

    const second = pairingUri('b2')
    act(() => wc.uri$.next(second))
    expect(qr()?.getAttribute('data-uri')).toBe(second)
    act(() => wc.uri$.next(null))
    expect(qr()).toBeNull()
  })

  it('never shows a URI past its lifetime', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const { wc } = await setup()
    act(() => wc.uri$.next(pairingUri('old', 5))) // already within the 10 s margin
    expect(qr()).toBeNull()
    act(() => wc.uri$.next(pairingUri('soon', 20)))
    expect(qr()).not.toBeNull()
    await act(async () => {
      vi.advanceTimersByTime(11_000)
    })
    expect(qr()).toBeNull()
  })

  it('on a computer: the QR code, the desktop and web app links, never the phone app link', async () => {
    const { wc } = await setup({ ...rainbow, desktop_link: 'rainbow-desktop://' })
    act(() => wc.uri$.next(pairingUri('c2')))
    expect(qr()).not.toBeNull()
    expect(screen.getByText('Scan this QR code with Rainbow, or open it with a link below.')).toBeTruthy()
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['Open desktop app', 'Open web app'])
  })

  it("on a phone, a wallet with only a web app: no QR code; its link with the URI, and the one chosen is remembered", async () => {
    const webOnly: ExplorerWallet = { id: 'web', name: 'Rainbow', webapp_link: 'http://127.0.0.1:14003/mobile/', desktop_link: 'javascript:alert(1)' }
    const { wc, kernel } = await setup(webOnly, { mobile: true })
    const uri = pairingUri('c3')
    act(() => wc.uri$.next(uri))
    expect(qr()).toBeNull()
    expect(screen.getByText('Open Rainbow to connect, or copy the link into it.')).toBeTruthy()
    const web = screen.getByRole('link', { name: 'Open web app' })
    expect(web.getAttribute('href')).toBe(`http://127.0.0.1:14003/mobile/wc?uri=${encodeURIComponent(uri)}`)
    expect(web.getAttribute('target')).toBe('_blank')
    expect(screen.queryByRole('link', { name: 'Open desktop app' })).toBeNull() // a script link is never a link
    expect(await axeViolations(document.body)).toEqual([])

    expect(web.getAttribute('data-chosen')).toBeNull()
    web.addEventListener('click', (e) => e.preventDefault())
    fireEvent.click(web)
    expect(kernel.get(TOKENS.storage).get('deepLinkChoice')).toEqual({ href: 'http://127.0.0.1:14003/mobile/', name: 'Rainbow' })
    // marked at once, not only the next time the view shows: a visible tag, announced as the description
    const marked = screen.getByRole('link', { name: 'Open web app' })
    expect(marked.getAttribute('data-chosen')).toBe('true')
    expect(marked.textContent).toContain('Last used')
    expect(screen.getByRole('link', { name: 'Open web app', description: 'Opens in a new tab Last used' })).toBe(marked)
    expect(await axeViolations(document.body)).toEqual([])
  })

  it("in an app's webview (Farcaster's), where a new tab does not open, a web app's link opens in this tab; in a Telegram Mini App through Telegram", async () => {
    const webOnly: ExplorerWallet = { id: 'web', name: 'Rainbow', webapp_link: 'http://127.0.0.1:14003/mobile/' }
    Object.defineProperty(navigator, 'userAgent', { value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Warpcast/1.0.62', configurable: true })
    const { wc } = await setup(webOnly, { mobile: true })
    act(() => wc.uri$.next(pairingUri('d1')))
    const web = screen.getByRole('link', { name: 'Open web app' })
    expect(web.hasAttribute('target')).toBe(false)
    expect(screen.queryByRole('link', { name: 'Open web app', description: 'Opens in a new tab' })).toBeNull()
    cleanup()
    appKit?.dispose()

    const WebApp = { initData: 'query_id=1&hash=2', openLink: vi.fn(), openTelegramLink: vi.fn() }
    Object.defineProperty(window, 'Telegram', { value: { WebApp }, configurable: true })
    try {
      const telegram = await setup(webOnly, { mobile: true })
      const uri = pairingUri('d2')
      act(() => telegram.wc.uri$.next(uri))
      const link = screen.getByRole('link', { name: 'Open web app' })
      expect(link.hasAttribute('target')).toBe(false)
      // the click does not follow the link (the Mini App stays): Telegram opens it
      expect(fireEvent.click(link)).toBe(false)
      expect(WebApp.openLink).toHaveBeenCalledWith(`http://127.0.0.1:14003/mobile/wc?uri=${encodeURIComponent(uri)}`)
    } finally {
      delete (window as { Telegram?: unknown }).Telegram
    }
  })

  it('on a phone, a wallet with an app: Continue in it, Try again opens the app link again, then its store page after the delay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    Object.defineProperty(navigator, 'userAgent', { value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)', configurable: true })
    const wallet: ExplorerWallet = { ...rainbow, app_store: 'https://apps.apple.com/app/rainbow/id1', play_store: 'https://play.google.com/store/apps/details?id=me.rainbow' }
    const { wc, kernel } = await setup(wallet, { mobile: true })
    const uri = pairingUri('c4')
    act(() => wc.uri$.next(uri))
    expect(qr()).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('Continue in Rainbow')
    // no tap opened it before this view (the URI was not ready): the view opens it once the URI is there
    expect(wc.opened).toEqual([`rainbow://wc?uri=${encodeURIComponent(uri)}`])
    expect(kernel.get(TOKENS.storage).get('deepLinkChoice')).toEqual({ href: 'rainbow://', name: 'Rainbow' })
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(wc.opened).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Copy link' }).hasAttribute('disabled')).toBe(false)
    expect(screen.queryByRole('region', { name: "Don't have Rainbow?" })).toBeNull()
    await act(async () => {
      vi.advanceTimersByTime(NO_ANSWER_MS)
    })
    const dontHave = screen.getByRole('region', { name: "Don't have Rainbow?" })
    // an iPhone: the App Store only
    expect([...dontHave.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Get Rainbow on the App Store', 'https://apps.apple.com/app/rainbow/id1']])
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('in Arabic on a phone: Continue in the wallet, its buttons and the store from the catalog', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    Object.defineProperty(navigator, 'userAgent', { value: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile', configurable: true })
    const { wc } = await setup({ ...rainbow, play_store: 'https://play.google.com/store/apps/details?id=me.rainbow' }, { mobile: true, locale: 'ar' })
    act(() => wc.uri$.next(pairingUri('c5')))
    expect(screen.getByRole('status').textContent).toBe('تابع في Rainbow')
    expect(screen.getByText('افتح Rainbow للاتصال، أو انسخ الرابط إليه.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'نسخ الرابط' })).toBeTruthy()
    await act(async () => {
      vi.advanceTimersByTime(NO_ANSWER_MS)
    })
    expect(screen.getByRole('region', { name: 'ليس لديك Rainbow؟' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'احصل على Rainbow من Google Play' })).toBeTruthy()
    expect(await axeViolations(document.body)).toEqual([])
  })

  it("in an app's webview (Instagram's), the view says what to do if the wallet does not open from there; a phone browser says nothing of it", async () => {
    Object.defineProperty(navigator, 'userAgent', {
      value: 'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.105 Mobile Safari/537.36 Instagram 321.0.0.39.106 Android',
      configurable: true,
    })
    const { wc } = await setup(rainbow, { mobile: true })
    act(() => wc.uri$.next(pairingUri('c7')))
    expect(screen.getByTestId('wc-webview-note').textContent).toBe(
      "Instagram's browser may not open Rainbow. If nothing happens, open this page in your phone's browser from Instagram's menu, or copy the link into Rainbow.",
    )
    expect(await axeViolations(document.body)).toEqual([])
    cleanup()
    appKit?.dispose()

    Object.defineProperty(navigator, 'userAgent', { value: 'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.105 Mobile Safari/537.36', configurable: true })
    const unnamed = await setup(rainbow, { mobile: true })
    act(() => unnamed.wc.uri$.next(pairingUri('c8')))
    expect(screen.getByTestId('wc-webview-note').textContent).toBe("This app's browser may not open Rainbow. If nothing happens, open this page in your phone's browser, or copy the link into Rainbow.")
    cleanup()
    appKit?.dispose()

    Object.defineProperty(navigator, 'userAgent', { value: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36', configurable: true })
    const browser = await setup(rainbow, { mobile: true })
    act(() => browser.wc.uri$.next(pairingUri('c9')))
    expect(screen.getByRole('status').textContent).toBe('Continue in Rainbow')
    expect(screen.queryByTestId('wc-webview-note')).toBeNull()
  })

  it('in Spanish on a computer: the QR code named and explained in Spanish', async () => {
    const { wc } = await setup({ ...rainbow, desktop_link: 'rainbow-desktop://' }, { locale: 'es' })
    expect(screen.getByText('Preparando el código QR…')).toBeTruthy()
    act(() => wc.uri$.next(pairingUri('c6')))
    expect(screen.getByRole('img', { name: 'Código QR para Rainbow' })).toBeTruthy()
    expect(screen.getByText('Escanee este código QR con Rainbow, o ábralo con uno de los enlaces de abajo.')).toBeTruthy()
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['Abrir la aplicación de escritorio', 'Abrir la aplicación web'])
  })

  it('copies the link and says so', async () => {
    const { wc, kernel } = await setup()
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const uri = pairingUri('d4')
    act(() => wc.uri$.next(uri))
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
      await flush()
    })
    expect(writeText).toHaveBeenCalledWith(uri)
    expect(kernel.get(TOKENS.toast).get()).toMatchObject({ open: true, message: 'Link copied', variant: 'success' })
  })

  it('shows a declined connection and tries again', async () => {
    const { wc } = await setup()
    act(() => wc.uri$.next(pairingUri('e5')))
    await act(async () => {
      wc.reject(rejection())
      await flush()
    })
    expect(screen.getByRole('alert').textContent).toContain('Connection declined')
    expect(qr()).toBeNull()
    expect(await axeViolations(document.body)).toEqual([])

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(wc.connectCalls).toEqual(['walletConnect', 'walletConnect'])
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('on success the modal closes with the account connected', async () => {
    const { wc, kernel } = await setup()
    await act(async () => {
      wc.resolve({ accounts: [ADDRESS], chainId: 1 })
      await flush()
    })
    // the account shows first; the modal closes and the recent wallet is stored once that frame is painted
    await act(() => vi.waitFor(() => expect(kernel.get(TOKENS.modal).get().open).toBe(false)))
    expect(kernel.get(TOKENS.connection).account('eip155').status).toBe('connected')
    // the wallet the visitor picked is the recent one, not the WalletConnect connector
    expect(kernel.get(TOKENS.storage).get('recentWallets')).toEqual([{ id: 'rainbow', name: 'Rainbow' }])
  })
})
