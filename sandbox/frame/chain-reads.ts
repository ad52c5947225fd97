// The frame page's chain reads (nonces, gas, fees, code, receipts, the signed-transaction broadcast)
// go over the RPC URLs the page gave for that chain (the frame's address, SWITCH_NETWORK, each
// RPC_REQUEST), through the page's own transport (ranked fallback, batching, retries, timeouts), so a
// dead first URL costs the frame no more than it costs the page. A chain the page gave no URLs for is
// read through the frame server's forwarding API. Either way only the forwarded methods are read.
import { BaseError, RpcRequestError } from 'viem'
import { createChainTransport, type ChainTransport } from '../../kernel/rpc/chain-transport.ts'
import { RpcError } from './rpc-call.ts'
import { FORWARDED_METHODS } from './wallet.ts'

/** One read on a chain; the node's error comes back as an RpcError (its code and message). */
export type ChainRead = (chainId: number, method: string, params: unknown) => Promise<unknown>

export interface ChainReads {
  read: ChainRead
  /** The chain's URLs as the page last gave them, in the order the page tries them; a new list replaces the chain's transport. */
  useRpcUrls(chainId: number, urls: readonly string[]): void
  /** Stops every chain's ranking loop. */
  stop(): void
}

export interface ChainReadsOptions {
  /** The chain's name, for the error of a read no URL answered. */
  chainName(chainId: number): string
  /** A read through the frame server, for a chain without URLs. */
  forward: ChainRead
  log(...args: unknown[]): void
}

/** The node's JSON-RPC error as the frame server passed it (code and message); a call no URL answered as an internal error naming the chain. */
function asRpcError(error: unknown): unknown {
  if (error instanceof RpcError) return error
  const node = error instanceof BaseError ? (error.walk((e) => e instanceof RpcRequestError) as RpcRequestError | null) : null
  if (node) return new RpcError(node.code, node.details)
  return new RpcError(-32603, error instanceof Error ? error.message : String(error))
}

export function createChainReads(options: ChainReadsOptions): ChainReads {
  const chains = new Map<number, { key: string; urls: readonly string[]; transport?: ChainTransport }>()
  const logger = { debug: (message: string, context?: unknown) => options.log(message, context) }

  function transportOf(chainId: number): ChainTransport | undefined {
    const chain = chains.get(chainId)
    if (!chain) return undefined
    chain.transport ??= createChainTransport({
      caipNetworkId: `eip155:${chainId}`,
      name: options.chainName(chainId),
      urls: chain.urls.map((url) => ({ url })),
      pingMethod: 'eth_blockNumber',
      // the test call announces a transport to the node once per chain: the page's own already did
      testCall: false,
      logger,
      onHealth: () => {},
    })
    return chain.transport
  }

  return {
    async read(chainId, method, params) {
      if (!FORWARDED_METHODS.has(method)) throw new RpcError(4200, `The sandbox frame reads with the forwarded methods only, not ${method}`)
      const transport = transportOf(chainId)
      if (!transport) return options.forward(chainId, method, params)
      try {
        return await transport.request(method, params ?? [])
      } catch (error) {
        throw asRpcError(error)
      }
    },
    useRpcUrls(chainId, urls) {
      const key = urls.join(' ')
      const known = chains.get(chainId)
      if (urls.length === 0 || known?.key === key) return
      known?.transport?.stop()
      chains.set(chainId, { key, urls: [...urls] })
      options.log('RPC URLs', chainId, urls)
    },
    stop() {
      for (const chain of chains.values()) chain.transport?.stop()
      chains.clear()
    },
  }
}
