// The eip155 chain adapter: wallet discovery plus every capability, one instance per kernel.
import {
  connectsOf,
  notConnectedError,
  type ChainAdapter,
  type RpcService,
  type Connects,
  type ExposesProvider,
  type ReadsBalance,
  type SendsTransaction,
  type SignsMessage,
  type SwitchesNetwork,
} from 'portico'
import { createConnection, type ConnectionOptions } from './connection.ts'
import type { Eip1193Provider } from './eip1193.ts'
import { createBalanceReader } from './get-balance.ts'
import { createPaymasterCheckProviders } from './paymaster-check-provider.ts'
import { signMessage } from './sign-message.ts'
import { createWalletRegistry } from './wallets.ts'

export type EvmAdapter = ChainAdapter &
  Connects &
  SwitchesNetwork &
  SignsMessage &
  SendsTransaction &
  ReadsBalance &
  ExposesProvider & {
    getProvider(): Eip1193Provider | undefined
    /** Stops discovery and detaches from the wallet. */
    dispose(): void
  }

export interface EvmAdapterOptions extends ConnectionOptions {
  /** The page's window; undefined on a server (no wallets, nothing throws). */
  window: Window | undefined
  /** The kernel's RPC transport, where balances are read. */
  rpc: () => Pick<RpcService, 'request'>
}

export function createEvmAdapter(options: EvmAdapterOptions): EvmAdapter {
  const wallets = createWalletRegistry(options.window)
  const connection = createConnection(wallets, options)
  const withPaymasterCheck = createPaymasterCheckProviders()
  const connected = () => {
    const provider = connection.provider()
    if (!provider) throw notConnectedError('no EVM wallet is connected')
    return provider
  }

  return {
    namespace: 'eip155',
    connectors$: wallets.connectors$,
    ...connectsOf(connection),
    // Switching and sending are not needed at page start: their code loads on first use.
    async switchNetwork(network) {
      const provider = connected()
      return (await import('./switch-network.ts')).switchNetwork(provider, network)
    },
    signMessage: async (request) => signMessage(connected(), request),
    async sendTransaction(request) {
      const provider = connected()
      return (await import('./send-transaction.ts')).sendTransaction(provider, request)
    },
    getBalance: createBalanceReader(options.rpc),
    // the wallet's provider, with the paymasterService check in front of wallet_sendCalls
    getProvider: () => withPaymasterCheck(connection.provider()),
    dispose() {
      connection.dispose()
      wallets.dispose()
    },
  }
}
