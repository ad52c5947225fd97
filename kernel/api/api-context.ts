// What every Blockchain API area shares: the HTTP client, the supported-chains gate, the clock.
import type { Logger } from '../logger/logger.ts'
import type { Storage } from '../storage/storage.ts'
import type { Toast } from '../toast/toast.ts'
import type { HttpClient } from './http.ts'
import type { SupportedChainsGate } from './supported-chains.ts'

export interface ApiContext {
  http: HttpClient
  chains: SupportedChainsGate
  projectId: string | undefined
  storage: Storage
  toast: Pick<Toast, 'error'>
  logger: Logger
  now: () => number
}

/** A path segment: encoded, but CAIP ids keep their colons readable. */
export const segment = (value: string) => encodeURIComponent(value).replace(/%3A/gi, ':')

/** True only when the network is known to be outside the supported list. */
export async function isUnsupported(ctx: ApiContext, caipNetworkId: string | undefined): Promise<boolean> {
  if (!caipNetworkId) return false
  return (await ctx.chains.support(caipNetworkId)) === 'unsupported'
}

/** The CAIP-2 network of a CAIP-10 address (`eip155:1:0xabc` → `eip155:1`); undefined if it is not one. */
export function networkOf(caipAddress: string): string | undefined {
  const parts = caipAddress.split(':')
  return parts.length === 3 && parts.every(Boolean) ? `${parts[0]}:${parts[1]}` : undefined
}
