import { describe, expect, it, vi } from 'vitest'
import { asksTheVisitor, openWalletForRequest, requestLinkOf } from './request-link.ts'
import type { WalletAppPage } from './session-contract.ts'

describe("a wallet's bare wc link for a request", () => {
  it('is <link>/wc for a universal link, without a pairing URI', () => {
    expect(requestLinkOf('https://metamask.app.link')).toEqual({ kind: 'universal', base: 'https://metamask.app.link/', href: 'https://metamask.app.link/wc' })
    expect(requestLinkOf('https://w.example/app/')?.href).toBe('https://w.example/app/wc')
    expect(requestLinkOf('https://w.example/app?uri=x#y')?.href).toBe('https://w.example/app/wc')
    // a listed link that is already the wallet's wc path
    expect(requestLinkOf('https://w.example/mobile/wc')?.href).toBe('https://w.example/mobile/wc')
  })

  it('is <scheme>://wc for a deep link, however the scheme is listed', () => {
    expect(requestLinkOf('metamask://')).toEqual({ kind: 'deep', base: 'metamask://', href: 'metamask://wc' })
    expect(requestLinkOf('rainbow:')?.href).toBe('rainbow://wc')
    expect(requestLinkOf('trust://wc')?.href).toBe('trust://wc')
  })

  it("keeps a Telegram-native wallet's t.me link as it is", () => {
    expect(requestLinkOf('https://t.me/wallet?attach=wallet')?.href).toBe('https://t.me/wallet?attach=wallet')
  })

  it('is none for a script or local link', () => {
    expect(requestLinkOf('javascript:alert(1)')).toBeUndefined()
    expect(requestLinkOf('file:///etc/passwd')).toBeUndefined()
    expect(requestLinkOf('')).toBeUndefined()
  })
})

describe('which requests bring the wallet forward', () => {
  it('those that ask the visitor; silent reads do not', () => {
    for (const method of ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain', 'wallet_sendCalls', 'solana_signMessage']) expect(asksTheVisitor(method)).toBe(true)
    for (const method of ['wallet_getCapabilities', 'wallet_getCallsStatus', 'eth_chainId', 'eth_accounts']) expect(asksTheVisitor(method)).toBe(false)
  })
})

describe('opening the wallet for a request', () => {
  const pageWith = (overrides: Partial<WalletAppPage> & { focused?: boolean } = {}) => {
    const open = vi.fn(() => null)
    const win = { open, top: undefined as unknown, document: { hasFocus: () => overrides.focused ?? true } } as unknown as Window
    ;(win as { top: unknown }).top = win
    const page: WalletAppPage = { isPhone: () => true, remembered: () => 'https://w.example/app', window: win, ...overrides }
    return { page, open }
  }

  it("on a phone opens the remembered wallet's universal link in a new tab", () => {
    const { page, open } = pageWith()
    expect(openWalletForRequest(page, 'personal_sign')).toBe(true)
    expect(open).toHaveBeenCalledWith('https://w.example/app/wc', '_blank', 'noopener,noreferrer')
  })

  it('a deep link navigates the top window, which the OS hands to the app', () => {
    const { page, open } = pageWith({ remembered: () => 'rainbow://' })
    expect(openWalletForRequest(page, 'eth_sendTransaction')).toBe(true)
    expect(open).toHaveBeenCalledWith('rainbow://wc', '_self')
  })

  it('in a Telegram Mini App goes through Telegram', () => {
    const { page, open } = pageWith()
    const openLink = vi.fn()
    ;(page.window as unknown as { Telegram: unknown }).Telegram = { WebApp: { initData: 'x', platform: 'ios', openLink, openTelegramLink: vi.fn() } }
    expect(openWalletForRequest(page, 'personal_sign')).toBe(true)
    expect(open).not.toHaveBeenCalled()
    expect(openLink).toHaveBeenCalledWith('https://w.example/app/wc')
  })

  it('opens nothing on a computer, for a silent read, without a remembered wallet, or with the page in the background', () => {
    for (const [overrides, method] of [
      [{ isPhone: () => false }, 'personal_sign'],
      [{}, 'wallet_getCapabilities'],
      [{ remembered: () => undefined }, 'personal_sign'],
      [{ remembered: () => 'javascript:alert(1)' }, 'personal_sign'],
      [{ focused: false }, 'personal_sign'],
    ] as const) {
      const { page, open } = pageWith(overrides)
      expect(openWalletForRequest(page, method)).toBe(false)
      expect(open).not.toHaveBeenCalled()
    }
  })
})
