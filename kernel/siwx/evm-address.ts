// EIP-55 checksummed EVM addresses without viem: message.ts is re-exported by the `portico` entry,
// whose shared chunk every plugin entry loads at page start, where viem must not be.
import { keccak_256 } from '@noble/hashes/sha3'
import { utf8ToBytes } from '@noble/hashes/utils'

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** 0x and 40 hex digits, in any case (the checksum is not checked: it is rewritten). */
export function isEvmAddress(value: string): boolean {
  return HEX_ADDRESS.test(value)
}

/** The EIP-55 form of a hex address (it must pass isEvmAddress). */
export function checksumEvmAddress(address: string): string {
  const lower = address.slice(2).toLowerCase()
  const hash = keccak_256(utf8ToBytes(lower))
  let out = '0x'
  for (let i = 0; i < 40; i++) {
    // A letter is upper case when the matching nibble of keccak256(lowercase hex) is 8 or more.
    const nibble = i % 2 === 0 ? hash[i >> 1]! >> 4 : hash[i >> 1]! & 0x0f
    out += nibble >= 8 ? lower[i]!.toUpperCase() : lower[i]
  }
  return out
}
