// Server rendering with the 'cookie' storage: the server reads the visitor's Portico cookies from the
// request, so it renders what the browser will (a returning visitor's account), with no hydration
// mismatch. Only Portico's own cookies are kept: what a server component passes to a client
// component ends up in the page.
import type { StorageBackend } from './backends.ts'
import { COOKIELESS_KEYS } from './cookieless-keys.ts'

/**
 * Portico's cookies (names starting with `prefix`, the `storagePrefix` option, default 'portico')
 * from a request's Cookie header, names and values decoded, without the session token. Malformed
 * entries are skipped.
 */
export function readStoredCookies(cookieHeader: string | null | undefined, prefix = 'portico'): Record<string, string> {
  const stored: Record<string, string> = {}
  // a cookie an earlier version wrote: what is read here is passed to a client component, so it
  // would be written into the page's HTML, and the server render never reads it
  const withheld = new Set(COOKIELESS_KEYS.map((key) => `${prefix}:${key}`))
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq <= 0) continue
    try {
      const name = decodeURIComponent(part.slice(0, eq).trim())
      if (name.startsWith(prefix) && !withheld.has(name)) stored[name] = decodeURIComponent(part.slice(eq + 1).trim())
    } catch {
      // a value that is not URI-encoded is not one Portico wrote
    }
  }
  return stored
}

/** A read-only storage over cookies read on the server (`readStoredCookies`): the server never writes. */
export function serverStorage(stored: Readonly<Record<string, string>>): StorageBackend {
  return {
    getItem: (key) => (Object.hasOwn(stored, key) ? stored[key]! : null),
    setItem: () => {},
    removeItem: () => {},
  }
}
