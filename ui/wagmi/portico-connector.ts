// `porticoConnector(appKit)`: a wagmi connector (wagmi 2.19+ and 3.x) whose wallet is whatever Portico
// connected. Portico's kernel stays the one source of truth: the connector reports its eip155
// connection to wagmi through the connector's public events (`connect`, `change`, `disconnect`), and
// wagmi's connect / switchChain / disconnect go to Portico (the modal, the wallet). Nothing here
// writes wagmi's state, and nothing loads before it is needed: the kernel arrives as Portico decides.
import type { Chain } from 'viem'
import { SwitchChainError, UserRejectedRequestError } from 'viem'
import { isUserRejection, PorticoError } from '../../kernel/errors/portico-error.ts'
import { internalsOf, type AppKit } from '../app-kit/app-kit-instance.ts'
import { connectedView, createConnectorSync } from './connector-sync.ts'
import { createPorticoProvider } from './portico-provider.ts'
import { evmView, onEvmChange, type EvmView } from './portico-state.ts'
import { connectionInModal, restoredConnection, userRejected } from './wait-for-connection.ts'
import type { ConnectResult, PorticoConnectorFn, PorticoWagmiConnector, WagmiConnectorConfig } from './wagmi-contract.ts'

export { RECONNECT_TIMEOUT_MS } from './wait-for-connection.ts'

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

/** The wagmi connector over an AppKit instance (made with createAppKit). */
export function porticoConnector(appKit: AppKit): PorticoConnectorFn {
  const inner = internalsOf(appKit)
  return (config) => {
    checkConfig(config)
    const { chains } = config
    const wallet = createPorticoProvider(inner)
    const state = createConnectorSync(inner, config, wallet)
    const { sync } = state
    let stop: (() => void) | undefined
    const restored = () => restoredConnection(inner)
    const inModal = () => connectionInModal(appKit, inner)

    const resultOf = <withCapabilities extends boolean>(view: EvmView, withCapabilities: boolean | undefined): ConnectResult<withCapabilities> => {
      const chainId = view.chainId!
      state.reported = { accounts: view.accounts, chainId }
      const accounts = withCapabilities ? view.accounts.map((address) => ({ address, capabilities: {} })) : view.accounts
      return { accounts, chainId } as ConnectResult<withCapabilities>
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
        state.own = 'connect'
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
          state.own = undefined
          // what happened meanwhile (e.g. the visitor connected after closing the modal) reaches wagmi now
          sync()
        }
      },

      async disconnect() {
        state.own = 'disconnect'
        try {
          await appKit.disconnect({ namespace: 'eip155' })
        } catch (error) {
          // Portico clears its state even when a wallet does not answer: only a connection left standing is an error
          if (evmView(inner).status === 'connected') throw error
        } finally {
          state.own = undefined
          state.reported = undefined
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
