// Tiny hex helpers, so the eagerly loaded part of the plugin never imports viem.
import { PorticoError } from 'portico'

export type Hex = `0x${string}`

/** `255` → `0xff` (JSON-RPC quantity: no leading zeros). */
export function numberToHex(value: number | bigint): Hex {
  return `0x${value.toString(16)}`
}

/** UTF-8 bytes of `text` as hex: what `personal_sign` expects (the kernel's, without viem). */
export { utf8ToHex } from 'portico'

/** A wallet's chain id as a number: `0x1`, `1`, `'1'` all read as 1 (some wallets answer in decimal). */
export function parseChainId(value: unknown): number {
  const id =
    typeof value === 'number' || typeof value === 'bigint'
      ? Number(value)
      : typeof value === 'string' && /^(0x[0-9a-f]+|\d+)$/i.test(value.trim())
        ? Number(value.trim())
        : NaN
  if (!Number.isSafeInteger(id) || id < 0) {
    throw new PorticoError('INVALID_CHAIN_ID', 'The wallet answered an invalid chain id', { details: `got ${JSON.stringify(String(value))}` })
  }
  return id
}
