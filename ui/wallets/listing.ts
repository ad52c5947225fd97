// Pure rules over wallet listing entries (wallet listing entries): which entries a
// visitor may see, which are already installed, and the image to show. Listing data is untrusted.
import type { Connector, CustomWallet, Explorer, ExplorerWallet } from '../../kernel/index.ts'
import { isSafeRemoteImageUrl } from '../components/safe-image-url.ts'

export interface ListingFilter {
  /** `excludeWalletIds`: matched against id, rdns and name, case-insensitively. */
  excluded: readonly string[]
  /** `includeWalletIds`: when given, only these ids. */
  included: readonly string[]
  /** On mobile only wallets with a mobile link. */
  mobile: boolean
}

const lower = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : undefined)

/** Hidden by `excludeWalletIds`, by id, rdns or name. */
export function isExcludedWallet(wallet: ExplorerWallet, excluded: readonly string[]): boolean {
  if (excluded.length === 0) return false
  const keys = [wallet.id, wallet.rdns, wallet.name].map(lower).filter(Boolean)
  return excluded.some((e) => keys.includes(lower(e)))
}

/** A phone keeps the wallets with a mobile link; a web app alone does not count (it cannot take the pairing deep link). */
export function hasMobileLink(wallet: ExplorerWallet): boolean {
  return Boolean(wallet.mobile_link?.trim())
}

/** Whether a listing entry may show, under the dApp's options and the device. */
export function keepWallet(wallet: ExplorerWallet, filter: ListingFilter): boolean {
  if (!wallet || typeof wallet.id !== 'string' || !wallet.id || typeof wallet.name !== 'string') return false
  if (filter.included.length > 0 && !filter.included.includes(wallet.id)) return false
  if (isExcludedWallet(wallet, filter.excluded)) return false
  if (filter.mobile && !hasMobileLink(wallet)) return false
  return true
}

/** Connectors that stand for an installed or announced wallet (not WalletConnect or the email login). */
function installedConnectors(connectors: readonly Connector[]): Connector[] {
  return connectors
    .flatMap((c) => [c, ...(c.connectors ?? [])])
    .filter((c) => c.type !== 'WALLET_CONNECT' && c.type !== 'AUTH')
}

/**
 * The installed connector that is this listing wallet, matched by explorer id, rdns or name
 *, or undefined. A merged connector is returned whole.
 */
export function installedConnectorFor(connectors: readonly Connector[], wallet: Pick<ExplorerWallet, 'id' | 'name' | 'rdns'>): Connector | undefined {
  const rdns = lower(wallet.rdns)
  const name = lower(wallet.name)
  const matches = (c: Connector) =>
    c.explorerId === wallet.id || (rdns !== undefined && rdns !== '' && lower(c.info?.rdns) === rdns) || (name !== undefined && name !== '' && lower(c.name) === name)
  for (const c of connectors) {
    if (installedConnectors([c]).some(matches)) return c
  }
  return undefined
}

/** Drops repeated ids, keeping the first. */
export function uniqueWallets<W extends { id: string }>(wallets: readonly W[]): W[] {
  const seen = new Set<string>()
  return wallets.filter((w) => (seen.has(w.id) ? false : (seen.add(w.id), true)))
}

/**
 * The image to load for a listing wallet: the explorer's image for its `image_id`, else its own
 * `image_url`; only http(s) or same-origin URLs (images come from `getWalletImage`).
 */
export function walletImageSrc(wallet: Pick<ExplorerWallet, 'image_id' | 'image_url'>, explorer: Explorer | undefined): string | undefined {
  const candidates: unknown[] = []
  if (explorer && typeof wallet.image_id === 'string' && wallet.image_id.trim()) candidates.push(explorer.walletImageUrl(wallet.image_id))
  candidates.push(wallet.image_url)
  for (const url of candidates) if (typeof url === 'string' && isSafeRemoteImageUrl(url)) return url
  return undefined
}

/** An integrator's `customWallets` entry as a listing entry. */
export function customWalletEntry(custom: CustomWallet): ExplorerWallet {
  return {
    id: custom.id,
    name: custom.name,
    homepage: custom.homepage,
    image_url: custom.image_url,
    mobile_link: custom.mobile_link,
    desktop_link: custom.desktop_link,
    webapp_link: custom.webapp_link,
  }
}

/** A listing wallet's display name: untrusted, so trimmed and never empty. */
export const walletName = (wallet: ExplorerWallet | undefined): string =>
  (typeof wallet?.name === 'string' && wallet.name.trim()) || 'Wallet'
