// The part of wagmi's connector contract (`createConnector` in @wagmi/core 2.22+ and 3.x, the same
// in both) that Portico's connector fills in, written out here so that portico/wagmi imports nothing
// from wagmi: a plain app installs only `wagmi`, which keeps its own @wagmi/core nested beside it.
// `createConnector` is an identity function, so a function of this shape IS a wagmi connector.
import type { Address, Chain, EIP1193Provider } from 'viem'

/** wagmi's connector events (ConnectorEventMap), as the connector emits them. */
export interface WagmiConnectorEmitter {
  emit(event: 'connect', data: { accounts: readonly Address[]; chainId: number }): void
  emit(event: 'change', data: { accounts?: readonly Address[] | undefined; chainId?: number | undefined }): void
  emit(event: 'disconnect'): void
}

/** What wagmi's `createConfig` hands a connector function (the parts Portico reads). */
export interface WagmiConnectorConfig {
  chains: readonly [Chain, ...Chain[]]
  emitter: WagmiConnectorEmitter
}

export type ConnectParameters<withCapabilities extends boolean = false> = {
  chainId?: number | undefined
  isReconnecting?: boolean | undefined
  withCapabilities?: withCapabilities | boolean | undefined
}

export type ConnectResult<withCapabilities extends boolean = false> = {
  accounts: withCapabilities extends true ? readonly { address: Address; capabilities: Record<string, unknown> }[] : readonly Address[]
  chainId: number
}

/**
 * The connector object wagmi sets up (it adds `emitter` and `uid` itself). A type, not an interface:
 * wagmi's contract has an index signature (`& properties`), which only a type literal satisfies.
 */
export type PorticoWagmiConnector = {
  readonly id: 'portico'
  readonly name: string
  readonly type: 'portico'
  setup(): Promise<void>
  connect<withCapabilities extends boolean = false>(parameters?: ConnectParameters<withCapabilities> | undefined): Promise<ConnectResult<withCapabilities>>
  disconnect(): Promise<void>
  getAccounts(): Promise<readonly Address[]>
  getChainId(): Promise<number>
  getProvider(parameters?: { chainId?: number | undefined } | undefined): Promise<EIP1193Provider>
  isAuthorized(): Promise<boolean>
  switchChain(parameters: { chainId: number; addEthereumChainParameter?: unknown }): Promise<Chain>
  onAccountsChanged(accounts: string[]): void
  onChainChanged(chainId: string): void
  onDisconnect(error?: Error | undefined): void
}

/** `porticoConnector(appKit)`: pass it in `createConfig({ connectors: [...] })`. */
export type PorticoConnectorFn = (config: WagmiConnectorConfig) => PorticoWagmiConnector
