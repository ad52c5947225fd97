// The Blockchain API (rpc.walletconnect.org's REST routes) as one kernel service, composed of one
// file per area. Every GET carries projectId, st and sv; each POST carries what its endpoint reads.
import type { ResolvedOptions } from '../config/resolve-options.ts'
import type { Logger } from '../logger/logger.ts'
import type { Storage } from '../storage/storage.ts'
import type { Toast } from '../toast/toast.ts'
import type { ApiContext } from './api-context.ts'
import { createBalanceApi, type BalanceApi } from './balance.ts'
import { createConvertApi, type ConvertApi } from './convert.ts'
import { createHistoryApi, type HistoryApi } from './history.ts'
import { createHttpClient, type FetchLike } from './http.ts'
import { createIdentityApi, type IdentityApi } from './identity.ts'
import { createNamesApi, type NamesApi } from './names.ts'
import { createOnrampApi, type OnrampApi } from './onramp.ts'
import { createSessionsApi, type SessionsApi } from './sessions.ts'
import { createSupportedChainsGate, type SupportedChains } from './supported-chains.ts'

export interface SupportedChainsApi {
  /** Fetched once per kernel; a failed fetch gives empty lists and is retried on the next call. */
  getSupportedChains(): Promise<SupportedChains>
  /** False only when the list is known and the network is not on it. */
  isNetworkSupported(caipNetworkId: string): Promise<boolean>
}

export type BlockchainApi = SupportedChainsApi & BalanceApi & IdentityApi & HistoryApi & ConvertApi & NamesApi & OnrampApi & SessionsApi

export interface BlockchainApiDeps {
  options: Pick<ResolvedOptions, 'projectId' | 'sdkType' | 'sdkVersion' | 'endpoints'>
  storage: Storage
  toast: Pick<Toast, 'error'>
  logger: Logger
  fetch?: FetchLike
  timeoutMs?: number
  /** The clock of the caches and the retry block; default Date.now. */
  now?: () => number
}

export function createBlockchainApi(deps: BlockchainApiDeps): BlockchainApi {
  const { options } = deps
  const http = createHttpClient({
    baseUrl: options.endpoints.blockchainApi,
    commonQuery: { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion },
    fetch: deps.fetch,
    timeoutMs: deps.timeoutMs,
  })
  const chains = createSupportedChainsGate(http, deps.logger)
  const ctx: ApiContext = {
    http,
    chains,
    projectId: options.projectId,
    storage: deps.storage,
    toast: deps.toast,
    logger: deps.logger,
    now: deps.now ?? Date.now,
  }
  return {
    getSupportedChains: () => chains.get(),
    isNetworkSupported: async (id) => (await chains.support(id)) !== 'unsupported',
    ...createBalanceApi(ctx),
    ...createIdentityApi(ctx),
    ...createHistoryApi(ctx),
    ...createConvertApi(ctx),
    ...createNamesApi(ctx),
    ...createOnrampApi(ctx),
    ...createSessionsApi(ctx),
  }
}
