// A Solana address is 32 to 44 base58 characters (and decodes to a 32-byte public key).
import { base58 } from '@scure/base'
import { PorticoError } from 'portico'
import { describeValue } from './describe-value.ts'

const BASE58_32_44 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

export function isSolanaAddress(value: unknown): value is string {
  if (typeof value !== 'string' || !BASE58_32_44.test(value)) return false
  try {
    return base58.decode(value).length === 32
  } catch {
    return false
  }
}

/** Throws INVALID_ADDRESS naming the field and the value when `value` is not a Solana address. */
export function assertSolanaAddress(value: unknown, field: string): asserts value is string {
  if (!isSolanaAddress(value)) {
    throw new PorticoError('INVALID_ADDRESS', `Invalid address: '${field}' must be a Solana address (32 to 44 base58 characters)`, {
      details: `got ${describeValue(value)}`,
    })
  }
}
