// The kernel's part of the Blockchain API as one service, composed of one file per area: what the
// kernel itself reads (supported chains, balances, identity, smart sessions) and the reads more than
// one plugin needs (the account's history, a name's lookup). A feature's own client (swap, on-ramp,
// name registration) lives in its plugin, built from the same ApiContext.
import type { ApiContext } from './api-context.ts'
import { createBalanceApi, type BalanceApi } from './balance.ts'
import { createHistoryApi, type HistoryApi } from './history.ts'
import { createIdentityApi, type IdentityApi } from './identity.ts'
import { createNameLookup, type NameLookupApi } from './name-lookup.ts'
import { createSessionsApi, type SessionsApi } from './sessions.ts'
import type { SupportedChains } from './supported-chains.ts'

export interface SupportedChainsApi {
  /** Fetched once per kernel; a failed fetch gives empty lists and is retried on the next call. */
  getSupportedChains(): Promise<SupportedChains>
  /** False only when the list is known and the network is not on it. */
  isNetworkSupported(caipNetworkId: string): Promise<boolean>
}

export type BlockchainApi = SupportedChainsApi & BalanceApi & IdentityApi & HistoryApi & NameLookupApi & SessionsApi

export function createBlockchainApi(ctx: ApiContext): BlockchainApi {
  return {
    getSupportedChains: () => ctx.chains.get(),
    isNetworkSupported: async (id) => (await ctx.chains.support(id)) !== 'unsupported',
    ...createBalanceApi(ctx),
    ...createIdentityApi(ctx),
    ...createHistoryApi(ctx),
    ...createNameLookup(ctx),
    ...createSessionsApi(ctx),
  }
}
