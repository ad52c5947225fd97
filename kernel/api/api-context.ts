// What every client of the hosted Blockchain API shares, the kernel's own (balance, identity,
// sessions) and the plugins' (swap, on-ramp, names, history): one HTTP client whose requests name
// the project by the common query, the supported-chains gate, the storage of the persisted caches,
// the logger and the clock. The kernel binds one per modal (`TOKENS.apiContext`); a plugin builds
// its client from it, so a new feature's client never edits the kernel.
import type { ResolvedOptions } from '../config/resolve-options.ts'
import type { Logger } from '../logger/logger.ts'
import type { Storage } from '../storage/storage.ts'
import type { Toast } from '../toast/toast.ts'
import { commonQuery } from './common-query.ts'
import { createHttpClient, type FetchLike, type HttpClient } from './http.ts'
import { createSupportedChainsGate, type SupportedChainsGate } from './supported-chains.ts'

export interface ApiContext {
  /** The Blockchain API; a GET carries the common query, a POST names the project as its endpoint asks (`identify`). */
  http: HttpClient
  chains: SupportedChainsGate
  storage: Storage
  toast: Pick<Toast, 'error'>
  logger: Logger
  now: () => number
}

export interface ApiContextDeps {
  options: Pick<ResolvedOptions, 'projectId' | 'sdkType' | 'sdkVersion' | 'endpoints'>
  storage: Storage
  toast: Pick<Toast, 'error'>
  logger: Logger
  fetch?: FetchLike
  timeoutMs?: number
  /** The clock of the caches and the retry block; default Date.now. */
  now?: () => number
}

export function createApiContext(deps: ApiContextDeps): ApiContext {
  const http = createHttpClient({
    baseUrl: deps.options.endpoints.blockchainApi,
    commonQuery: commonQuery(deps.options),
    fetch: deps.fetch,
    timeoutMs: deps.timeoutMs,
  })
  return {
    http,
    chains: createSupportedChainsGate(http, deps.logger),
    storage: deps.storage,
    toast: deps.toast,
    logger: deps.logger,
    now: deps.now ?? Date.now,
  }
}

/** A path pathSegment: encoded, but CAIP ids keep their colons readable. */
export const pathSegment = (value: string) => encodeURIComponent(value).replace(/%3A/gi, ':')

/** True only when the network is known to be outside the supported list. */
export async function isUnsupported(ctx: Pick<ApiContext, 'chains'>, caipNetworkId: string | undefined): Promise<boolean> {
  if (!caipNetworkId) return false
  return (await ctx.chains.support(caipNetworkId)) === 'unsupported'
}
