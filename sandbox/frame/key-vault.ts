// The frame page's keys at rest: each user's key material encrypted with AES-GCM under one
// NON-extractable WebCrypto key, both kept in the frame origin's storage (IndexedDB, idb-store.ts),
// which the dApp page cannot read. Keys are decrypted only in memory, for one signing call.
import type { UserKeys } from './keys.ts'

/** Structured-clone storage (IndexedDB in the page, a Map in tests). */
export type VaultStore = {
  get(key: string): Promise<unknown>
  put(key: string, value: unknown): Promise<void>
  delete(key: string): Promise<void>
}

export type KeyVault = {
  save(userId: string, keys: UserKeys): Promise<void>
  /** The user's keys, or undefined when none are stored or the record does not decrypt. */
  load(userId: string): Promise<UserKeys | undefined>
  wipe(userId: string): Promise<void>
}

const WRAPPING_KEY = 'wrapping-key'
const recordKey = (userId: string) => `keys:${userId}`
type Sealed = { iv: Uint8Array; ciphertext: ArrayBuffer }

export function createKeyVault(store: VaultStore, subtle: SubtleCrypto = crypto.subtle): KeyVault {
  let wrapping: Promise<CryptoKey> | undefined
  const wrappingKey = () =>
    (wrapping ??= (async () => {
      const stored = await store.get(WRAPPING_KEY)
      if (stored instanceof CryptoKey) return stored
      // extractable: false — even script on the frame's own origin cannot read the raw key.
      const key = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
      await store.put(WRAPPING_KEY, key)
      return key
    })())
  // The user id is the additional data: a record moved to another user's slot does not decrypt.
  const params = (iv: Uint8Array, userId: string): AesGcmParams => ({ name: 'AES-GCM', iv: iv as BufferSource, additionalData: new TextEncoder().encode(userId) })

  return {
    async save(userId, keys) {
      const iv = crypto.getRandomValues(new Uint8Array(12))
      const ciphertext = await subtle.encrypt(params(iv, userId), await wrappingKey(), new TextEncoder().encode(JSON.stringify(keys)))
      await store.put(recordKey(userId), { iv, ciphertext } satisfies Sealed)
    },
    async load(userId) {
      const sealed = (await store.get(recordKey(userId))) as Sealed | undefined
      if (!sealed?.iv || !sealed.ciphertext) return undefined
      try {
        const plain = await subtle.decrypt(params(sealed.iv, userId), await wrappingKey(), sealed.ciphertext)
        return JSON.parse(new TextDecoder().decode(plain)) as UserKeys
      } catch {
        // Tampered, or sealed under a wrapping key that is gone: drop it; the session fetches it again.
        await store.delete(recordKey(userId))
        return undefined
      }
    },
    wipe: (userId) => store.delete(recordKey(userId)),
  }
}
