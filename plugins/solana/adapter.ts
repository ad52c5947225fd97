// The solana chain adapter: Wallet Standard discovery plus the capabilities, one instance per kernel.
// No switchNetwork: a Solana wallet has no current chain, so the kernel switching the active
// network is all a switch is.
import {
  connectsOf,
  notConnectedError,
  PorticoError,
  type ChainAdapter,
  type Connects,
  type Network,
  type ReadsBalance,
  type RpcService,
  type SendsTransaction,
  type SignsMessage,
} from 'portico'
import { createConnection, type Connected, type ConnectionOptions } from './connection.ts'
import { getBalance } from './get-balance.ts'
import { createSolanaProvider, type SolanaProvider } from './provider.ts'
import { createSolanaRpc } from './rpc.ts'
import { signMessage } from './sign-message.ts'
import { createWalletRegistry } from './wallets.ts'

export type SolanaAdapter = Omit<ChainAdapter, 'getProvider'> &
  Connects &
  SignsMessage &
  SendsTransaction &
  ReadsBalance & {
    /** ExposesProvider, typed: the connected wallet's Solana provider. */
    getProvider(): SolanaProvider | undefined
    dispose(): void
  }

export interface SolanaAdapterOptions extends Omit<ConnectionOptions, 'network'> {
  /** The page's window; undefined on a server (no wallets, nothing throws). */
  window: Window | undefined
  /** The active Solana network (the kernel's), which the provider and a reconnected session use. */
  network(): Network | undefined
  /** The kernel's RPC transport, under every call to the network's nodes. */
  rpc: () => Pick<RpcService, 'request'>
}

export function createSolanaAdapter(options: SolanaAdapterOptions): SolanaAdapter {
  const wallets = createWalletRegistry(options.window)
  const connection = createConnection(wallets, options)
  const rpc = createSolanaRpc(options.rpc)
  let provider: { for: Connected; provider: SolanaProvider } | undefined

  const connected = (): Connected => {
    const current = connection.current()
    if (!current) throw notConnectedError('no Solana wallet is connected')
    return current
  }
  const activeNetwork = () => {
    const network = options.network()
    if (!network) throw new PorticoError('NETWORK_NOT_FOUND', 'Network not found', { details: 'no Solana network is configured' })
    return network
  }

  return {
    namespace: 'solana',
    connectors$: wallets.connectors$,
    ...connectsOf(connection),
    getBalance: (request) => getBalance(rpc, request),
    signMessage: async (request) => signMessage(connected(), request),
    async sendTransaction(request) {
      const current = connected()
      return (await import('./send-transaction.ts')).sendTransaction(current, rpc, request)
    },
    getProvider() {
      const current = connection.current()
      if (!current) return undefined
      // One provider per connection (and per account list), so `useAppKitProvider` sees a stable object.
      if (provider?.for !== current) provider = { for: current, provider: createSolanaProvider(current, activeNetwork, rpc) }
      return provider.provider
    },
    dispose() {
      connection.dispose()
      wallets.dispose()
    },
  }
}
