import type { Logger } from '../logger/logger.ts'
import { createCookieBackend, createLocalStorageBackend, createMemoryBackend, type StorageBackend } from './backends.ts'
import { STORAGE_CODECS, type StorageKey, type StorageSchema } from './keys.ts'

export interface Storage {
  get<K extends StorageKey>(key: K): StorageSchema[K] | undefined
  set<K extends StorageKey>(key: K, value: StorageSchema[K]): void
  remove(key: StorageKey): void
  /** The full key on disk, e.g. `portico:activeNamespace`. */
  keyOf(key: StorageKey): string
}

export function selectBackend(
  choice: 'localStorage' | 'cookie' | 'memory' | StorageBackend | undefined,
  win: Window | undefined,
): StorageBackend {
  if (typeof choice === 'object') return choice
  if (choice === 'memory') return createMemoryBackend()
  if (choice === 'cookie') return createCookieBackend(win?.document) ?? createMemoryBackend()
  return createLocalStorageBackend(win) ?? createMemoryBackend()
}

/** Typed persisted state under one prefix. A corrupt or foreign value reads as absent, never throws. */
export function createStorage(backend: StorageBackend, prefix: string, logger?: Logger): Storage {
  const keyOf = (key: StorageKey) => `${prefix}:${key}`
  return {
    keyOf,
    get(key) {
      let raw: string | null
      try {
        raw = backend.getItem(keyOf(key))
      } catch (error) {
        logger?.warn(`storage read failed for ${key}`, error)
        return undefined
      }
      if (raw === null) return undefined
      const value = STORAGE_CODECS[key].parse(raw)
      if (value === undefined) logger?.warn(`ignored a corrupt stored value for ${key}`)
      return value
    },
    set(key, value) {
      try {
        backend.setItem(keyOf(key), STORAGE_CODECS[key].serialize(value))
      } catch (error) {
        logger?.warn(`storage write failed for ${key}`, error)
      }
    },
    remove(key) {
      try {
        backend.removeItem(keyOf(key))
      } catch (error) {
        logger?.warn(`storage remove failed for ${key}`, error)
      }
    },
  }
}
