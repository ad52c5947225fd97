// Which URLs a chain's calls may go to, in order: the dApp's own (`customRpcUrls`), the network's
// `rpcUrls`, then the Blockchain API's RPC proxy (with the projectId) as the last resort, when the
// API serves the chain. The same URL is asked once.
import { projectQuery } from '../api/common-query.ts'
import type { Network } from '../network/network.ts'
import type { ChainRpcUrl } from './chain-transport.ts'

/** The `customRpcUrls` option: per CAIP-2 network id, URLs tried before the network's own. */
export type CustomRpcUrlMap = Readonly<Record<string, readonly ChainRpcUrl[]>>

/**
 * The Blockchain API's JSON-RPC proxy for a chain: POST {api}/v1/?chainId=<CAIP-2>&projectId=<id>,
 * the project named by the API context's project query (the proxy takes no st or sv); undefined
 * without a projectId, which the proxy refuses.
 */
export function blockchainApiRpcUrl(options: { projectId?: string; endpoints: { blockchainApi: string } }, caipNetworkId: string): string | undefined {
  const { projectId } = projectQuery(options)
  if (!projectId) return undefined
  const url = new URL(`${options.endpoints.blockchainApi}/v1/`)
  url.search = new URLSearchParams({ chainId: caipNetworkId, projectId }).toString()
  return url.href
}

export interface RpcUrlSources {
  customRpcUrls?: CustomRpcUrlMap
  /** The Blockchain API's URL for the chain when it serves it, else undefined. */
  blockchainApiUrl?: string
}

export function chainRpcUrls(network: Pick<Network, 'caipNetworkId' | 'rpcUrls'>, sources: RpcUrlSources): ChainRpcUrl[] {
  const all: ChainRpcUrl[] = [
    ...(sources.customRpcUrls?.[network.caipNetworkId] ?? []),
    ...network.rpcUrls.default.http.map((url) => ({ url })),
    ...(sources.blockchainApiUrl ? [{ url: sources.blockchainApiUrl }] : []),
  ]
  const seen = new Set<string>()
  return all.filter(({ url }) => !seen.has(url) && (seen.add(url), true))
}
