import { describe, expect, it } from 'vitest'
import type { Connector } from '../../kernel/index.ts'
import { inAppWallet, isPhone, walletBrowserOf } from './wallet-browser.ts'

// User agents as the apps send them: each wallet's in-app browser appends its own token to the
// system webview's user agent (Trust's Android browser appends nothing).
const UA = {
  metamaskIOS: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 WebView MetaMaskMobile',
  metamaskAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.64 Mobile Safari/537.36 MetaMaskMobile',
  coinbaseIOS: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 CoinbaseWallet/1.0',
  coinbaseRN:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 CoinbaseWalletRN/30.13.95 (org.toshi.distribution; build:30130000; iOS 18.7)',
  trustIOS: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Trust/11.46',
  trustAndroid:
    'Mozilla/5.0 (Linux; Android 16; SM-S901U Build/BP2A.250605.031.A3; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/141.0.7390.124 Mobile Safari/537.36',
  rainbowIOS: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Rainbow/1.9.72',
  okxAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 OKApp/(OKEx/6.60.0)',
  phantomIOS: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Phantom/24.0',
  safariIOS: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  chromeDesktop: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  safariIPad: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
}

describe('walletBrowserOf: the wallet app a user agent names', () => {
  it.each([
    ['metamaskIOS', 'MetaMask'],
    ['metamaskAndroid', 'MetaMask'],
    ['coinbaseIOS', 'Coinbase Wallet'],
    ['coinbaseRN', 'Coinbase Wallet'],
    ['trustIOS', 'Trust Wallet'],
    ['rainbowIOS', 'Rainbow'],
    ['okxAndroid', 'OKX Wallet'],
    ['phantomIOS', 'Phantom'],
  ] as const)('%s → %s', (ua, name) => {
    expect(walletBrowserOf(UA[ua])?.name).toBe(name)
  })

  it.each(['trustAndroid', 'safariIOS', 'chromeAndroid', 'chromeDesktop'] as const)('%s names no wallet', (ua) => {
    expect(walletBrowserOf(UA[ua])).toBeUndefined()
  })
})

describe('isPhone', () => {
  it('iPhone and Android user agents, and an iPad reporting a Mac with touch', () => {
    expect(isPhone(UA.safariIOS)).toBe(true)
    expect(isPhone(UA.chromeAndroid)).toBe(true)
    expect(isPhone(UA.safariIPad, 5)).toBe(true)
    expect(isPhone(UA.safariIPad, 0)).toBe(false)
    expect(isPhone(UA.chromeDesktop)).toBe(false)
  })
})

const announced = (name: string, rdns: string): Connector => ({ id: rdns, name, type: 'ANNOUNCED', chain: 'eip155', info: { rdns } })
const metamask = announced('MetaMask', 'io.metamask')
const coinbase = announced('Coinbase Wallet', 'com.coinbase.wallet')
const trust = announced('Trust Wallet', 'com.trustwallet.app')
const sandbox = announced('Sandbox Wallet', 'org.portico.sandbox')
const bare: Connector = { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' }
const walletConnect: Connector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }
const email: Connector = { id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' }

describe('inAppWallet: the wallet whose browser the page runs in', () => {
  it.each([
    ['metamaskIOS', [walletConnect, coinbase, metamask], metamask],
    ['metamaskAndroid', [walletConnect, metamask], metamask],
    ['coinbaseIOS', [walletConnect, metamask, coinbase], coinbase],
    ['coinbaseRN', [coinbase], coinbase],
    // Trust's Android browser names nothing: its injected wallet is the one
    ['trustAndroid', [walletConnect, email, trust], trust],
    ['trustIOS', [bare, trust], trust],
  ] as const)('%s with its wallet injected → that wallet', (ua, connectors, wallet) => {
    expect(inAppWallet(connectors, UA[ua])).toBe(wallet)
  })

  it("the user agent's wallet not among the injected ones: the injected wallet, an announced one before window.ethereum", () => {
    expect(inAppWallet([walletConnect, bare, sandbox], UA.metamaskIOS)).toBe(sandbox)
    expect(inAppWallet([walletConnect, bare], UA.rainbowIOS)).toBe(bare)
  })

  it('a merged wallet (the same wallet on several chains) is matched by any of its parts', () => {
    const merged: Connector = { id: 'phantom', name: 'Phantom', type: 'MULTI_CHAIN', chain: 'eip155', connectors: [announced('Phantom', 'app.phantom')] }
    expect(inAppWallet([metamask, merged], UA.phantomIOS)).toBe(merged)
  })

  it('a phone browser with no wallet injected, or any computer, is no wallet browser', () => {
    expect(inAppWallet([walletConnect, email], UA.safariIOS)).toBeUndefined()
    expect(inAppWallet([walletConnect], UA.metamaskIOS)).toBeUndefined()
    expect(inAppWallet([walletConnect, metamask], UA.chromeDesktop)).toBeUndefined()
    expect(inAppWallet([metamask], UA.safariIPad, 0)).toBeUndefined()
    expect(inAppWallet([metamask], UA.safariIPad, 5)).toBe(metamask)
  })
})
