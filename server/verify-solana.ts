// A solana sign-in signature: ed25519 over the message's UTF-8 bytes; the address (public key) and the
// signature are base58, as AppKit's solana_signMessage gives them.
import { ed25519 } from '@noble/curves/ed25519'
import { base58, utf8 } from '@scure/base'
import { SiwxVerificationError } from './verification-error.ts'

function decode(value: string, bytes: number, what: string, code: 'INVALID_MESSAGE' | 'INVALID_SIGNATURE'): Uint8Array {
  let decoded: Uint8Array
  try {
    decoded = base58.decode(value)
  } catch {
    throw new SiwxVerificationError(code, `Invalid ${what}: expected base58, got ${JSON.stringify(value.slice(0, 100))}`)
  }
  if (decoded.length !== bytes) throw new SiwxVerificationError(code, `Invalid ${what}: expected ${bytes} bytes, got ${decoded.length}`)
  return decoded
}

export function verifySolanaSignature({ address, message, signature }: { address: string; message: string; signature: string }): boolean {
  const publicKey = decode(address, 32, 'solana address (an ed25519 public key)', 'INVALID_MESSAGE')
  const bytes = decode(signature, 64, 'signature (ed25519)', 'INVALID_SIGNATURE')
  try {
    return ed25519.verify(bytes, utf8.decode(message), publicKey)
  } catch {
    return false // a public key that is not a curve point verifies nothing
  }
}
