// The kernel's RPC service: one transport per chain, made on the chain's first call and kept for
// the kernel's life, under every JSON-RPC call Portico makes itself (balances, gas, receipts, the
// bundler's reads, Solana's calls). Its health (each URL's rank, latency and failures) is a stream.
import { BehaviorSubject, type Observable } from 'rxjs'
import { PorticoError } from '../errors/portico-error.ts'
import type { Logger } from '../logger/logger.ts'
import type { Network } from '../network/network.ts'
import type { ChainRpcHealth, ChainTransport } from './chain-transport.ts'
import { blockchainApiRpcUrl, chainRpcUrls, type CustomRpcUrlMap } from './rpc-urls.ts'

/** Per CAIP-2 network id, the health of the chains called so far. */
export type RpcHealth = Readonly<Record<string, ChainRpcHealth>>

/** An EIP-1193 provider over a chain's transport (viem's `custom()` takes it). */
export interface RpcProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

export interface RpcService {
  /** One JSON-RPC call on the network's chain. Throws RPC_UNAVAILABLE when no URL answered, or the node's own JSON-RPC error. */
  request<T = unknown>(network: Network, method: string, params?: unknown): Promise<T>
  provider(network: Network): RpcProvider
  /** The URLs the network's calls go to, in the order they are tried before any ranking (for a party that reads the same chain, as the secure frame does). */
  urls(network: Network): string[]
  readonly health$: Observable<RpcHealth>
  health(): RpcHealth
  dispose(): void
}

export interface RpcServiceDeps {
  options: {
    customRpcUrls?: CustomRpcUrlMap
    /** No test call when a chain's transport is made. */
    disableProviderPing?: boolean
    projectId?: string
    endpoints: { blockchainApi: string }
  }
  logger: Logger
  /** Whether the Blockchain API serves the chain (its RPC URL is then the last resort). */
  isServed?: (caipNetworkId: string) => Promise<boolean>
  /** The viem part; a test may pass its own. */
  load?: () => Promise<typeof import('./chain-transport.ts')>
}

/** The call a chain answers with its head: the ranking pings with it. */
const pingMethodOf = (network: Network) => (network.chainNamespace === 'solana' ? 'getBlockHeight' : 'eth_blockNumber')

export function createRpcService(deps: RpcServiceDeps): RpcService {
  const { options, logger } = deps
  const load = deps.load ?? (() => import('./chain-transport.ts'))
  const chains = new Map<string, Promise<ChainTransport>>()
  const made: ChainTransport[] = []
  const urlLists = new Map<string, string[]>()
  const health$ = new BehaviorSubject<RpcHealth>({})
  let disposed = false

  async function make(network: Network): Promise<ChainTransport> {
    const caip = network.caipNetworkId
    const served = options.projectId && deps.isServed ? await deps.isServed(caip).catch(() => false) : false
    const urls = chainRpcUrls(network, {
      customRpcUrls: options.customRpcUrls,
      blockchainApiUrl: served ? blockchainApiRpcUrl(options, caip) : undefined,
    })
    if (urls.length === 0) throw new PorticoError('NO_RPC_URL', 'No RPC url provided for chainId', { details: caip })
    const { createChainTransport } = await load()
    if (disposed) throw new PorticoError('DISPOSED', 'The modal instance was disposed', { details: caip })
    const transport = createChainTransport({
      caipNetworkId: caip,
      name: network.name,
      urls,
      pingMethod: pingMethodOf(network),
      testCall: !options.disableProviderPing,
      logger,
      onHealth: (chain) => {
        if (!disposed) health$.next({ ...health$.value, [caip]: chain })
      },
    })
    made.push(transport)
    urlLists.set(caip, urls.map((u) => u.url))
    logger.debug(`RPC ${caip}: ${urls.length} URL(s)`, urls.map((u) => u.url))
    return transport
  }

  function transportOf(network: Network): Promise<ChainTransport> {
    let chain = chains.get(network.caipNetworkId)
    if (!chain) {
      chain = make(network)
      // a failed making (no URL) is tried again on the next call
      chain.catch(() => chains.delete(network.caipNetworkId))
      chains.set(network.caipNetworkId, chain)
    }
    return chain
  }

  const service: RpcService = {
    async request<T>(network: Network, method: string, params?: unknown): Promise<T> {
      return (await transportOf(network)).request<T>(method, params)
    },
    provider: (network) => ({ request: ({ method, params }) => service.request(network, method, params) }),
    // before the chain's first call the Blockchain API's URL is not known to be one of them
    urls: (network) => urlLists.get(network.caipNetworkId) ?? chainRpcUrls(network, { customRpcUrls: options.customRpcUrls }).map((u) => u.url),
    health$: health$.asObservable(),
    health: () => health$.value,
    dispose() {
      disposed = true
      for (const transport of made) transport.stop()
      health$.complete()
    },
  }
  return service
}
