import type { Logger } from '../logger/logger.ts'
import type { StorageBackend } from './backends.ts'
import { STORAGE_CODECS, type StorageKey, type StorageSchema } from './keys.ts'
import { readStored, type StorageReader } from './reader.ts'

export { selectBackend } from './backends.ts'

export interface Storage extends StorageReader {
  set<K extends StorageKey>(key: K, value: StorageSchema[K]): void
  remove(key: StorageKey): void
  /** The full key on disk, e.g. `portico:activeNamespace`. */
  keyOf(key: StorageKey): string
}

/** Typed persisted state under one prefix. A corrupt or foreign value reads as absent, never throws. */
export function createStorage(backend: StorageBackend, prefix: string, logger?: Logger): Storage {
  const keyOf = (key: StorageKey) => `${prefix}:${key}`
  return {
    keyOf,
    get: (key) => readStored(backend, prefix, key, STORAGE_CODECS[key], logger),
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
