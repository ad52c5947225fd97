// `porticoConnector(appKit)`: a wagmi connector (wagmi 2.19+ and 3.x) whose wallet is whatever Portico
// connected. Portico's kernel stays the one source of truth: the connector reports its eip155
// connection to wagmi through the connector's public events (`connect`, `change`, `disconnect`), and
// wagmi's connect / switchChain / disconnect go to Portico (the modal, the wallet). Nothing here
// writes wagmi's state, and nothing loads before it is needed: the kernel arrives as Portico decides.
import type { Address, Chain } from 'viem'
import { SwitchChainError, UserRejectedRequestError } from 'viem'
import { isUserRejection, PorticoError } from '../../kernel/errors/portico-error.ts'
import { internalsOf, type AppKit } from '../app-kit/app-kit-instance.ts'
import { createPorticoProvider } from './portico-provider.ts'
import { evmView, onEvmChange, waitFor, WaitTimeoutError, type EvmView } from './portico-state.ts'
import type { ConnectResult, PorticoConnectorFn, PorticoWagmiConnector, WagmiConnectorConfig } from './wagmi-contract.ts'

/**
 * How long wagmi's reconnect waits for Portico to restore a stored connection, a safety net: it
 * follows Portico's own restore, which ends by itself (a wallet that does not answer is gone after
 * 5 s; the embedded wallet may take 30 s, its frame loading first), plus the kernel chunk's download.
 */
export const RECONNECT_TIMEOUT_MS = 35_000

/** What a connector function needs of wagmi's config; anything else is not wagmi's createConfig. */
function checkConfig(config: unknown): asserts config is WagmiConnectorConfig {
  const c = config as Partial<WagmiConnectorConfig> | undefined
  if (!c || typeof c.emitter?.emit !== 'function' || !Array.isArray(c.chains) || c.chains.length === 0) {
    throw new PorticoError(
      'WAGMI_CONFIG_REQUIRED',
      'porticoConnector(appKit) is a wagmi connector: pass it to createConfig({ connectors: [porticoConnector(appKit)] }) from wagmi (2.19+ or 3.x, npm install wagmi)',
    )
  }
}

const sameAccounts = (a: readonly Address[], b: readonly Address[]) => a.length === b.length && a.every((x, i) => x === b[i])

const userRejected = (cause?: unknown) =>
  new UserRejectedRequestError(cause instanceof Error ? cause : new Error('The modal was closed before a wallet connected.'))

/** The wagmi connector over an AppKit instance (made with createAppKit). */
export function porticoConnector(appKit: AppKit): PorticoConnectorFn {
  const inner = internalsOf(appKit)
  return (config) => {
    checkConfig(config)
    const { emitter, chains } = config
    const wallet = createPorticoProvider(inner)
    const inWagmi = (chainId: number | undefined) => chainId !== undefined && chains.some((c) => c.id === chainId)
    /** What wagmi was last told of the connection (undefined: not connected through this connector). */
    let reported: { accounts: readonly Address[]; chainId: number } | undefined
    /** wagmi's own connect / disconnect is running: it sets its state from the call, not from events. */
    let own: 'connect' | 'disconnect' | undefined
    let stop: (() => void) | undefined

    const connectedView = (view: EvmView) => view.status === 'connected' && view.accounts.length > 0 && view.chainId !== undefined

    /** Portico → wagmi: compares Portico's eip155 connection with what wagmi was told, and says what changed. */
    function sync() {
      const view = evmView(inner)
      if (connectedView(view)) {
        const chainId = inWagmi(view.chainId) ? view.chainId! : (reported?.chainId ?? view.chainId!)
        if (!reported) {
          reported = { accounts: view.accounts, chainId }
          if (own) return
          emitter.emit('connect', { accounts: view.accounts, chainId })
          wallet.emit('connect', { chainId: `0x${chainId.toString(16)}` })
          return
        }
        const previous = reported
        reported = { accounts: view.accounts, chainId }
        if (!sameAccounts(previous.accounts, view.accounts)) {
          emitter.emit('change', { accounts: view.accounts })
          wallet.emit('accountsChanged', view.accounts)
        }
        // a chain wagmi's config lacks leaves wagmi's chain as it was (Portico shows UnsupportedChain)
        if (previous.chainId !== chainId) {
          emitter.emit('change', { chainId })
          wallet.emit('chainChanged', `0x${chainId.toString(16)}`)
        }
      } else if (view.status === 'disconnected' && reported) {
        reported = undefined
        if (own === 'disconnect') return
        emitter.emit('disconnect')
        wallet.emit('disconnect', new Error('Portico disconnected'))
      }
    }

    const resultOf = <withCapabilities extends boolean>(view: EvmView, withCapabilities: boolean | undefined): ConnectResult<withCapabilities> => {
      const chainId = view.chainId!
      reported = { accounts: view.accounts, chainId }
      const accounts = withCapabilities ? view.accounts.map((address) => ({ address, capabilities: {} })) : view.accounts
      return { accounts, chainId } as ConnectResult<withCapabilities>
    }

    /** wagmi's reconnect: Portico restores its stored connection itself; wait for the outcome, bounded. */
    async function restored(): Promise<EvmView> {
      const view = await waitFor(inner, () => {
        const now = evmView(inner)
        return now.status === 'connecting' ? undefined : now
      }, RECONNECT_TIMEOUT_MS).catch((error: unknown) => {
        if (error instanceof WaitTimeoutError) throw new PorticoError('RESTORE_TIMEOUT', 'Portico did not restore its connection in time')
        throw error
      })
      if (!connectedView(view)) throw new PorticoError('NOT_CONNECTED', 'Portico has no eip155 connection to restore')
      return view
    }

    /** wagmi's connect: the modal opens; a wallet connected on eip155 resolves, the modal closed first rejects. */
    async function inModal(): Promise<EvmView> {
      let sawOpen = false
      const waiting = waitFor(
        inner,
        () => {
          const view = evmView(inner)
          if (connectedView(view)) return view
          const open = inner.state.get().open
          if (open) sawOpen = true
          else if (sawOpen) throw userRejected()
          return undefined
        },
        // the visitor takes their time; only a closed modal ends the wait
        2 ** 31 - 1,
      )
      waiting.catch(() => {}) // answered below; the modal may close before open() resolves
      await appKit.open()
      return waiting
    }

    const connector: PorticoWagmiConnector = {
      id: 'portico',
      name: 'Portico',
      type: 'portico',

      async setup() {
        stop?.()
        stop = onEvmChange(inner, sync)
      },

      async connect(parameters = {}) {
        const { chainId, isReconnecting, withCapabilities } = parameters
        own = 'connect'
        try {
          let view = evmView(inner)
          if (isReconnecting) view = await restored()
          else if (view.status === 'connecting' && view.accounts.length > 0) view = await restored().catch(() => inModal())
          else if (!connectedView(view)) view = await inModal()
          if (chainId !== undefined && chainId !== view.chainId) {
            // like wagmi's injected connector: a chain the wallet will not switch to leaves it where it is
            await connector.switchChain({ chainId }).catch(() => undefined)
            view = evmView(inner)
          }
          return resultOf(view, withCapabilities)
        } catch (error) {
          if (isUserRejection(error)) throw error instanceof UserRejectedRequestError ? error : userRejected(error)
          throw error
        } finally {
          own = undefined
          // what happened meanwhile (e.g. the visitor connected after closing the modal) reaches wagmi now
          sync()
        }
      },

      async disconnect() {
        own = 'disconnect'
        try {
          await appKit.disconnect({ namespace: 'eip155' })
        } catch (error) {
          // Portico clears its state even when a wallet does not answer: only a connection left standing is an error
          if (evmView(inner).status === 'connected') throw error
        } finally {
          own = undefined
          reported = undefined
        }
      },

      async getAccounts() {
        const view = evmView(inner)
        return view.status === 'disconnected' ? [] : view.accounts
      },

      async getChainId() {
        const view = evmView(inner)
        // the wallet's real chain while it sits on one the app does not list: a write then fails with
        // wagmi's chain-mismatch error instead of going to a chain nobody chose
        return view.unsupportedChainId ?? view.chainId ?? chains[0].id
      },

      async getProvider() {
        return wallet.provider
      },

      async isAuthorized() {
        const view = evmView(inner)
        return view.status === 'connected' || (view.status === 'connecting' && view.accounts.length > 0)
      },

      async switchChain({ chainId }): Promise<Chain> {
        const chain = chains.find((c) => c.id === chainId)
        if (!chain) throw new SwitchChainError(new Error(`Chain ${chainId} is not in wagmi's config (createConfig chains).`))
        const network = inner.network.get().networks.find((n) => n.chainNamespace === 'eip155' && Number(n.id) === chainId)
        if (!network) throw new SwitchChainError(new Error(`Chain ${chainId} is not one of Portico's networks (createAppKit networks).`))
        try {
          await appKit.switchNetwork(network)
        } catch (error) {
          if (isUserRejection(error)) throw new UserRejectedRequestError(error as Error)
          throw new SwitchChainError(error as Error)
        }
        const view = evmView(inner)
        if (view.chainId !== chainId || view.unsupportedChainId !== undefined) throw new SwitchChainError(new Error(`The wallet did not switch to chain ${chainId}.`))
        // wagmi learns the chain from the connector's change event: make sure it has heard it
        sync()
        return chain
      },

      onAccountsChanged: () => sync(),
      onChainChanged: () => sync(),
      onDisconnect: () => sync(),
    }
    return connector
  }
}
