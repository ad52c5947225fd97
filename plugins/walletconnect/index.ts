// The `portico/plugins/walletconnect` entry point. Loaded at page start: no sign-client, no rxjs here.
export { walletConnect, type WalletConnectPluginOptions } from './walletconnect.ts'
export type { WalletConnectAdapter, WalletConnectAdapterOptions } from './adapter.ts'
export type { WalletConnectProvider, Eip1193Event } from './provider.ts'
export type {
  WalletConnectSession,
  WalletConnectSessionOptions,
  WalletConnectConnection,
  WalletConnectAccountState,
  WalletConnectEvent,
} from './session.ts'
