// Portico → wagmi: what wagmi was last told of Portico's eip155 connection, and the connector's
// events (`connect`, `change`, `disconnect`, and the provider's own) that say what changed since.
// While wagmi's own connect or disconnect runs, wagmi sets its state from the call, not from events.
import type { Address } from 'viem'
import type { AppKitInternals } from '../app-kit/app-kit-instance.ts'
import type { PorticoProvider } from './portico-provider.ts'
import { evmView, type EvmView } from './portico-state.ts'
import type { WagmiConnectorConfig } from './wagmi-contract.ts'

export interface ConnectorSync {
  /** Compares Portico's eip155 connection with what wagmi was told, and says what changed. */
  sync(): void
  /** wagmi's own connect or disconnect is running. */
  own: 'connect' | 'disconnect' | undefined
  /** What wagmi was last told (undefined: not connected through this connector). */
  reported: { accounts: readonly Address[]; chainId: number } | undefined
}

export const connectedView = (view: EvmView) => view.status === 'connected' && view.accounts.length > 0 && view.chainId !== undefined

const sameAccounts = (a: readonly Address[], b: readonly Address[]) => a.length === b.length && a.every((x, i) => x === b[i])

export function createConnectorSync(inner: AppKitInternals, { emitter, chains }: WagmiConnectorConfig, wallet: PorticoProvider): ConnectorSync {
  const inWagmi = (chainId: number | undefined) => chainId !== undefined && chains.some((c) => c.id === chainId)
  const state: ConnectorSync = {
    own: undefined,
    reported: undefined,
    sync() {
      const view = evmView(inner)
      const { reported } = state
      if (connectedView(view)) {
        const chainId = inWagmi(view.chainId) ? view.chainId! : (reported?.chainId ?? view.chainId!)
        state.reported = { accounts: view.accounts, chainId }
        if (!reported) {
          if (state.own) return
          emitter.emit('connect', { accounts: view.accounts, chainId })
          wallet.emit('connect', { chainId: `0x${chainId.toString(16)}` })
          return
        }
        // another account, or another wallet made the active one (multi-wallet)
        if (!sameAccounts(reported.accounts, view.accounts)) {
          emitter.emit('change', { accounts: view.accounts })
          wallet.emit('accountsChanged', view.accounts)
        }
        // a chain wagmi's config lacks leaves wagmi's chain as it was (Portico shows UnsupportedChain)
        if (reported.chainId !== chainId) {
          emitter.emit('change', { chainId })
          wallet.emit('chainChanged', `0x${chainId.toString(16)}`)
        }
      } else if (view.status === 'disconnected' && reported) {
        state.reported = undefined
        if (state.own === 'disconnect') return
        emitter.emit('disconnect')
        wallet.emit('disconnect', new Error('Portico disconnected'))
      }
    },
  }
  return state
}
