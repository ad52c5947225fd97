// AppKit's documented React hooks and instance methods, written here from AppKit's documentation
// (not imported from it): an app written against them must compile against Portico unchanged. Each
// check asks that Portico's hook or method can stand where AppKit's documented one is expected.
// tsc checks this file (npx tsc --noEmit); vitest runs the trivial runtime part.
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { CaipNetworkId } from '../kernel/caip/caip.ts'
import type { Network } from '../kernel/network/network.ts'
import type { AppKit } from './app-kit/create-app-kit.ts'
import type { useAppKit } from './hooks/use-app-kit.ts'
import type { useAppKitAccount } from './hooks/use-app-kit-account.ts'
import type { useAppKitBalance } from './hooks/use-app-kit-balance.ts'
import type { useAppKitEvents } from './hooks/use-app-kit-events.ts'
import type { useAppKitNetwork } from './hooks/use-app-kit-network.ts'
import type { useAppKitProvider } from './hooks/use-app-kit-provider.ts'
import type { useAppKitState } from './hooks/use-app-kit-state.ts'
import type { useAppKitTheme } from './hooks/use-app-kit-theme.ts'
import type { useDisconnect } from './hooks/use-disconnect.ts'
import type { useWalletInfo } from './hooks/use-wallet-info.ts'
import * as portico from './index.ts'
import type { Provider } from './index.ts'

// -- AppKit's documented shapes -------------------------------------------------------------
type Namespace = 'eip155' | 'solana' | 'bip122' | 'polkadot' | 'cosmos'
/** What an app reads back: Portico's namespaces are open (a plugin may add one), so a read is a string. */
type NamespaceRead = Namespace | (string & {})
/** The networks an app passes (AppKit's AppKitNetwork); a Portico app defines them with defineNetwork. */
type AppKitNetwork = Network
type ThemeMode = 'dark' | 'light'
type ThemeVariables = { '--w3m-font-family'?: string; '--w3m-accent'?: string; '--w3m-color-mix'?: string; '--w3m-color-mix-strength'?: number; '--w3m-font-size-master'?: string; '--w3m-border-radius-master'?: string; '--w3m-z-index'?: number; '--w3m-qr-color'?: string }
/** AppKit's views an app opens by name, and the arguments two of them take. */
type Views = 'Account' | 'Connect' | 'Networks' | 'ApproveTransaction' | 'OnRampProviders' | 'ConnectingWalletConnectBasic' | 'Swap' | 'WhatIsAWallet' | 'WhatIsANetwork' | 'AllWallets' | 'WalletSend'
type SwapArguments = { fromToken?: string; toToken?: string; amount?: string }
type WalletSendArguments = { amount: string; assetAddress: string; namespace: Namespace; chainId: string | number; to: string }
type OpenOptions<V extends Views = Views> = {
  view?: V
  namespace?: Namespace
  arguments?: V extends 'Swap' ? SwapArguments : V extends 'WalletSend' ? WalletSendArguments : never
}
type AccountStatus = 'reconnecting' | 'connected' | 'disconnected' | 'connecting' | undefined
interface Account {
  address: string | undefined
  caipAddress: `${string}:${string}:${string}` | undefined
  isConnected: boolean
  status: AccountStatus
  embeddedWalletInfo?: { user?: { email?: string | null; username?: string }; authProvider: string; accountType?: 'eoa' | 'smartAccount'; isSmartAccountDeployed: boolean }
  allAccounts: readonly { address: string; type: string }[]
}
interface AppKitEvent {
  timestamp: number
  data: { type: string; event: string; properties?: Readonly<Record<string, unknown>> }
}
interface BalanceResult {
  data: { balance: string; symbol: string } | undefined
  error: string | null
  isSuccess: boolean
  isError: boolean
}
interface WalletInfo {
  name: string
  icon?: string
}
interface PublicState {
  open: boolean
  selectedNetworkId: CaipNetworkId | undefined
  activeChain: NamespaceRead | undefined
  loading: boolean
  initialized: boolean
}
interface NetworkState {
  caipNetwork: AppKitNetwork | undefined
  chainId: number | string | undefined
  caipNetworkId: CaipNetworkId | undefined
}

interface AppKitHooks {
  useAppKit: () => { open: <V extends Views>(options?: OpenOptions<V>) => Promise<void>; close: () => unknown }
  useAppKitAccount: (options?: { namespace?: Namespace }) => Account
  useAppKitNetwork: () => { caipNetwork: AppKitNetwork | undefined; caipNetworkId: CaipNetworkId | undefined; chainId: number | string | undefined; switchNetwork: (network: AppKitNetwork) => Promise<void> }
  useAppKitState: () => PublicState
  useAppKitTheme: () => { themeMode: ThemeMode; themeVariables: ThemeVariables; setThemeMode: (mode: ThemeMode) => void; setThemeVariables: (variables: ThemeVariables) => void }
  useAppKitEvents: () => AppKitEvent
  useDisconnect: () => { disconnect: (options?: { namespace?: Namespace }) => Promise<void> }
  useWalletInfo: () => { walletInfo: WalletInfo | undefined }
  useAppKitProvider: <T>(namespace: Namespace) => { walletProvider: T | undefined; walletProviderType: string | undefined }
  useAppKitBalance: () => { fetchBalance: () => Promise<BalanceResult> }
}

interface AppKitInstance {
  open: <V extends Views>(options?: OpenOptions<V>) => Promise<void>
  close: () => unknown
  getState: () => PublicState
  subscribeState: (callback: (state: PublicState) => void) => () => void
  getThemeMode: () => ThemeMode
  getThemeVariables: () => ThemeVariables
  setThemeMode: (mode: ThemeMode) => void
  setThemeVariables: (variables: ThemeVariables) => void
  subscribeTheme: (callback: (theme: { themeMode: ThemeMode; themeVariables: ThemeVariables }) => void) => () => void
  getEvent: () => AppKitEvent
  subscribeEvents: (callback: (event: AppKitEvent) => void) => () => void
  getWalletInfo: (namespace?: Namespace) => WalletInfo | undefined
  subscribeWalletInfo: (callback: (walletInfo: WalletInfo | undefined) => void, namespace?: Namespace) => () => void
  getAddress: (namespace?: Namespace) => string | undefined
  getCaipAddress: (namespace?: Namespace) => string | undefined
  getChainId: () => number | string | undefined
  getCaipNetwork: (namespace?: Namespace, id?: string | number) => AppKitNetwork | undefined
  getCaipNetworks: (namespace?: Namespace) => readonly AppKitNetwork[]
  getCaipNetworkId: () => CaipNetworkId | undefined
  getActiveChainNamespace: () => NamespaceRead | undefined
  getIsConnectedState: () => boolean
  getAccount: (namespace?: Namespace) => Account
  subscribeAccount: (callback: (account: Account) => void, namespace?: Namespace) => () => void
  subscribeNetwork: (callback: (network: NetworkState) => void) => () => void
  switchNetwork: (network: AppKitNetwork) => Promise<void>
  disconnect: (namespace?: Namespace) => Promise<void>
  getWalletProvider: () => unknown
  getWalletProviderType: () => string | undefined
  getProvider: <T>(namespace: Namespace) => T | undefined
  isOpen: () => boolean
  showErrorMessage: (message: string) => void
  showSuccessMessage: (message: string) => void
  updateFeatures: (features: { swaps?: boolean; send?: boolean; email?: boolean; analytics?: boolean }) => void
  updateOptions: (options: { themeMode?: ThemeMode }) => void
}

// -- The checks -------------------------------------------------------------------------------
// Plain assignments: a mismatch is a compile error that names the member and both types.
interface Portico {
  hooks: {
    useAppKit: typeof useAppKit
    useAppKitAccount: typeof useAppKitAccount
    useAppKitNetwork: typeof useAppKitNetwork
    useAppKitState: typeof useAppKitState
    useAppKitTheme: typeof useAppKitTheme
    useAppKitEvents: typeof useAppKitEvents
    useDisconnect: typeof useDisconnect
    useWalletInfo: typeof useWalletInfo
    useAppKitProvider: typeof useAppKitProvider
    useAppKitBalance: typeof useAppKitBalance
  }
  instance: AppKit
}
function asAppKit(portico: Portico): { hooks: AppKitHooks; instance: AppKitInstance } {
  return { hooks: portico.hooks, instance: portico.instance }
}

// An app written as AppKit's documentation shows it: object literals meet excess-property checks
// here, which a plain assignment above does not (an option Portico lacks fails only at a call).
async function appKitApp(portico: Portico, network: AppKitNetwork) {
  const { open, close } = portico.hooks.useAppKit()
  await open()
  await open({ view: 'Account' })
  await open({ view: 'Connect', namespace: 'solana' })
  await open({ view: 'Networks' })
  await open({ view: 'AllWallets' })
  await open({ view: 'Swap', arguments: { amount: '321.123', fromToken: 'USDC', toToken: 'ETH' } })
  await open({ view: 'WalletSend', arguments: { amount: '1', assetAddress: '0x0000000000000000000000000000000000000001', namespace: 'eip155', chainId: 1, to: '0x0000000000000000000000000000000000000002' } })
  close()
  const { address, caipAddress, isConnected, status, embeddedWalletInfo } = portico.hooks.useAppKitAccount({ namespace: 'eip155' })
  const { caipNetwork, chainId, switchNetwork } = portico.hooks.useAppKitNetwork()
  await switchNetwork(network)
  const { open: isOpen, selectedNetworkId, activeChain, loading, initialized } = portico.hooks.useAppKitState()
  const { themeMode, themeVariables, setThemeMode, setThemeVariables } = portico.hooks.useAppKitTheme()
  setThemeMode('dark')
  setThemeVariables({ '--w3m-color-mix': '#00BB7F', '--w3m-color-mix-strength': 40, '--w3m-z-index': 1000, '--w3m-qr-color': '#111111' })
  const event = portico.hooks.useAppKitEvents()
  const { disconnect } = portico.hooks.useDisconnect()
  await disconnect()
  await disconnect({ namespace: 'solana' })
  const { walletInfo } = portico.hooks.useWalletInfo()
  const { walletProvider } = portico.hooks.useAppKitProvider<{ request(args: { method: string }): Promise<unknown> }>('eip155')
  await walletProvider?.request({ method: 'eth_accounts' })
  const { fetchBalance } = portico.hooks.useAppKitBalance()
  const balance = await fetchBalance()

  const modal = portico.instance
  await modal.open({ view: 'Connect', namespace: 'eip155' })
  await modal.open({ view: 'Swap', arguments: { fromToken: 'ETH' } })
  await modal.close()
  const stops = [
    modal.subscribeState((state) => state.open),
    modal.subscribeAccount((account) => account.address, 'eip155'),
    modal.subscribeNetwork((state) => state.chainId),
    modal.subscribeEvents((e) => e.data.event),
    modal.subscribeWalletInfo((info) => info?.name),
    modal.subscribeTheme((theme) => theme.themeMode),
  ]
  for (const stop of stops) stop()
  await modal.switchNetwork(network)
  await modal.disconnect('eip155')
  await modal.disconnect()
  modal.setThemeMode('light')
  modal.setThemeVariables({ '--w3m-accent': '#000000', '--w3m-font-family': 'Inter', '--w3m-font-size-master': '10px', '--w3m-border-radius-master': '2px' })
  modal.updateFeatures({ swaps: false, send: false, email: true, analytics: true })
  modal.updateOptions({ themeMode: 'dark' })
  return [address, caipAddress, isConnected, status, embeddedWalletInfo, caipNetwork, chainId, isOpen, selectedNetworkId, activeChain, loading, initialized, themeMode, themeVariables, event.data.event, walletInfo?.name, balance.data?.balance, modal.getAddress('solana'), modal.getCaipAddress(), modal.getChainId(), modal.getCaipNetwork('eip155'), modal.getCaipNetworks(), modal.getIsConnectedState(), modal.getWalletProvider(), modal.getWalletInfo(), modal.getThemeMode(), modal.getThemeVariables(), modal.getState().selectedNetworkId] as const
}

/** AppKit's React components and the props its documentation gives them (size aside: one size here). */
interface AppKitComponents {
  AppKitButton: (props: { label?: string; loadingLabel?: string; disabled?: boolean; balance?: 'show' | 'hide'; namespace?: Namespace }) => unknown
  AppKitConnectButton: (props: { label?: string; loadingLabel?: string }) => unknown
  AppKitAccountButton: (props: { disabled?: boolean; balance?: 'show' | 'hide' }) => unknown
  AppKitNetworkButton: (props: { disabled?: boolean }) => unknown
}
/** AppKit's eip155 `Provider` type, as its documentation passes it to useAppKitProvider. */
interface AppKitProvider {
  request: <T>(args: { readonly method: string; readonly params?: readonly unknown[] | object }) => Promise<T>
}

describe("AppKit's documented signatures", () => {
  it("exports AppKit's React component names and its Provider type from portico/react", () => {
    const components: AppKitComponents = portico
    expect(portico.AppKitConnectButton).toBe(portico.AppKitButton)
    expect(portico.AppKitAccountButton).toBe(portico.AppKitButton)
    expect(portico.AppKitNetworkButton).toBe(portico.NetworkButton)
    expectTypeOf<Provider>().toExtend<AppKitProvider>()
    expectTypeOf<ReturnType<typeof useAppKitProvider<Provider>>['walletProvider']>().toEqualTypeOf<Provider | undefined>()
    expect(Object.keys(components)).toContain('AppKitNetworkButton')
  })

  it("AppKit's provider that makes the instance from its props is not taken (the migration page says so): it takes an instance", () => {
    // @ts-expect-error Portico's AppKitProvider takes `appKit`, not createAppKit's options
    const optionsForm: portico.AppKitProviderProps = { projectId: 'p', networks: [], children: null }
    expectTypeOf<portico.AppKitProviderProps['appKit']>().toEqualTypeOf<portico.AppKit>()
    expect(optionsForm).toBeDefined()
  })

  it('every hook and every instance method has a Portico counterpart an AppKit app compiles against', () => {
    expectTypeOf(asAppKit).parameter(0).toEqualTypeOf<Portico>()
    expectTypeOf(asAppKit).returns.toEqualTypeOf<{ hooks: AppKitHooks; instance: AppKitInstance }>()
    expectTypeOf(appKitApp).toBeFunction()
  })

  it('the checks can fail: a parameter Portico does not take, or a member it lacks, is a compile error', () => {
    // parameters are checked contravariantly here (property syntax, not method syntax)
    // @ts-expect-error an open that knows fewer views than AppKit's does not stand for AppKit's
    const narrowOpen: AppKitInstance['open'] = (options?: { view?: 'Account' }) => Promise.resolve(void options)
    // @ts-expect-error a hook result missing fetchBalance does not stand for AppKit's
    const noBalance: AppKitHooks['useAppKitBalance'] = () => ({})
    // @ts-expect-error AppKit's `arguments` are typed per view: Account takes none
    const wrongArguments: OpenOptions<'Account'> = { view: 'Account', arguments: { amount: '1' } }
    expectTypeOf([narrowOpen, noBalance, wrongArguments]).toBeArray()
  })
})
