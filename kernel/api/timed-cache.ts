// The persisted API caches, one storage key each: a reload within the
// lifetime reads the stored value instead of asking again; expired entries are pruned.
import type { Storage } from '../storage/storage.ts'
import type { StorageSchema } from '../storage/keys.ts'

/** Cache lifetimes, in milliseconds. */
export const CACHE_LIFETIMES = Object.freeze({
  portfolioCache: 30_000,
  nativeBalanceCache: 30_000,
  ensCache: 5 * 60_000,
  identityCache: 5 * 60_000,
})

export type CacheKey = keyof typeof CACHE_LIFETIMES
/** One entry as stored: the key's own fields plus its `timestamp` (ms). */
export type CacheEntry<K extends CacheKey> = StorageSchema[K][string]
export type CacheValue<K extends CacheKey> = Omit<CacheEntry<K>, 'timestamp'>

export interface TimedCache<K extends CacheKey> {
  /** The entry stored under `id` if it is younger than the lifetime. */
  get(id: string): CacheValue<K> | undefined
  set(id: string, value: CacheValue<K>): void
  delete(id: string): void
  /** Drops every expired entry from storage. */
  prune(): void
}

export function createTimedCache<K extends CacheKey>(storage: Storage, key: K, now: () => number, lifetimeMs: number = CACHE_LIFETIMES[key]): TimedCache<K> {
  type Entries = Record<string, CacheEntry<K>>
  const fresh = (entry: CacheEntry<K>, at: number) => entry.timestamp <= at && at - entry.timestamp < lifetimeMs

  function read(): Entries {
    return (storage.get(key) ?? {}) as Entries
  }
  function write(entries: Entries) {
    if (Object.keys(entries).length === 0) storage.remove(key)
    else storage.set(key, entries as StorageSchema[K])
  }
  /** The live entries; rewrites storage when something expired. */
  function live(): Entries {
    const at = now()
    const entries = read()
    const kept: Entries = {}
    let dropped = false
    for (const [id, entry] of Object.entries(entries)) {
      if (fresh(entry, at)) kept[id] = entry
      else dropped = true
    }
    if (dropped) write(kept)
    return kept
  }

  return {
    get(id) {
      const entry = live()[id]
      if (!entry) return undefined
      const { timestamp: _timestamp, ...value } = entry
      return value as CacheValue<K>
    },
    set(id, value) {
      const entries = live()
      entries[id] = { ...value, timestamp: now() } as CacheEntry<K>
      write(entries)
    },
    delete(id) {
      const entries = live()
      if (!(id in entries)) return
      delete entries[id]
      write(entries)
    },
    prune: () => void live(),
  }
}
