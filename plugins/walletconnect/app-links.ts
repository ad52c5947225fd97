// A phone opens a listing wallet's app with the pairing URI: the wallet's universal link where the
// listing has one, else its deep link (its own scheme), and, when the app does not answer, its
// store page. Listing data is untrusted: every link is checked before it is used.
import type { ExplorerWallet } from 'portico'
import { openThroughTelegram, safeLinkUrl, telegramWebApp } from '../../ui/kit/index.ts'
import { withPairingUri } from './pairing-uri.ts'

export interface AppLink {
  /** A universal link (https, the OS hands it to the app) or the app's own scheme. */
  kind: 'universal' | 'deep'
  /** The wallet's link as listed (what the deep-link choice remembers). */
  base: string
  /** The link carrying the pairing URI. */
  href: string
}

export type PhonePlatform = 'ios' | 'android' | 'other'

/** The phone's platform, from its user agent (iPadOS reports a Mac with touch). */
export function phonePlatform(userAgent: string, maxTouchPoints = 0): PhonePlatform {
  if (/Android/i.test(userAgent)) return 'android'
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1)) return 'ios'
  return 'other'
}

/** The wallet's universal link: its listed link-mode URL, else a mobile link that is itself http(s). */
export function universalLinkOf(wallet: Partial<ExplorerWallet>): string | undefined {
  const linkMode = safeLinkUrl(wallet.link_mode ?? undefined)
  if (linkMode) return linkMode
  const mobile = safeLinkUrl(wallet.mobile_link ?? undefined)
  return mobile && /^https?:/i.test(mobile) ? mobile : undefined
}

/** The wallet's link-mode universal link, when its listing names one (the wallet takes link-mode envelopes there). */
export function linkModeLinkOf(wallet: Partial<ExplorerWallet>): string | undefined {
  const link = safeLinkUrl(wallet.link_mode ?? undefined)
  return link && /^https?:\/\//i.test(link) ? link : undefined
}

/** The link that opens `wallet`'s app with `uri`: its universal link where listed, else its deep link. */
export function appLinkFor(wallet: Partial<ExplorerWallet> | undefined, uri: string): AppLink | undefined {
  if (!wallet) return undefined
  const universal = universalLinkOf(wallet)
  if (universal) return { kind: 'universal', base: universal, href: withPairingUri(universal, uri) }
  const deep = safeLinkUrl(wallet.mobile_link ?? undefined, { allowAppSchemes: true })
  if (!deep || /^https?:/i.test(deep)) return undefined
  return { kind: 'deep', base: deep, href: withPairingUri(deep, uri) }
}

export interface StoreLink {
  store: 'app_store' | 'play_store'
  href: string
}

/** The store pages to offer when the app did not answer: this platform's store, or both when unknown. */
export function storeLinksFor(wallet: Partial<ExplorerWallet> | undefined, platform: PhonePlatform): StoreLink[] {
  if (!wallet) return []
  const stores: StoreLink['store'][] = platform === 'ios' ? ['app_store'] : platform === 'android' ? ['play_store'] : ['app_store', 'play_store']
  return stores.flatMap((store) => {
    const href = safeLinkUrl(wallet[store] ?? undefined)
    return href ? [{ store, href }] : []
  })
}

/**
 * Opens `link` now, inside the tap that asked for it (a window opened later is a popup the browser
 * blocks, and a phone hands a link to an app only from a tap); false when it cannot open here.
 * A universal link opens a new tab that the OS turns into the app (when the app is missing, the
 * wallet's page shows there and this page stays); the app's own scheme navigates this page's top
 * window, which the OS hands to the app without leaving the page. In a Telegram Mini App, whose
 * webview navigates itself to any link, links go through Telegram: t.me links (Telegram-native
 * wallets) with openTelegramLink, others with openLink; an app's own scheme cannot open there.
 */
export function openAppLink(win: Window, link: AppLink): boolean {
  const telegram = telegramWebApp(win)
  if (telegram) {
    if (link.kind !== 'universal') return false
    openThroughTelegram(telegram, link.href)
    return true
  }
  if (link.kind === 'universal') {
    win.open(link.href, '_blank', 'noopener,noreferrer')
    return true
  }
  win.open(link.href, win.top !== win ? '_top' : '_self')
  return true
}

/**
 * Opens a link-mode link (a universal link carrying a request's envelope) now, in the tap that asked
 * for the request; false when it cannot open here (a blocked popup, a Mini App without it), and the
 * request then goes through the relay.
 */
export function openLinkModeLink(win: Window, href: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false
  const telegram = telegramWebApp(win)
  if (telegram) {
    openThroughTelegram(telegram, href)
    return true
  }
  // without 'noopener', whose window.open always returns null, so a blocked open is seen; the
  // opened page is then cut off from this one
  const opened = win.open(href, '_blank')
  if (!opened) return false
  opened.opener = null
  return true
}

/**
 * How long the view waits for the wallet's app to answer before it offers the app's store page
 * ("Don't have <wallet>?"): an installed app takes the link within a second or two, and a visitor
 * who came back from it unanswered is still shown "Continue in <wallet>" first.
 */
export const NO_ANSWER_MS = 5_000
