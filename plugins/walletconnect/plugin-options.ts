// What a dApp may pass to walletConnect(). Its own file: the plugin object and the parts it loads
// lazily both read it, and neither may import the other back.
export interface WalletConnectPluginOptions {
  /** Default 'wss://relay.walletconnect.org'. */
  relayUrl?: string
  /** Turns off hosted Verify and telemetry (local relay, tests). */
  offline?: boolean
  /** Default: the kernel's `projectId` option. */
  projectId?: string
  /** The sign-client's customStoragePrefix; default the kernel's `storagePrefix` + '-wc' ('portico-wc'). */
  storagePrefix?: string
}
