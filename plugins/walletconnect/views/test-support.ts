// A scriptable WalletConnect adapter for the views' component tests: a uri$ subject the test
// drives, and a connect() that waits until the test answers it.
import { BehaviorSubject, Subject } from 'rxjs'
import type { AdapterEvent, AdapterSession, ChainAdapter, Connector, ExplorerWallet, Plugin } from 'portico'
import { appLinkFor, type AppLink } from '../app-links.ts'

export const wcConnector: Connector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }

/** A pairing URI in WalletConnect's shape, expiring `ttlSeconds` from now. */
export function pairingUri(topic: string, ttlSeconds = 300): string {
  return `wc:${topic}@2?relay-protocol=irn&symKey=${'ab'.repeat(32)}&expiryTimestamp=${Math.floor(Date.now() / 1000) + ttlSeconds}`
}

export function fakeWalletConnect() {
  const uri$ = new BehaviorSubject<string | null>(null)
  let settle!: { resolve(s: AdapterSession): void; reject(e: unknown): void }
  const controls = {
    uri$,
    connectCalls: [] as string[],
    /** The app links openWalletApp opened, in order. */
    opened: [] as string[],
    resolve: (s: AdapterSession) => settle.resolve(s),
    reject: (e: unknown) => settle.reject(e),
  }
  let last: { walletId: string; link: AppLink; at: number } | undefined
  const adapter: ChainAdapter & { uri$: typeof uri$; lastOpened(): typeof last } = {
    namespace: 'eip155',
    serves: 'connectors',
    connectors$: new BehaviorSubject<Connector[]>([wcConnector]),
    events$: new Subject<AdapterEvent>(),
    uri$,
    connect: ({ connectorId }) => {
      controls.connectCalls.push(connectorId)
      return new Promise<AdapterSession>((resolve, reject) => (settle = { resolve, reject }))
    },
    disconnect: async () => {},
    // as the real adapter: the current URI on the wallet's app link, recorded instead of opened
    openWalletApp: (wallet: ExplorerWallet) => {
      const link = uri$.value ? appLinkFor(wallet, uri$.value) : undefined
      if (!link) return undefined
      controls.opened.push(link.href)
      last = { walletId: wallet.id, link, at: Date.now() }
      return { href: link.href }
    },
    lastOpened: () => last,
  }
  const plugin: Plugin = {
    id: 'fake-walletconnect',
    adapters: () => [adapter],
    views: {
      ConnectingWalletConnect: () => import('./connecting-walletconnect-view.tsx'),
      ConnectingWalletConnectBasic: () => import('./connecting-walletconnect-basic-view.tsx'),
    },
    slots: { walletConnect: 'ConnectingWalletConnect', walletConnectQr: 'ConnectingWalletConnectBasic' },
  }
  return { plugin, adapter, controls }
}
