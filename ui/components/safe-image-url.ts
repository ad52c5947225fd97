/**
 * Wallet and network icons come from third parties (EIP-6963 announcements, registries). Only
 * `data:image/…`, http(s) and same-origin URLs are loaded; anything else (javascript:, blob:,
 * file:, a malformed string) renders the placeholder instead.
 */
export function isSafeImageUrl(url: string | undefined | null, base?: string): url is string {
  if (!url || typeof url !== 'string') return false
  if (/^data:/i.test(url.trim())) return /^data:image\/[a-z0-9.+-]+[;,]/i.test(url.trim())
  return isSafeRemoteImageUrl(url, base)
}

/**
 * Stricter, for images named by a server's listing (the wallet explorer): only http(s) URLs and
 * same-origin paths; no `data:` either (a listing has no reason to inline images).
 */
export function isSafeRemoteImageUrl(url: string | undefined | null, base?: string): url is string {
  if (!url || typeof url !== 'string') return false
  const trimmed = url.trim()
  if (!trimmed) return false
  const origin = base ?? (typeof location === 'undefined' ? undefined : location.href)
  let parsed: URL
  try {
    parsed = new URL(trimmed, origin)
  } catch {
    return false
  }
  if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return true
  return origin !== undefined && parsed.origin !== 'null' && parsed.origin === new URL(origin).origin
}
