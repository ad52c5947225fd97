// What the routes share: the server's configuration and its in-memory stores.
import type { ChainIndex, SandboxChainConfig } from './chain-index.ts'
import type { Erc20Reader } from './erc20.ts'
import type { FaultStore } from './faults.ts'
import type { Route } from './http.ts'
import type { NameRegistry } from './names.ts'
import type { ApiProject } from './projects.ts'
import type { EventLog } from './routes/analytics.ts'
import type { SessionStore } from './routes/sessions.ts'
import type { DappBackend } from './dapp-backend.ts'
import type { ListedWallet } from './wallet-listing.ts'

export type ApiState = {
  /** The server's own origin, e.g. http://127.0.0.1:4000 (for image URLs in answers). */
  publicUrl: string
  projects: ApiProject[]
  /** The sandbox chains by chain id, each with its transfer index and the reader of its ERC-20 tokens. */
  chains: Map<number, { config: SandboxChainConfig; index: ChainIndex; erc20: Erc20Reader }>
  wallets: ListedWallet[]
  names: NameRegistry
  sessions: SessionStore
  analytics: EventLog
  faults: FaultStore
  /** The sandbox dApp's sign-in backend (routes/dapp-siwx.ts). */
  dapp: DappBackend
  /** Items per history page. */
  historyPageSize: number
  /** The on-ramp provider's origin (sandbox/onramp/): the on-ramp URL opens its page; history `onramp=coinbase` reads its purchases. */
  onrampProviderUrl?: string
  /** The sandbox exchange's origin (sandbox/exchange/): the Pay routes (POST /v1/json-rpc) create its withdrawals and read their status. */
  exchangeUrl?: string
}

export type ApiRoute = Route<ApiState>

/** The CAIP-2 ids of the sandbox chains. */
export function chainIds(state: ApiState): string[] {
  return [...state.chains.keys()].map((id) => `eip155:${id}`)
}

/** A URL of one of this server's image routes, carrying the caller's project id. */
export function imageUrl(state: ApiState, route: 'getWalletImage' | 'public/getAssetImage' | 'public/getCurrencyImage' | 'public/getTokenImage', id: string, projectId: string): string {
  return `${state.publicUrl}/${route}/${encodeURIComponent(id)}?projectId=${encodeURIComponent(projectId)}`
}
