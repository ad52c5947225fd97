// The Solana wallets this page offers: Wallet Standard wallets (@wallet-standard/app's registry)
// with a solana: chain and standard:connect, kept live as wallets register and unregister.
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { BehaviorSubject, type Observable } from 'rxjs'
import type { Connector } from 'portico'

export interface SolanaWalletRegistry {
  readonly connectors$: Observable<Connector[]>
  walletOf(connectorId: string): Wallet | undefined
  /** The wallet once it registers (an extension may register after the page loaded), undefined after `timeoutMs`. */
  waitFor(connectorId: string, timeoutMs: number): Promise<Wallet | undefined>
  /** Called when a wallet unregisters; returns the removal. */
  onUnregister(listener: (wallet: Wallet) => void): () => void
  dispose(): void
}

/** Connector ids are namespaced so a wallet's Solana side never collides with an EIP-6963 rdns. */
export const connectorIdOf = (wallet: Wallet) => `wallet-standard:${wallet.name}`

export const isSolanaWallet = (wallet: Wallet) => wallet.chains.some((chain) => chain.startsWith('solana:')) && 'standard:connect' in wallet.features

function toConnector(wallet: Wallet): Connector {
  return { id: connectorIdOf(wallet), name: wallet.name, type: 'ANNOUNCED', chain: 'solana', imageUrl: wallet.icon }
}

/** One registry per adapter (per kernel). Without a window (on a server) it stays empty. */
export function createWalletRegistry(win: Window | undefined): SolanaWalletRegistry {
  const connectors = new BehaviorSubject<Connector[]>([])
  const unregisterListeners = new Set<(wallet: Wallet) => void>()
  let wallets: Wallet[] = []
  let stop = () => {}

  if (win) {
    // The standard's registry is the page's own (one per window, shared by every app on it).
    const registry = getWallets()
    const update = () => {
      wallets = registry.get().filter(isSolanaWallet)
      connectors.next(wallets.map(toConnector))
    }
    const offRegister = registry.on('register', update)
    const offUnregister = registry.on('unregister', (...gone) => {
      update()
      for (const wallet of gone) for (const listener of [...unregisterListeners]) listener(wallet)
    })
    stop = () => {
      offRegister()
      offUnregister()
    }
    update()
  }

  const walletOf = (id: string) => wallets.find((wallet) => connectorIdOf(wallet) === id)

  return {
    connectors$: connectors.asObservable(),
    walletOf,
    waitFor(id, timeoutMs) {
      const now = walletOf(id)
      if (now || !win) return Promise.resolve(now)
      return new Promise((resolve) => {
        const done = (wallet: Wallet | undefined) => {
          clearTimeout(timer)
          subscription.unsubscribe()
          resolve(wallet)
        }
        const timer = setTimeout(() => done(undefined), timeoutMs)
        const subscription = connectors.subscribe(() => {
          const wallet = walletOf(id)
          if (wallet) done(wallet)
        })
      })
    },
    onUnregister(listener) {
      unregisterListeners.add(listener)
      return () => void unregisterListeners.delete(listener)
    },
    dispose() {
      stop()
      unregisterListeners.clear()
      connectors.complete()
    },
  }
}
