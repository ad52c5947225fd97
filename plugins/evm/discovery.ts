// EIP-6963 multi-wallet discovery: listen for announcements, then ask every wallet to announce.
import { isProvider, type Eip1193Provider } from './eip1193.ts'

export const ANNOUNCE_EVENT = 'eip6963:announceProvider'
export const REQUEST_EVENT = 'eip6963:requestProvider'

/** A validated announcement. */
export interface AnnouncedWallet {
  rdns: string
  name: string
  /** Absent when the wallet announced none we accept (see `safeIcon`). */
  icon?: string
  provider: Eip1193Provider
}

export type DiscoveryTarget = Pick<Window, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>

const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0

/**
 * An icon we let the page render: a `data:image/...` URI (what EIP-6963 requires) or an https URL.
 * Anything else (`javascript:`, plain http, garbage) is dropped: the wallet is still listed, without it.
 */
export function safeIcon(icon: unknown): string | undefined {
  if (typeof icon !== 'string') return undefined
  if (/^data:image\//i.test(icon)) return icon
  try {
    return new URL(icon).protocol === 'https:' ? icon : undefined
  } catch {
    return undefined
  }
}

/** An announcement's `detail`, validated; undefined when malformed (no provider, name or rdns). */
export function readAnnouncement(detail: unknown): AnnouncedWallet | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined
  const { info, provider } = detail as { info?: unknown; provider?: unknown }
  if (typeof info !== 'object' || info === null || !isProvider(provider)) return undefined
  const { name, rdns, icon } = info as Record<string, unknown>
  if (!nonEmpty(name) || !nonEmpty(rdns)) return undefined
  return { rdns: rdns.trim(), name: name.trim(), icon: safeIcon(icon), provider }
}

/**
 * Starts discovery on `target`; `onChange` gets the wallets, one per rdns (a re-announcement
 * replaces the entry in place: the latest provider wins). Returns a function that stops listening.
 */
export function discoverWallets(target: DiscoveryTarget, onChange: (wallets: AnnouncedWallet[]) => void): () => void {
  const byRdns = new Map<string, AnnouncedWallet>()
  const onAnnounce = (event: Event) => {
    const wallet = readAnnouncement((event as CustomEvent).detail)
    if (!wallet) return
    const known = byRdns.get(wallet.rdns)
    // Wallets re-announce on every request (any library on the page may ask): only changes count.
    if (known && known.provider === wallet.provider && known.name === wallet.name && known.icon === wallet.icon) return
    byRdns.set(wallet.rdns, wallet)
    onChange([...byRdns.values()])
  }
  target.addEventListener(ANNOUNCE_EVENT, onAnnounce)
  // The page's own Event class: a window from another realm (a test DOM, an iframe) may refuse ours.
  const PageEvent = (target as { Event?: typeof Event }).Event ?? Event
  target.dispatchEvent(new PageEvent(REQUEST_EVENT))
  return () => target.removeEventListener(ANNOUNCE_EVENT, onAnnounce)
}
