import { PorticoError } from '../errors/portico-error.ts'
import { invalid } from './invalid-option.ts'
import { checkConnectOptions, checkOrderFeature } from './connect-options.ts'
import { LOG_LEVELS } from '../logger/levels.ts'
import type { Network } from '../network/network.ts'
import { DEFAULT_FEATURES, SOCIAL_PROVIDERS, WALLET_FEATURES, type Features } from './features.ts'
import type { Endpoints, PorticoOptions } from './options.ts'

export const DEFAULT_SDK_TYPE = 'appkit'
export const SDK_VERSION = 'portico-0.1.0'
export const DEFAULT_STORAGE_PREFIX = 'portico'
/** The hosted services' base URLs: production defaults only, every one overridable. */
export const DEFAULT_ENDPOINTS: Readonly<Endpoints> = Object.freeze({
  api: 'https://api.web3modal.org',
  blockchainApi: 'https://rpc.walletconnect.org',
  pulse: 'https://pulse.walletconnect.org',
  secureSite: 'https://secure.walletconnect.org',
})

/** The network selected first when the app names no `defaultNetwork` and lists it: chain 1. */
export const DEFAULT_CAIP_NETWORK_ID = 'eip155:1'

export type ResolvedOptions = Omit<PorticoOptions, 'features' | 'networks' | 'defaultNetwork' | 'bundlerUrls'> & {
  projectId: string | undefined
  networks: readonly Network[]
  defaultNetwork: Network
  features: Features
  themeMode: 'dark' | 'light'
  allowUnsupportedChain: boolean
  enableNetworkSwitch: boolean
  manualWCControl: boolean
  enableEmbedded: boolean
  storagePrefix: string
  endpoints: Readonly<Endpoints>
  /** The `bundlerUrls` option keyed by CAIP-2 id (`eip155:8453`); a chain not listed uses the API's route (kernel/api/bundler.ts). */
  bundlerUrls: Readonly<Record<string, string>>
  sdkType: string
  sdkVersion: string
  featuredWalletIds: readonly string[]
  includeWalletIds: readonly string[]
  excludeWalletIds: readonly string[]
}


const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string')

function checkNetwork(value: unknown, option: string): Network {
  const n = value as Network
  if (typeof n !== 'object' || n === null) invalid(option, 'a network object', value)
  if (typeof n.id !== 'number' && typeof n.id !== 'string') invalid(`${option}.id`, 'a number or string', n.id)
  if (typeof n.name !== 'string' || !n.name) invalid(`${option}.name`, 'a non-empty string', n.name)
  if (typeof n.chainNamespace !== 'string' || !n.chainNamespace) invalid(`${option}.chainNamespace`, 'a namespace such as "eip155"', n.chainNamespace)
  if (n.caipNetworkId !== `${n.chainNamespace}:${n.id}`) invalid(`${option}.caipNetworkId`, `"${n.chainNamespace}:${n.id}"`, n.caipNetworkId)
  if (!n.nativeCurrency || typeof n.nativeCurrency.symbol !== 'string' || typeof n.nativeCurrency.decimals !== 'number') {
    invalid(`${option}.nativeCurrency`, '{ name, symbol, decimals }', n.nativeCurrency)
  }
  if (!n.rpcUrls?.default || !isStringList(n.rpcUrls.default.http)) invalid(`${option}.rpcUrls.default.http`, 'a list of URLs', n.rpcUrls)
  return n
}

function stripTrailingSlashes(endpoints: Partial<Endpoints> | undefined): Partial<Endpoints> {
  const out: Partial<Endpoints> = {}
  for (const [k, v] of Object.entries(endpoints ?? {})) if (v) out[k as keyof Endpoints] = v.replace(/\/+$/, '')
  return out
}

/** Validates every option with an error that names it, and fills in the documented defaults (the feature flags, dark theme, the first network, ...). */
export function resolveOptions(options: PorticoOptions): ResolvedOptions {
  if (typeof options !== 'object' || options === null) invalid('options', 'an object', options)
  const o = options

  if (o.projectId !== undefined && typeof o.projectId !== 'string') invalid('projectId', 'a string', o.projectId)
  if (o.siweConfig !== undefined && o.siwx !== undefined) {
    throw new PorticoError('SIWE_AND_SIWX', 'Cannot set both siweConfig and siwx options')
  }
  if (!Array.isArray(o.networks) || o.networks.length === 0) invalid('networks', 'a non-empty array of networks', o.networks)
  const networks = o.networks.map((n, i) => checkNetwork(n, `networks[${i}]`))
  const ids = new Set<string>()
  for (const n of networks) {
    if (ids.has(n.caipNetworkId)) invalid('networks', 'each network once', `${n.caipNetworkId} twice`)
    ids.add(n.caipNetworkId)
  }
  // with none named, Ethereum mainnet when the app lists it, else the first network
  let defaultNetwork = networks.find((n) => n.caipNetworkId === DEFAULT_CAIP_NETWORK_ID) ?? networks[0]!
  if (o.defaultNetwork !== undefined) {
    const wanted = checkNetwork(o.defaultNetwork, 'defaultNetwork')
    const found = networks.find((n) => n.caipNetworkId === wanted.caipNetworkId)
    if (!found) invalid('defaultNetwork', 'one of "networks"', wanted.caipNetworkId)
    defaultNetwork = found
  }

  const features: Features = { ...DEFAULT_FEATURES }
  if (o.features !== undefined) {
    if (typeof o.features !== 'object' || o.features === null) invalid('features', 'an object', o.features)
    for (const [key, value] of Object.entries(o.features)) {
      // a flag Portico does not know (an AppKit app's) is ignored: createAppKit warns about it
      if (!(key in DEFAULT_FEATURES) || value === undefined) continue
      if (key === 'socials') {
        if (value !== false && !(isStringList(value) && value.every((s) => (SOCIAL_PROVIDERS as readonly string[]).includes(s)))) {
          invalid('features.socials', `false or a list of ${SOCIAL_PROVIDERS.join(', ')}`, value)
        }
      } else if (key === 'walletFeaturesOrder') {
        if (!(isStringList(value) && value.every((s) => (WALLET_FEATURES as readonly string[]).includes(s)))) {
          invalid('features.walletFeaturesOrder', `a list of ${WALLET_FEATURES.join(', ')}`, value)
        }
      } else if (key === 'connectMethodsOrder' || key === 'connectorTypeOrder') {
        ;(features as unknown as Record<string, unknown>)[key] = checkOrderFeature(key, value)
        continue
      } else if (typeof value !== 'boolean') invalid(`features.${key}`, 'a boolean', value)
      ;(features as unknown as Record<string, unknown>)[key] = value
    }
  }

  checkConnectOptions(o)
  if (o.themeMode !== undefined && o.themeMode !== 'dark' && o.themeMode !== 'light') invalid('themeMode', '"dark" or "light"', o.themeMode)
  if (o.locale !== undefined && typeof o.locale !== 'string') invalid('locale', 'a BCP-47 tag such as "es"', o.locale)
  if (o.themeVariables !== undefined && (typeof o.themeVariables !== 'object' || o.themeVariables === null)) invalid('themeVariables', 'an object', o.themeVariables)
  for (const flag of ['allowUnsupportedChain', 'enableNetworkSwitch', 'manualWCControl', 'enableEmbedded', 'prefetch'] as const) {
    if (o[flag] !== undefined && typeof o[flag] !== 'boolean') invalid(flag, 'a boolean', o[flag])
  }
  for (const list of ['featuredWalletIds', 'includeWalletIds', 'excludeWalletIds'] as const) {
    if (o[list] !== undefined && !isStringList(o[list])) invalid(list, 'a list of strings', o[list])
  }
  if (o.customWallets !== undefined) {
    if (!Array.isArray(o.customWallets)) invalid('customWallets', 'a list of wallets', o.customWallets)
    o.customWallets.forEach((w, i) => {
      if (typeof w?.id !== 'string' || !w.id) invalid(`customWallets[${i}].id`, 'a non-empty string', w?.id)
      if (typeof w.name !== 'string' || !w.name) invalid(`customWallets[${i}].name`, 'a non-empty string', w.name)
    })
  }
  if (o.metadata !== undefined) {
    const m = o.metadata
    if (typeof m !== 'object' || m === null) invalid('metadata', 'an object', m)
    for (const k of ['name', 'description', 'url'] as const) if (typeof m[k] !== 'string') invalid(`metadata.${k}`, 'a string', m[k])
    if (!isStringList(m.icons)) invalid('metadata.icons', 'a list of URLs', m.icons)
  }
  if (o.storage !== undefined && !['localStorage', 'cookie', 'memory'].includes(o.storage as string)) {
    const s = o.storage as { getItem?: unknown; setItem?: unknown; removeItem?: unknown }
    if (typeof s !== 'object' || typeof s.getItem !== 'function' || typeof s.setItem !== 'function' || typeof s.removeItem !== 'function') {
      invalid('storage', '"localStorage", "cookie", "memory" or an object with getItem, setItem and removeItem', o.storage)
    }
  }
  if (o.endpoints !== undefined) {
    if (typeof o.endpoints !== 'object' || o.endpoints === null) invalid('endpoints', 'an object', o.endpoints)
    for (const [key, url] of Object.entries(o.endpoints)) {
      if (!(key in DEFAULT_ENDPOINTS)) invalid(`endpoints.${key}`, `one of ${Object.keys(DEFAULT_ENDPOINTS).join(', ')}`, key)
      if (url !== undefined && (typeof url !== 'string' || !/^https?:\/\/[^\s]+$/.test(url))) invalid(`endpoints.${key}`, 'an http(s) URL', url)
    }
  }
  const bundlerUrls: Record<string, string> = {}
  if (o.bundlerUrls !== undefined) {
    if (typeof o.bundlerUrls !== 'object' || o.bundlerUrls === null || Array.isArray(o.bundlerUrls)) invalid('bundlerUrls', 'an object of chain id → URL', o.bundlerUrls)
    for (const [key, url] of Object.entries(o.bundlerUrls)) {
      const chain = /^(?:eip155:)?(\d+)$/.exec(key)?.[1]
      if (!chain) invalid(`bundlerUrls.${key}`, "an EVM chain id (8453 or 'eip155:8453') as the key", key)
      if (typeof url !== 'string' || !/^https?:\/\/[^\s]+$/.test(url)) invalid(`bundlerUrls.${key}`, 'an http(s) URL', url)
      const id = `eip155:${Number(chain)}`
      if (bundlerUrls[id] !== undefined) invalid(`bundlerUrls.${key}`, `one URL per chain (${id} is listed twice)`, key)
      bundlerUrls[id] = url
    }
  }
  if (o.customRpcUrls !== undefined) {
    if (typeof o.customRpcUrls !== 'object' || o.customRpcUrls === null || Array.isArray(o.customRpcUrls)) invalid('customRpcUrls', 'an object of CAIP-2 network id → [{ url }]', o.customRpcUrls)
    for (const [key, list] of Object.entries(o.customRpcUrls)) {
      if (!Array.isArray(list)) invalid(`customRpcUrls.${key}`, 'a list of { url, config? }', list)
      list.forEach((entry, i) => {
        if (typeof entry?.url !== 'string' || !/^https?:\/\/[^\s]+$/.test(entry.url)) invalid(`customRpcUrls.${key}[${i}].url`, 'an http(s) URL', entry?.url)
      })
    }
  }
  if (o.storagePrefix !== undefined && (typeof o.storagePrefix !== 'string' || !o.storagePrefix)) invalid('storagePrefix', 'a non-empty string', o.storagePrefix)
  if (o.logLevel !== undefined && !(o.logLevel in LOG_LEVELS)) invalid('logLevel', Object.keys(LOG_LEVELS).join(', '), o.logLevel)

  return {
    ...o,
    projectId: o.projectId || undefined,
    networks,
    defaultNetwork,
    features,
    themeMode: o.themeMode ?? 'dark',
    allowUnsupportedChain: o.allowUnsupportedChain ?? false,
    enableNetworkSwitch: o.enableNetworkSwitch ?? true,
    manualWCControl: o.manualWCControl ?? false,
    enableEmbedded: o.enableEmbedded ?? false,
    storagePrefix: o.storagePrefix ?? DEFAULT_STORAGE_PREFIX,
    endpoints: Object.freeze({ ...DEFAULT_ENDPOINTS, ...stripTrailingSlashes(o.endpoints) }),
    bundlerUrls: Object.freeze(bundlerUrls),
    sdkType: o.sdkType ?? DEFAULT_SDK_TYPE,
    sdkVersion: o.sdkVersion ?? SDK_VERSION,
    featuredWalletIds: o.featuredWalletIds ?? [],
    includeWalletIds: o.includeWalletIds ?? [],
    excludeWalletIds: o.excludeWalletIds ?? [],
  }
}
