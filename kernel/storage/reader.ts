import type { Logger } from '../logger/logger.ts'
import type { StorageBackend } from './backends.ts'
import type { Codec, Codecs } from './codecs.ts'
import type { StorageKey, StorageSchema } from './keys.ts'

/** Read access to some persisted keys: all of them (`Storage`), or a few (`createStorageReader`). */
export interface StorageReader<K extends StorageKey = StorageKey> {
  get<P extends K>(key: P): StorageSchema[P] | undefined
}

/** Reads one value; a corrupt or foreign value reads as absent, a failing backend too. Never throws. */
export function readStored<T>(backend: StorageBackend, prefix: string, key: StorageKey, codec: Codec<T>, logger?: Logger): T | undefined {
  let raw: string | null
  try {
    raw = backend.getItem(`${prefix}:${key}`)
  } catch (error) {
    logger?.warn(`storage read failed for ${key}`, error)
    return undefined
  }
  if (raw === null) return undefined
  const value = codec.parse(raw)
  if (value === undefined) logger?.warn(`ignored a corrupt stored value for ${key}`)
  return value
}

/** Reads only the keys it has codecs for: what a page needs before the kernel (and every codec) loads. */
export function createStorageReader<K extends StorageKey>(backend: StorageBackend, prefix: string, codecs: Codecs<K>): StorageReader<K> {
  return { get: (key) => readStored(backend, prefix, key, codecs[key]) }
}
