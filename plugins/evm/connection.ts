// Connects, reconnects and disconnects one wallet at a time, and relays its EIP-1193 events.
import { Subject } from 'rxjs'
import { PorticoError, type AdapterEvent, type AdapterSession, type Connects, type Network } from 'portico'
import type { Eip1193Provider } from './eip1193.ts'
import { parseChainId } from './hex.ts'
import type { WalletRegistry } from './wallets.ts'

/** How long a silent reconnect waits for its wallet to be announced (EIP-6963 is asynchronous). */
export const RECONNECT_WAIT_MS = 1_000
/** `wallet_revokePermissions` may never answer; disconnecting must not hang on it. */
export const REVOKE_WAIT_MS = 1_000

export interface EvmConnection extends Connects {
  /** The connected provider, undefined when disconnected. */
  provider(): Eip1193Provider | undefined
  dispose(): void
}

export interface ConnectionOptions {
  reconnectWaitMs?: number
  revokeWaitMs?: number
}

const accountsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((a): a is string => typeof a === 'string') : []

export function createConnection(wallets: WalletRegistry, options: ConnectionOptions = {}): EvmConnection {
  const events = new Subject<AdapterEvent>()
  let current: Eip1193Provider | undefined
  let detach = () => {}

  function attach(provider: Eip1193Provider) {
    detach()
    const onAccounts = (accounts: unknown) => events.next({ type: 'accountsChanged', accounts: accountsOf(accounts) })
    const onChain = (chainId: unknown) => {
      try {
        events.next({ type: 'chainChanged', chainId: parseChainId(chainId) })
      } catch {
        // a malformed chain id from the wallet is ignored rather than crashing its event loop
      }
    }
    const onDisconnect = async (error?: { code?: unknown }) => {
      // MetaMask emits 1013 when it briefly loses its own backend; the site is still connected.
      if (error?.code === 1013 && accountsOf(await provider.request({ method: 'eth_accounts' }).catch(() => [])).length) return
      if (current === provider) events.next({ type: 'disconnect' })
    }
    provider.on?.('accountsChanged', onAccounts)
    provider.on?.('chainChanged', onChain)
    provider.on?.('disconnect', onDisconnect)
    current = provider
    detach = () => {
      provider.removeListener?.('accountsChanged', onAccounts)
      provider.removeListener?.('chainChanged', onChain)
      provider.removeListener?.('disconnect', onDisconnect)
      current = undefined
      detach = () => {}
    }
  }

  async function session(provider: Eip1193Provider, accounts: string[]): Promise<AdapterSession> {
    const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }))
    attach(provider)
    return { accounts, chainId }
  }

  return {
    events$: events.asObservable(),
    provider: () => current,

    /**
     * Asks the wallet for its accounts (it prompts) and reports the chain it is on. `network` is not
     * forced: the kernel follows the wallet's chain and shows UnsupportedChain when it must.
     */
    async connect({ connectorId }: { connectorId: string; network: Network }) {
      const provider = wallets.providerOf(connectorId)
      if (!provider) throw new PorticoError('CONNECTOR_NOT_FOUND', 'Connector not found', { details: `no EVM wallet with id ${connectorId}` })
      const accounts = accountsOf(await provider.request({ method: 'eth_requestAccounts' }))
      return session(provider, accounts)
    },

    /** Never prompts: `eth_accounts` only. Null when the wallet is gone or no longer permits the site. */
    async reconnect({ connectorId }) {
      const provider = await wallets.waitFor(connectorId, options.reconnectWaitMs ?? RECONNECT_WAIT_MS)
      if (!provider) return null
      const accounts = accountsOf(await provider.request({ method: 'eth_accounts' }))
      return accounts.length ? session(provider, accounts) : null
    },

    /** Stops listening, then asks the wallet to forget the site (best effort: many wallets lack the method). */
    async disconnect() {
      const provider = current
      detach()
      if (!provider) return
      let timer: ReturnType<typeof setTimeout> | undefined
      await Promise.race([
        provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }).catch(() => undefined),
        new Promise((resolve) => (timer = setTimeout(resolve, options.revokeWaitMs ?? REVOKE_WAIT_MS))),
      ])
      clearTimeout(timer)
    },

    dispose() {
      detach()
      events.complete()
    },
  }
}
