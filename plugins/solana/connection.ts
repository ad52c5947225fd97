// Connects, silently reconnects and disconnects one Wallet Standard wallet, and relays its
// account changes (standard:events) and its unregistering as adapter events.
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { Subject } from 'rxjs'
import { PorticoError, type AdapterEvent, type AdapterSession, type Connects, type Network } from 'portico'
import { featureOf, requireFeature } from './wallet-features.ts'
import type { SolanaWalletRegistry } from './wallets.ts'

/** How long a silent reconnect waits for its wallet to register (extensions register after load). */
export const RECONNECT_WAIT_MS = 1_000
/** A wallet's standard:disconnect may never answer; disconnecting must not hang on it. */
export const DISCONNECT_WAIT_MS = 1_000

export interface Connected {
  wallet: Wallet
  /** The accounts the site may use, first is the active one. */
  accounts: readonly WalletAccount[]
}

export interface SolanaConnection extends Connects {
  current(): Connected | undefined
  dispose(): void
}

export interface ConnectionOptions {
  reconnectWaitMs?: number
  disconnectWaitMs?: number
  /** The Solana network a session is on when the wallet is reconnected (wallets have no "current chain"). */
  network(): Network | undefined
}

/** Accounts on `network` when the wallet says which chains each serves; all of them otherwise. */
function accountsOn(accounts: readonly WalletAccount[], network: Network | undefined): WalletAccount[] {
  const onChain = network ? accounts.filter((a) => a.chains.length === 0 || a.chains.includes(network.caipNetworkId as `${string}:${string}`)) : []
  return onChain.length ? onChain : [...accounts]
}

export function createConnection(wallets: SolanaWalletRegistry, options: ConnectionOptions): SolanaConnection {
  const events = new Subject<AdapterEvent>()
  let connected: Connected | undefined
  let detach = () => {}

  function attach(wallet: Wallet, accounts: readonly WalletAccount[], network: Network | undefined): AdapterSession {
    if (!network) throw new PorticoError('NETWORK_NOT_FOUND', 'Network not found', { details: 'no Solana network is configured' })
    detach()
    connected = { wallet, accounts }
    const offChange = featureOf(wallet, 'standard:events')?.on('change', (properties) => {
      if (!properties.accounts || connected?.wallet !== wallet) return
      const next = accountsOn(properties.accounts, options.network())
      connected = { wallet, accounts: next }
      events.next({ type: 'accountsChanged', accounts: next.map((a) => a.address) })
    })
    const offUnregister = wallets.onUnregister((gone) => {
      if (gone === wallet && connected?.wallet === wallet) events.next({ type: 'disconnect' })
    })
    detach = () => {
      offChange?.()
      offUnregister()
      connected = undefined
      detach = () => {}
    }
    return { accounts: accounts.map((a) => a.address), chainId: network.id }
  }

  return {
    events$: events.asObservable(),
    current: () => connected,

    /** Asks the wallet for its accounts (it prompts); the session is on `network`. */
    async connect({ connectorId, network }) {
      const wallet = wallets.walletOf(connectorId)
      if (!wallet) throw new PorticoError('CONNECTOR_NOT_FOUND', 'Connector not found', { details: `no Solana wallet with id ${connectorId}` })
      const { accounts } = await requireFeature(wallet, 'standard:connect').connect()
      return attach(wallet, accountsOn(accounts, network), network)
    },

    /** Never prompts (`silent: true`). Null when the wallet is gone or no longer permits the site. */
    async reconnect({ connectorId }) {
      const wallet = await wallets.waitFor(connectorId, options.reconnectWaitMs ?? RECONNECT_WAIT_MS)
      const connect = wallet && featureOf(wallet, 'standard:connect')
      if (!wallet || !connect) return null
      const { accounts } = await connect.connect({ silent: true })
      if (!accounts.length) return null
      const network = options.network()
      return attach(wallet, accountsOn(accounts, network), network)
    },

    /** Stops listening, then asks the wallet to forget the site (best effort, bounded). */
    async disconnect() {
      const wallet = connected?.wallet
      detach()
      const disconnect = wallet && featureOf(wallet, 'standard:disconnect')
      if (!disconnect) return
      let timer: ReturnType<typeof setTimeout> | undefined
      await Promise.race([
        disconnect.disconnect().catch(() => undefined),
        new Promise((resolve) => (timer = setTimeout(resolve, options.disconnectWaitMs ?? DISCONNECT_WAIT_MS))),
      ])
      clearTimeout(timer)
    },

    dispose() {
      detach()
      events.complete()
    },
  }
}
