// The wallet's own links, each carrying the pairing URI (shown in the ConnectingWalletConnect view).
import type { ExplorerWallet } from 'portico'
import { safeLinkUrl } from '../../../ui/kit/index.ts'

export interface PairingLink {
  /** Which of the wallet's links: its mobile app, desktop app or web app. */
  kind: 'mobile' | 'desktop' | 'web'
  label: string
  /** The wallet's link as listed (what 'deepLinkChoice' remembers). */
  base: string
  /** The link with the pairing URI. */
  href: string
}

const FIELDS = [
  { field: 'mobile_link', kind: 'mobile', label: 'Open mobile app' },
  { field: 'desktop_link', kind: 'desktop', label: 'Open desktop app' },
  { field: 'webapp_link', kind: 'web', label: 'Open web app' },
] as const

/**
 * The pairing URI on a wallet link. A native scheme follows WalletConnect's convention
 * (`rainbow://wc?uri=…`); an http(s) link (universal link, web app) keeps its path and gets
 * `?uri=…` (or `&uri=…`), the way a WalletKit web wallet reads it.
 */
export function withPairingUri(link: string, uri: string): string {
  const encoded = encodeURIComponent(uri)
  if (/^https?:/i.test(link)) {
    const url = new URL(link)
    url.hash = ''
    url.searchParams.delete('uri')
    const search = url.search
    return `${url.origin}${url.pathname}${search ? `${search}&` : '?'}uri=${encoded}`
  }
  const scheme = link.includes('://') ? link : `${link.replace(/:+$/, '').replace(/\/+$/, '')}://`
  return `${scheme.endsWith('/') ? scheme : `${scheme}/`}wc?uri=${encoded}`
}

/** Which links open anything on this device: a phone opens the mobile app, a computer the desktop app; both the web app. */
const KINDS_FOR: Record<'mobile' | 'desktop', readonly PairingLink['kind'][]> = { mobile: ['mobile', 'web'], desktop: ['desktop', 'web'] }

/** The wallet's safe links for this device with `uri` appended; each base link once. */
export function pairingLinks(wallet: Partial<ExplorerWallet> | undefined, uri: string, device: 'mobile' | 'desktop' = 'desktop'): PairingLink[] {
  if (!wallet) return []
  const links: PairingLink[] = []
  for (const { field, kind, label } of FIELDS) {
    if (!KINDS_FOR[device].includes(kind)) continue
    const raw = wallet[field]
    const base = safeLinkUrl(typeof raw === 'string' ? raw : undefined, { allowAppSchemes: kind !== 'web' })
    if (!base || links.some((l) => l.base === base)) continue
    links.push({ kind, label, base, href: withPairingUri(base, uri) })
  }
  return links
}

/** A pairing URI is treated as expired 10 s before its 4-minute lifetime ends. */
export const EXPIRY_MARGIN_MS = 10_000

/** When the URI's `expiryTimestamp` (seconds) minus the margin passes, in ms; undefined if it has none. */
export function staleAt(uri: string): number | undefined {
  const match = /[?&]expiryTimestamp=(\d+)/.exec(uri)
  return match ? Number(match[1]) * 1000 - EXPIRY_MARGIN_MS : undefined
}
