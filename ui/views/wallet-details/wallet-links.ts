import type { ExplorerWallet } from '../../../kernel/index.ts'
import { safeLinkUrl } from '../../components/safe-link-url.ts'

export interface WalletLink {
  /** The link's accessible name. */
  label: string
  href: string
  /** A web page (opens in a new tab) or the wallet app's own scheme (opens the app). */
  kind: 'web' | 'app'
}

const FIELDS: { field: keyof ExplorerWallet; label: string; app?: boolean }[] = [
  { field: 'mobile_link', label: 'Mobile app', app: true },
  { field: 'desktop_link', label: 'Desktop app', app: true },
  { field: 'webapp_link', label: 'Web app' },
  { field: 'app_store', label: 'App Store' },
  { field: 'play_store', label: 'Google Play' },
  { field: 'chrome_store', label: 'Chrome Web Store' },
  { field: 'homepage', label: 'Website' },
]

/**
 * The wallet's links that may be links: web pages over http(s), and app deep links in any scheme
 * but a script-running or local one (safe-link-url.ts). Each href once.
 */
export function walletLinks(wallet: Partial<ExplorerWallet> | undefined): WalletLink[] {
  if (!wallet) return []
  const links: WalletLink[] = []
  for (const { field, label, app } of FIELDS) {
    const raw = wallet[field]
    const href = safeLinkUrl(typeof raw === 'string' ? raw : undefined, { allowAppSchemes: app })
    if (!href || links.some((l) => l.href === href)) continue
    links.push({ label, href, kind: /^https?:/i.test(href) ? 'web' : 'app' })
  }
  return links
}
