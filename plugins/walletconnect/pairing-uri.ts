// Where a wallet link carries the pairing URI. Its own file: the adapter's app links and the
// connecting views both use it.

/**
 * The pairing URI on a wallet link, by WalletConnect's convention: a native scheme gets
 * `rainbow://wc?uri=…`; an http(s) link (universal link, web app) gets its `wc` path, a slash
 * ensured before it (`https://metamask.app.link/wc?uri=…`), unless the listed link already ends in
 * `/wc`; a query it has is kept (`&uri=…`).
 */
export function withPairingUri(link: string, uri: string): string {
  const encoded = encodeURIComponent(uri)
  if (/^https?:/i.test(link)) {
    const url = new URL(link)
    url.hash = ''
    url.searchParams.delete('uri')
    const search = url.search
    const path = /\/wc\/?$/.test(url.pathname) ? url.pathname.replace(/\/$/, '') : `${url.pathname.replace(/\/*$/, '/')}wc`
    return `${url.origin}${path}${search ? `${search}&` : '?'}uri=${encoded}`
  }
  const scheme = link.includes('://') ? link : `${link.replace(/:+$/, '').replace(/\/+$/, '')}://`
  return `${scheme.endsWith('/') ? scheme : `${scheme}/`}wc?uri=${encoded}`
}

/** A pairing URI is treated as expired 10 s before its 4-minute lifetime ends. */
export const EXPIRY_MARGIN_MS = 10_000

/** When the URI's `expiryTimestamp` (seconds) minus the margin passes, in ms; undefined if it has none. */
export function staleAt(uri: string): number | undefined {
  const match = /[?&]expiryTimestamp=(\d+)/.exec(uri)
  return match ? Number(match[1]) * 1000 - EXPIRY_MARGIN_MS : undefined
}
