// The Connect view's options AppKit apps pass: where the All Wallets entry shows, the legal links,
// and the order of the view's parts and of its wallet sections.
import { CONNECTOR_SECTIONS } from '../connectors/connector.ts'
import { CONNECT_METHODS, type Features } from './features.ts'
import { invalid } from './invalid-option.ts'

/** `SHOW`: everywhere; `HIDE`: nowhere; `ONLY_MOBILE`: on phones only (where a QR code of the screen is no use). */
export const ALL_WALLETS_MODES = ['SHOW', 'HIDE', 'ONLY_MOBILE'] as const
export type AllWalletsMode = (typeof ALL_WALLETS_MODES)[number]

export interface ConnectOptions {
  /** Where the All Wallets entry shows; `features.allWallets: false` hides it too. */
  allWallets?: AllWalletsMode
  /** The terms of service page: linked at the Connect view's foot (and beside the legal checkbox). */
  termsConditionsUrl?: string
  /** The privacy policy page: linked at the Connect view's foot (and beside the legal checkbox). */
  privacyPolicyUrl?: string
}

const isUrl = (v: unknown): v is string => typeof v === 'string' && /^https?:\/\/[^\s]+$/.test(v)

/** Checks the top-level Connect-view options; an option left out stays out. */
export function checkConnectOptions(o: ConnectOptions): ConnectOptions {
  if (o.allWallets !== undefined && !(ALL_WALLETS_MODES as readonly unknown[]).includes(o.allWallets)) {
    invalid('allWallets', ALL_WALLETS_MODES.map((m) => `"${m}"`).join(', '), o.allWallets)
  }
  for (const key of ['termsConditionsUrl', 'privacyPolicyUrl'] as const) {
    if (o[key] !== undefined && !isUrl(o[key])) invalid(key, 'an http(s) URL', o[key])
  }
  return o
}

function checkOrder<T extends string>(option: string, value: unknown, allowed: readonly T[]): T[] {
  const ok = Array.isArray(value) && value.every((s) => (allowed as readonly unknown[]).includes(s)) && new Set(value).size === value.length
  if (!ok) invalid(option, `a list of ${allowed.join(', ')}, each at most once`, value)
  return value as T[]
}

/**
 * `features.connectMethodsOrder` as given (a part left out is not shown), and
 * `features.connectorTypeOrder` with the sections it leaves out after it, in the default order.
 */
export function checkOrderFeature(key: 'connectMethodsOrder' | 'connectorTypeOrder', value: unknown): Features[typeof key] {
  if (key === 'connectMethodsOrder') return checkOrder(`features.${key}`, value, CONNECT_METHODS)
  const given = checkOrder(`features.${key}`, value, CONNECTOR_SECTIONS)
  return [...given, ...CONNECTOR_SECTIONS.filter((s) => !given.includes(s))]
}

/** Whether the All Wallets entry shows on this device. */
export function showsAllWallets(options: { allWallets?: AllWalletsMode; features: Pick<Features, 'allWallets'> }, isMobile: boolean): boolean {
  if (!options.features.allWallets) return false
  const mode = options.allWallets ?? 'SHOW'
  return mode === 'SHOW' || (mode === 'ONLY_MOBILE' && isMobile)
}
