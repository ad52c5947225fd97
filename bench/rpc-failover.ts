// (r) What a dead first RPC URL costs a read: the kernel's RPC service (viem's fallback and http
// transports with Portico's ranking) asks a real local anvil node for a balance, once with the
// network's first URL refusing connections (a fault proxy whose port is closed) and the node second,
// once with the node as the only URL. Each run is a fresh service, so each timed read is a chain's
// first: the one a visitor waits for before any ranking round has put the dead URL last.
import { defineNetwork } from '../kernel/network/network.ts'
import { createLogger } from '../kernel/logger/logger.ts'
import { createRpcService } from '../kernel/rpc/rpc-service.ts'
import { ANVIL_ACCOUNT_0 } from '../testing/accounts.ts'
import { startAnvil } from '../testing/anvil.ts'
import { startRpcFaultProxy } from '../testing/rpc-fault-proxy.ts'

export type RpcFailoverResult = {
  /** First read on a fresh transport, the first URL dead: median and each run, ms. */
  firstDeadMedianMs: number
  firstDeadRunsMs: number[]
  /** The same read with the node as the only URL. */
  directMedianMs: number
  directRunsMs: number[]
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

async function timeFirstRead(urls: string[]): Promise<number> {
  const network = defineNetwork({ id: 31337, name: 'Bench anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: urls } } })
  const rpc = createRpcService({ options: { disableProviderPing: true, endpoints: { blockchainApi: 'http://127.0.0.1:9' } }, logger: createLogger({ level: 'silent' }) })
  try {
    // the transport's code loaded once before the clock starts: the figure is the network's, not the import's
    await import('../kernel/rpc/chain-transport.ts')
    const start = performance.now()
    await rpc.request(network, 'eth_getBalance', [ANVIL_ACCOUNT_0.address, 'latest'])
    return Math.round(performance.now() - start)
  } finally {
    rpc.dispose()
  }
}

export async function measureRpcFailover(runs: number): Promise<RpcFailoverResult> {
  const anvil = await startAnvil()
  const dead = await startRpcFaultProxy({ target: anvil.rpcUrl, label: 'dead first URL' })
  try {
    await dead.setMode({ mode: 'refusing' })
    const firstDeadRunsMs: number[] = []
    const directRunsMs: number[] = []
    // one warm-up of each (the sockets, the JIT), then the runs interleaved so load spikes hit both alike
    await timeFirstRead([dead.url, anvil.rpcUrl])
    await timeFirstRead([anvil.rpcUrl])
    for (let i = 0; i < runs; i++) {
      firstDeadRunsMs.push(await timeFirstRead([dead.url, anvil.rpcUrl]))
      directRunsMs.push(await timeFirstRead([anvil.rpcUrl]))
    }
    return { firstDeadMedianMs: median(firstDeadRunsMs), firstDeadRunsMs, directMedianMs: median(directRunsMs), directRunsMs }
  } finally {
    await dead.stop()
    await anvil.stop()
  }
}
