// did:key for Ed25519 keys, as the WalletConnect clients encode their relay identity: "did:key:z"
// + base58btc(0xed 0x01 + the 32-byte public key).

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const ED25519_MULTICODEC = [0xed, 0x01]
const PREFIX = 'did:key:z'

/** Decodes base58btc (Bitcoin alphabet); throws on a character outside it. */
export function decodeBase58(text: string): Uint8Array {
  const bytes: number[] = []
  for (const char of text) {
    let carry = BASE58.indexOf(char)
    if (carry < 0) throw new Error(`"${char}" is not a base58btc character`)
    for (let i = 0; i < bytes.length; i++) {
      carry += bytes[i] * 58
      bytes[i] = carry & 0xff
      carry >>= 8
    }
    while (carry > 0) {
      bytes.push(carry & 0xff)
      carry >>= 8
    }
  }
  for (const char of text) {
    if (char !== '1') break
    bytes.push(0)
  }
  return Uint8Array.from(bytes.reverse())
}

/** The 32-byte Ed25519 public key of a did:key; throws naming what is wrong. */
export function decodeEd25519DidKey(did: string): Uint8Array {
  if (!did.startsWith(PREFIX)) throw new Error(`"${did}" is not a base58btc did:key (did:key:z…)`)
  const bytes = decodeBase58(did.slice(PREFIX.length))
  if (bytes.length !== 34 || bytes[0] !== ED25519_MULTICODEC[0] || bytes[1] !== ED25519_MULTICODEC[1])
    throw new Error(`"${did}" is not an Ed25519 did:key (multicodec 0xed01 + 32 bytes)`)
  return bytes.slice(2)
}
