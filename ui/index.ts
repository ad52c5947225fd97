// `portico/react`: the public React API. AppKit's names, a deliberately small surface.
// Nothing here imports the kernel (inversify, rxjs, the services), Radix, the views, Tailwind's CSS or
// the font: the kernel loads on first open (or a pointer on a button, or a stored connection to
// restore), the modal with it. Until then the buttons and hooks read the stored state.

// The instance
export {
  createAppKit,
  type AppKit,
  type AppKitState,
  type CreateAppKitOptions,
  type ThemeState,
} from './app-kit/create-app-kit.ts'
export { AppKitProvider, type AppKitProviderProps } from './app-kit/context.tsx'

// Components
export { AppKitButton, type AppKitButtonProps } from './button/app-kit-button.tsx'
export { NetworkButton, type NetworkButtonProps } from './button/network-button.tsx'
// AppKit's React component names: its connect and account buttons are the one button, which is
// both (Connect Wallet while disconnected, the account once connected).
export {
  AppKitButton as AppKitConnectButton,
  AppKitButton as AppKitAccountButton,
} from './button/app-kit-button.tsx'
export { NetworkButton as AppKitNetworkButton } from './button/network-button.tsx'
export { AppKitModal } from './app-kit/app-kit-modal.tsx'

// Hooks
export { useAppKit, type UseAppKitReturnType } from './hooks/use-app-kit.ts'
export { useAppKitAccount, type EmbeddedWalletInfo, type UseAppKitAccountReturnType } from './hooks/use-app-kit-account.ts'
export { useAppKitNetwork, type UseAppKitNetworkReturnType } from './hooks/use-app-kit-network.ts'
export { useAppKitState } from './hooks/use-app-kit-state.ts'
export { useAppKitTheme, type UseAppKitThemeReturnType } from './hooks/use-app-kit-theme.ts'
export { useAppKitLocale, type UseAppKitLocaleReturnType } from './hooks/use-app-kit-locale.ts'
export { useDisconnect, type UseDisconnectReturnType } from './hooks/use-disconnect.ts'
export {
  useAppKitConnection,
  useAppKitConnections,
  type Connection,
  type UseAppKitConnectionOptions,
  type UseAppKitConnectionReturnType,
  type UseAppKitConnectionsReturnType,
} from './hooks/use-app-kit-connections.ts'
export { useAppKitProvider, type Provider, type UseAppKitProviderReturnType } from './hooks/use-app-kit-provider.ts'
export { useWalletInfo } from './hooks/use-wallet-info.ts'
export { useAppKitEvents } from './hooks/use-app-kit-events.ts'
export { useAppKitBalance, type FetchBalanceResult, type UseAppKitBalanceReturnType } from './hooks/use-app-kit-balance.ts'
export {
  useAppKitPermissions,
  type SmartSessionGrantPermissionsRequest,
  type SmartSessionGrantPermissionsResponse,
  type UseAppKitPermissionsReturnType,
} from './hooks/use-app-kit-permissions.ts'
export { useAppKitRpcHealth, type ChainRpcHealth, type RpcHealth, type RpcUrlHealth } from './hooks/use-app-kit-rpc-health.ts'
export type { AppKitEvent, AppKitEventData } from '../kernel/events/app-kit-event.ts'
export type { AppKitInstanceApi, AppKitNetworkState } from './app-kit/instance-api.ts'

// For plugin views: the kernel of the nearest instance, and the one stream-to-React binding
export { useKernel } from './app-kit/context.tsx'
export { useObservable, type Subscribable, type Unsubscribable } from './hooks/use-observable.ts'
export type { ViewModule, ViewProps, ViewTitle } from './views/view-props.ts'
