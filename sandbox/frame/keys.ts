// A user's key material as the frame's server keeps it: the sandbox's stand-in for a hosted key
// service, so every approved device of a user gets the same accounts. Derived from the server's
// secret and the user id, handed only to the frame page of a live session (server.ts `keys`).
// Browser-safe helpers (addresses) sit beside the derivation so both sides agree.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { hexToBytes, keccak256, stringToHex, type Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'

export type UserKeys = {
  /** The EVM private key (secp256k1), 0x-hex. */
  evmPrivateKey: Hex
  /** The Solana ed25519 secret seed (32 bytes), 0x-hex. */
  solanaSecretKey: Hex
}

/** The same secret and user id always give the same keys; different user ids, different keys. */
export function deriveUserKeys(secret: string, userId: string): UserKeys {
  return {
    evmPrivateKey: keccak256(stringToHex(`portico sandbox frame:${secret}:evm:${userId}`)),
    solanaSecretKey: keccak256(stringToHex(`portico sandbox frame:${secret}:solana:${userId}`)),
  }
}

/** The base58 Solana address (the ed25519 public key) of a secret seed. */
export const solanaAddressOf = (secretKey: Hex): string => base58.encode(ed25519.getPublicKey(hexToBytes(secretKey)))

export const addressesOf = (keys: UserKeys) => ({ address: privateKeyToAddress(keys.evmPrivateKey), solanaAddress: solanaAddressOf(keys.solanaSecretKey) })
