import { BehaviorSubject, Subject } from 'rxjs'
import {
  defineNetwork,
  type AdapterEvent,
  type AdapterSession,
  type ChainAdapter,
  type Connector,
  type Network,
  type Plugin,
} from '../../kernel/index.ts'

export const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

export const ethereum = defineNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
export const base = defineNetwork({
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
})

export const sandboxWallet: Connector = {
  id: 'io.sandbox.wallet',
  name: 'Sandbox Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
  imageUrl: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  info: { rdns: 'io.sandbox.wallet' },
}

interface Deferred<T> {
  promise: Promise<T>
  resolve(value: T): void
  reject(error: unknown): void
}

function deferred<T>(): Deferred<T> {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

export const rejection = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })

/**
 * A scriptable eip155 adapter for component tests: each wallet request waits until the test
 * answers it (`controls.connect.resolve()`), so every intermediate state can be looked at.
 */
export function fakeEvm(options: { wallets?: Connector[] } = {}) {
  const connectors$ = new BehaviorSubject<Connector[]>(options.wallets ?? [sandboxWallet])
  const events$ = new Subject<AdapterEvent>()
  const controls = {
    connectors$,
    events$,
    connect: deferred<AdapterSession>(),
    switch: deferred<void>(),
    reconnect: deferred<AdapterSession | null>(),
    check: deferred<void>(),
    connectCalls: [] as string[],
    switchCalls: [] as Network[],
    balance: 1_234_567_000_000_000_000n,
    provider: { request: async () => '0xsignature' },
    /** Lets the next wallet request of this kind wait again. */
    reset(kind: 'connect' | 'switch' | 'reconnect' | 'check') {
      ;(controls as Record<string, unknown>)[kind] = deferred()
    },
  }
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    connectors$,
    events$,
    connect: ({ connectorId }) => {
      controls.connectCalls.push(connectorId)
      return controls.connect.promise
    },
    disconnect: async () => {},
    reconnect: () => controls.reconnect.promise,
    checkConnection: () => controls.check.promise,
    switchNetwork: async (network) => {
      controls.switchCalls.push(network)
      await controls.switch.promise
      events$.next({ type: 'chainChanged', chainId: network.id })
    },
    getBalance: async () => ({ value: controls.balance, decimals: 18, symbol: 'ETH' }),
    getProvider: () => controls.provider,
  }
  const plugin: Plugin = { id: 'fake-evm', adapters: () => [adapter] }
  return { plugin, controls, adapter }
}
