// The wallets this page offers: EIP-6963 announcements plus the legacy injected provider.
import { BehaviorSubject, type Observable } from 'rxjs'
import type { Connector } from 'portico'
import { discoverWallets, type AnnouncedWallet } from './discovery.ts'
import type { Eip1193Provider } from './eip1193.ts'
import { INJECTED_CONNECTOR, legacyProvider, showLegacy } from './injected.ts'

export interface WalletRegistry {
  readonly connectors$: Observable<Connector[]>
  /** The provider behind a connector id (an rdns, or `injected` for `window.ethereum` even when hidden). */
  providerOf(connectorId: string): Eip1193Provider | undefined
  /** The provider once it is known (announcements arrive after page load), undefined after `timeoutMs`. */
  waitFor(connectorId: string, timeoutMs: number): Promise<Eip1193Provider | undefined>
  dispose(): void
}

/** Wallets some extensions inject late fire this on the window once `window.ethereum` is set. */
const ETHEREUM_INITIALIZED = 'ethereum#initialized'

function toConnector(wallet: AnnouncedWallet): Connector {
  return {
    id: wallet.rdns,
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'eip155',
    ...(wallet.icon ? { imageUrl: wallet.icon } : {}),
    info: { rdns: wallet.rdns },
  }
}

/** One registry per adapter (per kernel). On a server (`win` undefined) it stays empty. */
export function createWalletRegistry(win: Window | undefined): WalletRegistry {
  const connectors = new BehaviorSubject<Connector[]>([])
  let announced: AnnouncedWallet[] = []

  const update = () => {
    const legacy = legacyProvider(win)
    const list = announced.map(toConnector)
    if (legacy && showLegacy(legacy, announced)) list.push(INJECTED_CONNECTOR)
    connectors.next(list)
  }

  const providerOf = (id: string) =>
    id === INJECTED_CONNECTOR.id ? legacyProvider(win) : announced.find((w) => w.rdns === id)?.provider

  let stop = () => {}
  if (win) {
    const stopDiscovery = discoverWallets(win, (wallets) => {
      announced = wallets
      update()
    })
    win.addEventListener(ETHEREUM_INITIALIZED, update)
    stop = () => {
      stopDiscovery()
      win.removeEventListener(ETHEREUM_INITIALIZED, update)
    }
    update()
  }

  return {
    connectors$: connectors.asObservable(),
    providerOf,
    waitFor(id, timeoutMs) {
      const now = providerOf(id)
      if (now || !win) return Promise.resolve(now)
      return new Promise((resolve) => {
        const done = (provider: Eip1193Provider | undefined) => {
          clearTimeout(timer)
          subscription.unsubscribe()
          resolve(provider)
        }
        const timer = setTimeout(() => done(undefined), timeoutMs)
        const subscription = connectors.subscribe(() => {
          const provider = providerOf(id)
          if (provider) done(provider)
        })
      })
    },
    dispose() {
      stop()
      connectors.complete()
    },
  }
}
