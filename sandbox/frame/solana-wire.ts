// A Solana wire transaction (legacy or versioned) read as the frame needs it: its signatures, the
// message bytes they sign, the signer accounts and the instructions. Read here rather than with
// @solana/web3.js, whose ~350 KB would make the frame page itself slow to start (the page side
// gives the frame 20 s); signing replaces one signature in place, so the bytes the user
// approved are the bytes that are sent.
import { base58 } from '@scure/base'

export type WireInstruction = { programIdIndex: number; accounts: number[]; data: Uint8Array }

export type SolanaWire = {
  version: 'legacy' | number
  signatures: Uint8Array[]
  /** Where the message starts: the signed bytes are `wire.subarray(messageOffset)`. */
  messageOffset: number
  numRequiredSignatures: number
  /** The message's own account keys (base58); a v0 message may name more through lookup tables. */
  staticKeys: string[]
  instructions: WireInstruction[]
  wire: Uint8Array
}

export class WireError extends Error {}

function reader(bytes: Uint8Array) {
  let at = 0
  const need = (n: number) => {
    if (at + n > bytes.length) throw new WireError(`the transaction ends early (byte ${at + n} of ${bytes.length})`)
  }
  return {
    get at() {
      return at
    },
    u8() {
      need(1)
      return bytes[at++]!
    },
    /** compact-u16 ("shortvec"): 7 bits per byte, at most 3 bytes. */
    length() {
      let value = 0
      for (let shift = 0; shift < 21; shift += 7) {
        need(1)
        const byte = bytes[at++]!
        value |= (byte & 0x7f) << shift
        if ((byte & 0x80) === 0) return value
      }
      throw new WireError('a length does not fit in 16 bits')
    },
    take(n: number) {
      need(n)
      const out = bytes.subarray(at, at + n)
      at += n
      return out
    },
  }
}

/** Reads a wire transaction; WireError naming what is wrong. */
export function readWire(wire: Uint8Array): SolanaWire {
  const r = reader(wire)
  const signatures = Array.from({ length: r.length() }, () => r.take(64))
  const messageOffset = r.at
  const first = r.u8()
  const version = first & 0x80 ? first & 0x7f : 'legacy'
  if (version !== 'legacy' && version !== 0) throw new WireError(`unsupported transaction version ${version}`)
  const numRequiredSignatures = version === 'legacy' ? first : r.u8()
  r.take(2) // read-only signed / unsigned counts
  const staticKeys = Array.from({ length: r.length() }, () => base58.encode(r.take(32)))
  r.take(32) // recent blockhash
  const instructions = Array.from({ length: r.length() }, () => {
    const programIdIndex = r.u8()
    const accounts = Array.from(r.take(r.length()))
    return { programIdIndex, accounts, data: Uint8Array.from(r.take(r.length())) }
  })
  if (numRequiredSignatures !== signatures.length) throw new WireError(`the transaction has ${signatures.length} signature slots for ${numRequiredSignatures} signers`)
  if (numRequiredSignatures > staticKeys.length) throw new WireError('the transaction names fewer accounts than signers')
  return { version, signatures, messageOffset, numRequiredSignatures, staticKeys, instructions, wire }
}

/** The signer accounts, in their signature order. */
export const signersOf = (tx: SolanaWire) => tx.staticKeys.slice(0, tx.numRequiredSignatures)

/** The same wire transaction with `signature` in slot `index`. */
export function withSignature(tx: SolanaWire, index: number, signature: Uint8Array): Uint8Array {
  const out = Uint8Array.from(tx.wire)
  // the signatures follow their count's compact-u16 (1 byte below 128 signers)
  const start = tx.messageOffset - 64 * tx.signatures.length + 64 * index
  out.set(signature, start)
  return out
}
