// Single-use sign-in nonces: the server issues one per attempt and accepts it once, before it expires.
import { generateNonce } from '../kernel/siwx/message.ts'

export interface NonceStore {
  /** A fresh nonce (alphanumeric, EIP-4361), valid until it is consumed or expires. */
  issue(): Promise<string>
  /** true once for a nonce this store issued and that has not expired; false for unknown, used or expired. */
  consume(nonce: string): Promise<boolean>
}

export interface MemoryNonceStoreOptions {
  /** How long an issued nonce stays valid. */
  ttlMs: number
  /** The clock (ms since epoch); default Date.now. */
  now?: () => number
}

/** A NonceStore in this process's memory: one server instance (use a shared store behind several). */
export function createMemoryNonceStore({ ttlMs, now = Date.now }: MemoryNonceStoreOptions): NonceStore {
  if (!Number.isFinite(ttlMs) || ttlMs <= 0) throw new RangeError(`createMemoryNonceStore: ttlMs must be a positive number of milliseconds, got ${ttlMs}`)
  const expiries = new Map<string, number>()
  const prune = (at: number) => {
    for (const [nonce, expiresAt] of expiries) if (expiresAt <= at) expiries.delete(nonce)
  }
  return {
    async issue() {
      const at = now()
      prune(at) // keeps the map to the nonces still valid
      let nonce = generateNonce()
      while (expiries.has(nonce)) nonce = generateNonce()
      expiries.set(nonce, at + ttlMs)
      return nonce
    },
    async consume(nonce) {
      const expiresAt = expiries.get(nonce)
      if (expiresAt === undefined) return false
      expiries.delete(nonce) // deleted before answering: two concurrent consumes cannot both succeed
      return expiresAt > now()
    },
  }
}
