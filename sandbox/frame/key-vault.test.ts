import { describe, expect, it } from 'vitest'
import { createKeyVault, type VaultStore } from './key-vault.ts'
import { deriveUserKeys } from './keys.ts'

const mapStore = () => {
  const map = new Map<string, unknown>()
  const store: VaultStore = { get: async (k) => map.get(k), put: async (k, v) => void map.set(k, v), delete: async (k) => void map.delete(k) }
  return { map, store }
}
const bytesHex = (buffer: ArrayBuffer) => Buffer.from(buffer).toString('hex')

describe('frame key vault', () => {
  const keys = deriveUserKeys('secret', 'alice@example.com')

  it('stores keys encrypted under a non-extractable AES-GCM key and reads them back', async () => {
    const { map, store } = mapStore()
    const vault = createKeyVault(store)
    await vault.save('alice@example.com', keys)
    const wrapping = map.get('wrapping-key') as CryptoKey
    expect(wrapping).toBeInstanceOf(CryptoKey)
    expect(wrapping.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('raw', wrapping)).rejects.toThrow()
    const sealed = map.get('keys:alice@example.com') as { iv: Uint8Array; ciphertext: ArrayBuffer }
    // No key material in the clear.
    expect(bytesHex(sealed.ciphertext)).not.toContain(keys.evmPrivateKey.slice(2))
    expect(Buffer.from(sealed.ciphertext).toString('utf8')).not.toContain(keys.evmPrivateKey)
    expect(await vault.load('alice@example.com')).toEqual(keys)
    // A second vault on the same storage (a reload) uses the stored wrapping key.
    expect(await createKeyVault(store).load('alice@example.com')).toEqual(keys)
  })

  it('wipes a user; a record moved to another user or tampered with does not decrypt and is dropped', async () => {
    const { map, store } = mapStore()
    const vault = createKeyVault(store)
    await vault.save('alice@example.com', keys)
    map.set('keys:bob@example.com', map.get('keys:alice@example.com'))
    expect(await vault.load('bob@example.com')).toBeUndefined()
    expect(map.has('keys:bob@example.com')).toBe(false)
    const sealed = map.get('keys:alice@example.com') as { iv: Uint8Array; ciphertext: ArrayBuffer }
    const flipped = new Uint8Array(sealed.ciphertext.slice(0))
    flipped[0]! ^= 1
    map.set('keys:alice@example.com', { iv: sealed.iv, ciphertext: flipped.buffer })
    expect(await vault.load('alice@example.com')).toBeUndefined()
    await vault.save('alice@example.com', keys)
    await vault.wipe('alice@example.com')
    expect(await vault.load('alice@example.com')).toBeUndefined()
    expect(await vault.load('nobody')).toBeUndefined()
  })
})
