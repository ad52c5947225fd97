// The 'cookie' storage puts each key in a cookie so a server render can read the connection state.
// The embedded wallet's session token is not one of them: it opens the visitor's keys at the secure
// site, the server render never reads it, and a cookie is readable by every script of the page and
// sent to the app's server with every request. It stays where the other storages keep it: the
// page's localStorage (memory when the page has none). The secure frame keeps its own session in
// its own origin; the page's copy is what it hands back to a frame whose storage was wiped.
import { createCookieBackend, createLocalStorageBackend, createMemoryBackend, selectBackend, type StorageBackend } from './backends.ts'

/** The stored keys never written to a cookie. */
export const COOKIELESS_KEYS: readonly string[] = ['sessionToken']

/**
 * Cookies for every key but `offCookies` (full names), which go to `local`. A value an earlier
 * version left in a cookie is moved once, at creation: copied to `local` unless it holds one
 * already (then that newer one is kept), and the cookie deleted.
 */
export function keepOffCookies(cookies: StorageBackend, local: StorageBackend, offCookies: readonly string[]): StorageBackend {
  const off = new Set(offCookies)
  for (const key of off) {
    const old = cookies.getItem(key)
    if (old === null) continue
    if (local.getItem(key) === null) local.setItem(key, old)
    cookies.removeItem(key)
  }
  const pick = (key: string) => (off.has(key) ? local : cookies)
  return {
    getItem: (key) => pick(key).getItem(key),
    setItem: (key, value) => pick(key).setItem(key, value),
    removeItem: (key) => pick(key).removeItem(key),
  }
}

/** The kernel's backend: the one the `storage` option names, the session token kept off cookies. */
export function selectStorageBackend(choice: Parameters<typeof selectBackend>[0], win: Window | undefined, prefix: string): StorageBackend {
  const cookies = choice === 'cookie' ? createCookieBackend(win?.document) : undefined
  if (!cookies) return selectBackend(choice, win)
  const local = createLocalStorageBackend(win) ?? createMemoryBackend()
  return keepOffCookies(cookies, local, COOKIELESS_KEYS.map((key) => `${prefix}:${key}`))
}
