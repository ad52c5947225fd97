// The wallet's own links, each carrying the pairing URI (the WalletConnect connecting view).
import type { ExplorerWallet } from 'portico'
import { safeLinkUrl } from '../../../ui/kit/index.ts'
import { withPairingUri } from '../pairing-uri.ts'

export { EXPIRY_MARGIN_MS, staleAt, withPairingUri } from '../pairing-uri.ts'

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
