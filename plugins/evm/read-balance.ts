// The viem part of the plugin: loaded by dynamic import the first time a balance is read.
// A bare client plus the one action it needs keeps this chunk a fraction of `createPublicClient`'s.
import { createClient, http, type Address } from 'viem'
import { getBalance } from 'viem/actions'

export type BalanceClient = ReturnType<typeof createBalanceClient>

/** A read-only client on `rpcUrl`, with SPEC §9 RPC settings: 10 s timeout, 3 retries, 150 ms base delay (exponential). */
export function createBalanceClient(rpcUrl: string) {
  return createClient({ transport: http(rpcUrl, { timeout: 10_000, retryCount: 3, retryDelay: 150 }) })
}

export function readNativeBalance(client: BalanceClient, address: string): Promise<bigint> {
  return getBalance(client, { address: address as Address })
}
