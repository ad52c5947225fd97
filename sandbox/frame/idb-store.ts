// The key vault's storage in the frame page: one IndexedDB object store on the frame's origin.
// IndexedDB keeps a CryptoKey as is (structured clone), so the non-extractable key never leaves WebCrypto.
import type { VaultStore } from './key-vault.ts'

const DB_NAME = 'portico-frame'
const STORE = 'vault'

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })

export function createIdbStore(): VaultStore {
  let db: Promise<IDBDatabase> | undefined
  const open = () =>
    (db ??= (() => {
      const request = indexedDB.open(DB_NAME, 1)
      request.onupgradeneeded = () => request.result.createObjectStore(STORE)
      return done(request)
    })())
  const run = async <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) => done(work((await open()).transaction(STORE, mode).objectStore(STORE)))
  return {
    get: (key) => run('readonly', (store) => store.get(key)),
    put: async (key, value) => void (await run('readwrite', (store) => store.put(value, key))),
    delete: async (key) => void (await run('readwrite', (store) => store.delete(key))),
  }
}
