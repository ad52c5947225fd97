import { BehaviorSubject, Subject } from 'rxjs'
import { defineNetwork, type AdapterEvent, type AdapterSession, type ChainAdapter, type Connector, type Plugin } from '../../kernel/index.ts'

export const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

export const sandboxSolana = defineNetwork({
  id: 'GgBaCs3NCBuZN12kCJgAW63ydqohFkHE',
  chainNamespace: 'solana',
  name: 'Sandbox Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
})

/** The Sandbox Wallet's Solana side: same name as the EVM side, so the kernel merges them. */
export const sandboxWalletSolana: Connector = { id: 'wallet-standard:Sandbox Wallet', name: 'Sandbox Wallet', type: 'ANNOUNCED', chain: 'solana' }

/**
 * A scriptable solana adapter for component tests, as fakeEvm: each connect waits until the test
 * answers it (`controls.connect.resolve()` / `.reject()`). No switchNetwork: a Solana wallet has no
 * current chain.
 */
export function fakeSolana(options: { wallets?: Connector[] } = {}) {
  const connectors$ = new BehaviorSubject<Connector[]>(options.wallets ?? [sandboxWalletSolana])
  const events$ = new Subject<AdapterEvent>()
  let resolveConnect!: (s: AdapterSession) => void
  let rejectConnect!: (e: unknown) => void
  const controls = {
    connectCalls: [] as string[],
    connect: {
      resolve: (s: AdapterSession = { accounts: [SOLANA_ADDRESS], chainId: sandboxSolana.id }) => resolveConnect(s),
      reject: (e: unknown) => rejectConnect(e),
    },
  }
  const adapter: ChainAdapter = {
    namespace: 'solana',
    connectors$,
    events$,
    connect: ({ connectorId }) => {
      controls.connectCalls.push(connectorId)
      return new Promise<AdapterSession>((resolve, reject) => ((resolveConnect = resolve), (rejectConnect = reject)))
    },
    disconnect: async () => {},
    reconnect: async () => null,
    getBalance: async () => ({ value: 1_500_000_000n, decimals: 9, symbol: 'SOL' }),
    getProvider: () => ({ solana: true }),
  }
  const plugin: Plugin = { id: 'fake-solana', adapters: () => [adapter] }
  return { plugin, controls, adapter }
}
