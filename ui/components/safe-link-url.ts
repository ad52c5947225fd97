/** Schemes a link from a third party may never use: they run code or read local data. */
const BLOCKED_SCHEMES = new Set(['javascript:', 'vbscript:', 'data:', 'blob:', 'file:', 'filesystem:', 'about:', 'view-source:'])

export interface SafeLinkOptions {
  /**
   * Also allow an app's own scheme (`rainbow:`, `metamask://`): a wallet's mobile or desktop deep
   * link. Script-running and local schemes stay refused.
   */
  allowAppSchemes?: boolean
}

/**
 * The href to render for a link a third party gave us (a wallet listing's homepage, store or app
 * link), or undefined when it must not be a link. Only absolute URLs: a relative one would point
 * into the dApp itself. The URL is parsed, so whitespace and control characters cannot hide a scheme.
 */
export function safeLinkUrl(url: string | undefined | null, options: SafeLinkOptions = {}): string | undefined {
  if (!url || typeof url !== 'string') return undefined
  const trimmed = url.trim()
  if (!/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return undefined
  let parsed: URL
  try {
    parsed = new URL(trimmed)
  } catch {
    return undefined
  }
  const scheme = parsed.protocol.toLowerCase()
  if (scheme === 'https:' || scheme === 'http:') return parsed.host ? parsed.href : undefined
  if (!options.allowAppSchemes || BLOCKED_SCHEMES.has(scheme)) return undefined
  return parsed.href
}
