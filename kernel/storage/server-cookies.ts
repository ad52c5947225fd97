// Server rendering with the 'cookie' storage: the server reads the visitor's Portico cookies from the
// request, so it renders what the browser will (a returning visitor's account), with no hydration
// mismatch. Only Portico's own cookies are kept: what a server component passes to a client
// component ends up in the page.
import type { StorageBackend } from './backends.ts'

/**
 * Portico's cookies (names starting with `prefix`, the `storagePrefix` option, default 'portico')
 * from a request's Cookie header, names and values decoded. Malformed entries are skipped.
 */
export function readStoredCookies(cookieHeader: string | null | undefined, prefix = 'portico'): Record<string, string> {
  const stored: Record<string, string> = {}
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq <= 0) continue
    try {
      const name = decodeURIComponent(part.slice(0, eq).trim())
      if (name.startsWith(prefix)) stored[name] = decodeURIComponent(part.slice(eq + 1).trim())
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
