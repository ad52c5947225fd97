// A wallet's own in-app browser (MetaMask, Coinbase Wallet, Trust, Rainbow, OKX, Phantom...): a
// phone's page with that wallet's provider injected. A phone has no browser extensions, so an
// injected wallet on a phone is the browser's own wallet; its user agent, where the app names
// itself there, picks it out among several injected providers (a wallet browser may also answer
// as window.ethereum under another wallet's flags). Trust's Android browser, for one, keeps the
// system webview's user agent: the injected provider alone tells it.
import type { Connector } from '../../kernel/index.ts'

export interface WalletBrowser {
  /** The wallet's name, as its app is called. */
  name: string
  /** The reverse-DNS ids its provider announces (EIP-6963, or its Wallet Standard name). */
  rdns: readonly string[]
}

/** Wallet apps whose in-app browser names itself in its user agent, and how. */
const WALLET_BROWSERS: readonly (WalletBrowser & { userAgent: RegExp })[] = [
  { name: 'MetaMask', userAgent: /\bMetaMaskMobile\b/i, rdns: ['io.metamask', 'io.metamask.mobile'] },
  { name: 'Coinbase Wallet', userAgent: /\bCoinbase(?:Wallet|WalletRN|Browser)\b/i, rdns: ['com.coinbase.wallet'] },
  { name: 'Trust Wallet', userAgent: /\bTrust(?:Wallet)?\/\d/i, rdns: ['com.trustwallet.app'] },
  { name: 'Rainbow', userAgent: /\bRainbow\/\d/i, rdns: ['me.rainbow'] },
  { name: 'OKX Wallet', userAgent: /\bOKApp\/|\bOKEx\//i, rdns: ['com.okex.wallet'] },
  { name: 'Phantom', userAgent: /\bPhantom\/\d/i, rdns: ['app.phantom'] },
]

/** An iPhone, iPad (iPadOS reports a Mac with touch) or Android phone, by its user agent. */
export function isPhone(userAgent: string, maxTouchPoints = 0): boolean {
  return /Android|iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1)
}

/** The wallet app whose in-app browser this user agent names, if it names one. */
export function walletBrowserOf(userAgent: string): WalletBrowser | undefined {
  const found = WALLET_BROWSERS.find((browser) => browser.userAgent.test(userAgent))
  return found && { name: found.name, rdns: found.rdns }
}

/** Connector types that stand for a wallet injected into the page. */
const INJECTED_TYPES: ReadonlySet<string> = new Set(['ANNOUNCED', 'INJECTED', 'MULTI_CHAIN'])

const lower = (value: string | undefined) => value?.trim().toLowerCase() ?? ''

function isWallet(connector: Connector, browser: WalletBrowser): boolean {
  const all = [connector, ...(connector.connectors ?? [])]
  return all.some((c) => browser.rdns.includes(lower(c.info?.rdns)) || lower(c.name) === lower(browser.name))
}

/**
 * The wallet whose in-app browser the page runs in: on a phone, the injected wallet its user agent
 * names, else the first injected wallet; undefined off a phone or with no wallet injected.
 */
export function inAppWallet(connectors: readonly Connector[], userAgent: string, maxTouchPoints = 0): Connector | undefined {
  if (!isPhone(userAgent, maxTouchPoints)) return undefined
  // an announced wallet names itself; the bare window.ethereum connector is the last resort
  const injected = connectors.filter((c) => INJECTED_TYPES.has(c.type)).sort((a, b) => Number(a.type === 'INJECTED') - Number(b.type === 'INJECTED'))
  const browser = walletBrowserOf(userAgent)
  return (browser && injected.find((c) => isWallet(c, browser))) ?? injected[0]
}
