import type { CustomRpcUrlMap } from '../rpc/rpc-urls.ts'
import type { Network } from '../network/network.ts'
import type { Features } from './features.ts'
import type { ConnectOptions } from './connect-options.ts'
import type { LogLevelName } from '../logger/levels.ts'
import type { StorageBackend } from '../storage/backends.ts'
import type { SiweConfig } from '../siwx/siwe-config.ts'
import type { SiwxConfig } from '../siwx/siwx.ts'
import type { AccountType } from '../storage/schema.ts'

/** `defaultAccountTypes`: the EVM type, and AppKit's names for other namespaces (accepted, not read). */
export type DefaultAccountTypes = { eip155?: AccountType } & Readonly<Record<string, string | undefined>>

export interface Metadata {
  name: string
  description: string
  url: string
  icons: string[]
  /**
   * How a wallet's app comes back to your app: `native`, your app's own scheme; `universal`, your
   * app's universal link (an https URL that opens this page); `linkMode: true` (with `universal`):
   * on a phone, WalletConnect requests to a wallet that supports link mode travel in the wallet's
   * universal link and its answer in yours, instead of through the relay.
   */
  redirect?: { native?: string; universal?: string; linkMode?: boolean }
}

export type ThemeMode = 'dark' | 'light'

/** AppKit's theme variable names, so integrators can move over unchanged. */
export interface ThemeVariables {
  '--w3m-font-family'?: string
  '--w3m-accent'?: string
  '--w3m-color-mix'?: string
  '--w3m-color-mix-strength'?: number
  '--w3m-font-size-master'?: string
  '--w3m-border-radius-master'?: string
  '--w3m-z-index'?: number
  /** The QR code's dark modules (its background stays white, for the camera). */
  '--w3m-qr-color'?: string
  /** AppKit's newer names for the same variables; each wins over its `--w3m-` twin. */
  '--apkt-font-family'?: string
  '--apkt-accent'?: string
  '--apkt-color-mix'?: string
  '--apkt-color-mix-strength'?: number
  '--apkt-font-size-master'?: string
  '--apkt-border-radius-master'?: string
  '--apkt-z-index'?: number
  '--apkt-qr-color'?: string
}

export interface Endpoints {
  /** Wallet explorer and project config (getWallets, images, origins, analytics config). */
  api: string
  /** Blockchain API: balances, history, identity, names, convert, on-ramp, JSON-RPC proxy. */
  blockchainApi: string
  /** Analytics and error telemetry collector (POST /batch track events, POST /e error telemetry). */
  pulse: string
  /** The secure site whose `/sdk` page is the embedded wallet's hidden frame (email and social login). */
  secureSite: string
}

export interface CustomWallet {
  id: string
  name: string
  homepage?: string
  image_url?: string
  mobile_link?: string
  desktop_link?: string
  webapp_link?: string
}

/** What `createAppKit` / `createKernel` accept. Every option is validated by `resolveOptions`. */
export interface PorticoOptions extends ConnectOptions {
  projectId?: string
  networks: readonly Network[]
  defaultNetwork?: Network
  metadata?: Metadata
  features?: Partial<Features>
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  /**
   * The modal's language as a BCP-47 tag ("es", "ar-EG"); default English. A tag with no shipped
   * catalog falls back to English with a console warning naming it. Change it with `appKit.setLocale`.
   */
  locale?: string
  /** Keep the visitor on a network the dApp does not list instead of opening UnsupportedChain. */
  allowUnsupportedChain?: boolean
  enableNetworkSwitch?: boolean
  /** The dApp decides when WalletConnect connects (the modal then opens on the QR code, or All Wallets on a phone). */
  manualWCControl?: boolean
  /** The modal is rendered inline in the page rather than as an overlay. */
  enableEmbedded?: boolean
  /** AppKit's legacy SIWE config; the siwx plugin maps it onto `siwx`. Not both. */
  siweConfig?: SiweConfig
  /** Sign in with X (AppKit's SIWXConfig): needs the siwx plugin (`portico/plugins/siwx`) composed. */
  siwx?: SiwxConfig
  /** Where state persists between visits; default localStorage (memory when there is none). */
  storage?: 'localStorage' | 'cookie' | 'memory' | StorageBackend
  storagePrefix?: string
  logLevel?: LogLevelName
  featuredWalletIds?: readonly string[]
  includeWalletIds?: readonly string[]
  /** Hidden wallets, matched by id, rdns or name. */
  excludeWalletIds?: readonly string[]
  customWallets?: readonly CustomWallet[]
  sdkType?: string
  sdkVersion?: string
  /** Base URLs of the hosted services (explorer, Blockchain API, analytics, secure site). Production defaults; the sandbox points them at local servers. */
  endpoints?: Partial<Endpoints>
  /**
   * An ERC-4337 bundler per EVM chain, keyed by chain id (`8453` or `'eip155:8453'`): where
   * user-operation receipts are read (a smart account's, or a WalletConnect wallet's whose session
   * names a bundler). A chain not listed uses the Blockchain API's route,
   * `{endpoints.blockchainApi}/v1/bundler?projectId=…&chainId=eip155:<id>&bundler=<name>`.
   */
  bundlerUrls?: Readonly<Record<string | number, string>>
  /**
   * RPC URLs of your own per network, keyed by CAIP-2 id (`'eip155:1'`), tried before the network's
   * `rpcUrls` (AppKit's option of the same name and shape; `config` is viem's HTTP transport config).
   */
  customRpcUrls?: CustomRpcUrlMap
  /**
   * The account type a new visitor's embedded wallet uses, per namespace (AppKit's option): on EVM
   * chains 'smartAccount' (the default: an ERC-4337 contract account owned by the user's key), 'eoa'
   * (the key itself) or 'eip7702' (a Portico value: the key's own address upgraded in place by
   * EIP-7702, so the user keeps one address, with batching and sponsorship). A visitor's own choice
   * in the Account view wins. Example: `{ eip155: 'eip7702' }`.
   */
  defaultAccountTypes?: DefaultAccountTypes
  /** No test call (JSON-RPC method `test`) when a chain's RPC transport is made. */
  disableProviderPing?: boolean
  /**
   * With `false`, createAppKit does not fetch the first open's code (the kernel, the modal, the first
   * view) once the page is interactive: it loads when a pointer, a press or focus reaches a button,
   * or at the first open. Default `true` (a visitor whose browser sends Save-Data never gets it ahead).
   */
  prefetch?: boolean
  /** The page's window; defaults to the global one (absent on a server). Tests pass their own. */
  window?: Window
}
