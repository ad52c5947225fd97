// The network's nodes, through web3.js Connections (one per network, per adapter: kernels never
// share) whose calls go through the kernel's RPC transport, and confirmation by polling signature
// statuses over HTTP (no WebSocket needed).
import { PorticoError, type Network, type RpcService } from 'portico'
import { loadWeb3, type Web3Module } from './load-web3.ts'
import { rpcFetch } from './rpc-fetch.ts'

type Connection = InstanceType<Web3Module['Connection']>

/** How often a sent transaction's status is asked for while it is not yet confirmed. */
export const CONFIRM_POLL_MS = 400

export interface SolanaRpc {
  connection(network: Network): Promise<{ web3: Web3Module; connection: Connection }>
  /** Resolves once `signature` is confirmed; throws with the transaction's error, or when its blockhash expired first. */
  confirm(network: Network, signature: string, lastValidBlockHeight: number): Promise<void>
}

export function createSolanaRpc(transport: () => Pick<RpcService, 'request'>, load: () => Promise<Web3Module> = () => loadWeb3()): SolanaRpc {
  const connections = new Map<string, Connection>()

  async function connection(network: Network) {
    const rpcUrl = network.rpcUrls.default.http[0]
    if (!rpcUrl) throw new PorticoError('NO_RPC_URL', 'No RPC url provided for chainId', { details: network.caipNetworkId })
    const web3 = await load()
    let existing = connections.get(network.caipNetworkId)
    if (!existing) {
      const wsEndpoint = network.rpcUrls.default.webSocket?.[0]
      // the URL names the Connection; its calls go where the transport's ranking says
      existing = new web3.Connection(rpcUrl, { commitment: 'confirmed', fetch: rpcFetch(transport, network), ...(wsEndpoint ? { wsEndpoint } : {}) })
      connections.set(network.caipNetworkId, existing)
    }
    return { web3, connection: existing }
  }

  return {
    connection,
    async confirm(network, signature, lastValidBlockHeight) {
      const { connection: rpc } = await connection(network)
      for (;;) {
        const { value } = await rpc.getSignatureStatuses([signature])
        const status = value[0]
        if (status?.err) throw new PorticoError('TRANSACTION_FAILED', 'Transaction failed', { details: `${signature}: ${JSON.stringify(status.err)}` })
        if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')) return
        if ((await rpc.getBlockHeight('confirmed')) > lastValidBlockHeight) {
          throw new PorticoError('TRANSACTION_EXPIRED', 'Transaction expired', { details: `${signature} was not confirmed before block height ${lastValidBlockHeight}` })
        }
        await new Promise((resolve) => setTimeout(resolve, CONFIRM_POLL_MS))
      }
    },
  }
}
