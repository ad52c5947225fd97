// Options an AppKit app passes that Portico does not know. An app moving over must never be taken
// down by one: createAppKit names each in one console warning and ignores it. The names AppKit
// documents are typed (as `unknown`), so an app's options object still type-checks.

/** Every top-level option Portico reads (PorticoOptions, and createAppKit's `plugins`). */
export const KNOWN_OPTIONS: readonly string[] = Object.freeze([
  'projectId',
  'networks',
  'defaultNetwork',
  'metadata',
  'features',
  'themeMode',
  'themeVariables',
  'locale',
  'allowUnsupportedChain',
  'enableNetworkSwitch',
  'manualWCControl',
  'enableEmbedded',
  'siweConfig',
  'siwx',
  'storage',
  'storagePrefix',
  'logLevel',
  'featuredWalletIds',
  'includeWalletIds',
  'excludeWalletIds',
  'customWallets',
  'sdkType',
  'sdkVersion',
  'endpoints',
  'bundlerUrls',
  'customRpcUrls',
  'disableProviderPing',
  'prefetch',
  'defaultAccountTypes',
  'window',
  'allWallets',
  'termsConditionsUrl',
  'privacyPolicyUrl',
  'plugins',
])

/** AppKit's documented options Portico does not support: accepted by the type, warned about, ignored. */
export interface AppKitOnlyOptions {
  /** AppKit's chain adapters: Portico composes `plugins` instead (evm(), solana(), ...). */
  adapters?: unknown
  tokens?: unknown
  disableAppend?: unknown
  enableWallets?: unknown
  enableCoinbase?: unknown
  enableBaseAccount?: unknown
  enableInjected?: unknown
  enableReconnect?: unknown
  enableWalletConnect?: unknown
  enableWalletGuide?: unknown
  enableAuthLogger?: unknown
  enableMobileFullScreen?: unknown
  debug?: unknown
  universalProviderConfigOverride?: unknown
  coinbasePreference?: unknown
  headless?: unknown
  basic?: unknown
  showWallets?: unknown
  chainImages?: unknown
  connectorImages?: unknown
}

/** AppKit's feature flags Portico does not support (ignored with a warning). */
export interface AppKitOnlyFeatures {
  emailShowWallets?: unknown
  reownAuthentication?: unknown
  headless?: unknown
}

/**
 * The options in `options` Portico does not know, each named as the app wrote it ("adapters",
 * "features.reownAuthentication"), in the order given. `knownFeatures` are the feature keys Portico reads.
 */
export function unsupportedOptions(options: object, knownFeatures: readonly string[]): string[] {
  const found: string[] = []
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined) continue
    if (!KNOWN_OPTIONS.includes(key)) found.push(key)
    else if (key === 'features' && typeof value === 'object' && value !== null) {
      for (const [feature, flag] of Object.entries(value)) if (flag !== undefined && !knownFeatures.includes(feature)) found.push(`features.${feature}`)
    }
  }
  return found
}

export { unsupportedOptionWarning } from './unsupported-option-warning.ts'
