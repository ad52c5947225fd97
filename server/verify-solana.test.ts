import { ed25519 } from '@noble/curves/ed25519'
import { base58, utf8 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { verifySolanaSignature } from './verify-solana.ts'

const keypair = () => {
  const secret = ed25519.utils.randomSecretKey()
  return { secret, address: base58.encode(ed25519.getPublicKey(secret)) }
}
const message = 'app.example wants you to sign in with your Solana account:\n…'
const sign = (secret: Uint8Array, text = message) => base58.encode(ed25519.sign(utf8.decode(text), secret))

describe('verifySolanaSignature', () => {
  const signer = keypair()
  const other = keypair()

  it("accepts the key's ed25519 signature of the message", () => {
    expect(verifySolanaSignature({ address: signer.address, message, signature: sign(signer.secret) })).toBe(true)
  })

  it("refuses another key's signature, and a signature of other text", () => {
    expect(verifySolanaSignature({ address: signer.address, message, signature: sign(other.secret) })).toBe(false)
    expect(verifySolanaSignature({ address: signer.address, message, signature: sign(signer.secret, `${message}!`) })).toBe(false)
  })

  it('refuses a signature that is not base58 or not 64 bytes', () => {
    expect(() => verifySolanaSignature({ address: signer.address, message, signature: '0xabc' })).toThrow(expect.objectContaining({ code: 'INVALID_SIGNATURE', message: 'Invalid signature (ed25519): expected base58, got "0xabc"' }))
    expect(() => verifySolanaSignature({ address: signer.address, message, signature: base58.encode(new Uint8Array(63)) })).toThrow('Invalid signature (ed25519): expected 64 bytes, got 63')
  })

  it('refuses an address that is not a base58 public key', () => {
    expect(() => verifySolanaSignature({ address: 'not-base58-0OIl', message, signature: sign(signer.secret) })).toThrow(expect.objectContaining({ code: 'INVALID_MESSAGE' }))
    expect(() => verifySolanaSignature({ address: base58.encode(new Uint8Array(31)), message, signature: sign(signer.secret) })).toThrow('expected 32 bytes, got 31')
  })
})
