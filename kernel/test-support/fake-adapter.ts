import { BehaviorSubject, Subject } from 'rxjs'
import type { AdapterAccountInfo, AdapterEvent, AdapterSession, ChainAdapter } from '../adapter/chain-adapter.ts'
import type { Connector } from '../connectors/connector.ts'

/** An in-memory chain adapter for kernel unit tests (the real-wallet proof lives in plugins/ and e2e). */
export function createFakeAdapter(
  options: { namespace?: string; accounts?: string[]; chainId?: number | string; connectorId?: string; serves?: 'namespace' | 'connectors' } = {},
) {
  const namespace = options.namespace ?? 'eip155'
  const events = new Subject<AdapterEvent>()
  const connector: Connector = { id: options.connectorId ?? 'fake', name: options.connectorId ?? 'Fake Wallet', type: 'ANNOUNCED', chain: namespace, info: { rdns: 'fake' } }
  const state = {
    accounts: options.accounts ?? ['0x1111111111111111111111111111111111111111'],
    chainId: options.chainId ?? 1337,
    permitted: false,
    connectError: undefined as unknown,
    switchError: undefined as unknown,
    balance: 1_234_567_000_000_000_000n,
    disconnectError: undefined as unknown,
    reconnectDelay: 0,
    /** The wallet at the other end, as a transport connector (WalletConnect) reports it. */
    wallet: undefined as AdapterSession['wallet'],
    /** What the session reports of its user and account types (an embedded wallet's). */
    info: {} as AdapterAccountInfo,
  }
  const session = (): AdapterSession => ({ ...state.info, accounts: state.accounts, chainId: state.chainId, ...(state.wallet ? { wallet: state.wallet } : {}) })
  const adapter: ChainAdapter = {
    namespace,
    serves: options.serves,
    connectors$: new BehaviorSubject([connector]),
    events$: events,
    async connect() {
      if (state.connectError) throw state.connectError
      state.permitted = true
      return session()
    },
    async disconnect() {
      state.permitted = false
      if (state.disconnectError) throw state.disconnectError
    },
    async reconnect() {
      if (state.reconnectDelay) await new Promise((r) => setTimeout(r, state.reconnectDelay))
      return state.permitted ? session() : null
    },
    async switchNetwork(network) {
      if (state.switchError) throw state.switchError
      state.chainId = network.id
      events.next({ type: 'chainChanged', chainId: network.id })
    },
    async signMessage({ message }) {
      return `${connector.id}:signed:${message}`
    },
    async getBalance({ network }) {
      return { value: state.balance, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
    },
    getProvider: () => ({ fake: true }),
  }
  return { adapter, events, state, connector }
}
