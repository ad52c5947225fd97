// How each persisted value is read and written. The codecs of the keys a page reads at start (the
// active network, the stored connection) live here, apart from the rest (keys.ts), so the UI's
// boot layer can read them without carrying every codec in the page's first bundle.
import type { CaipNetworkId } from '../caip/caip.ts'
import type { StorageKey, StorageSchema } from './schema.ts'

export interface Codec<T> {
  parse(raw: string): T | undefined
  serialize(value: T): string
}

export type Codecs<K extends StorageKey> = { [P in K]: Codec<StorageSchema[P]> }

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
export const isString = (v: unknown): v is string => typeof v === 'string'

export function json<T>(guard: (v: unknown) => boolean): Codec<T> {
  return {
    parse(raw) {
      try {
        const v: unknown = JSON.parse(raw)
        return guard(v) ? (v as T) : undefined
      } catch {
        return undefined
      }
    },
    serialize: (value) => JSON.stringify(value),
  }
}

export const text = (guard: (v: string) => boolean = (v) => v.length > 0): Codec<string> => ({
  parse: (raw) => (guard(raw) ? raw : undefined),
  serialize: (v) => v,
})

export const recordOf = (guard: (v: unknown) => boolean) => (v: unknown) => isRecord(v) && Object.values(v).every(guard)
export const namespaceLike = (v: string) => /^[-a-z0-9]{3,8}$/.test(v)

/** The keys read before the kernel loads: which network is active, which connection to restore and its accounts. */
export type StartKey = 'activeNamespace' | 'activeNetworkId' | 'connectorIds' | 'connectedNamespaces' | 'connections'

export const START_CODECS: Codecs<StartKey> = {
  activeNamespace: text(namespaceLike),
  activeNetworkId: text((v) => /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(v)) as Codec<CaipNetworkId>,
  connectorIds: json(recordOf(isString)),
  connectedNamespaces: {
    parse: (raw) => {
      const list = raw.split(',').filter(Boolean)
      return list.length > 0 && list.every(namespaceLike) ? [...new Set(list)] : undefined
    },
    serialize: (v) => v.join(','),
  },
  connections: json(
    recordOf(
      (list) =>
        Array.isArray(list) &&
        list.every((c) => isRecord(c) && isString(c.connectorId) && Array.isArray(c.accounts) && c.accounts.every(isString)),
    ),
  ),
}
