// The Connect view's options, from the page's URL so a visit (or a test) starts with them:
// `?legal=footer` (the terms linked at the view's foot) or `?legal=checkbox` (features.legalCheckbox),
// `?collapse` (features.collapseWallets), `?allWallets=SHOW|HIDE|ONLY_MOBILE`, and
// `?methods=wallet,email,social` (features.connectMethodsOrder). The panel's controls set them.
import type { PorticoOptions } from 'portico'

export const LEGAL_MODES = ['none', 'footer', 'checkbox'] as const
export const ALL_WALLETS_MODES = ['SHOW', 'HIDE', 'ONLY_MOBILE'] as const
/** The orders the panel offers (any list the option takes works in the URL). */
export const METHOD_ORDERS = ['email,social,wallet', 'wallet,email,social', 'social,email,wallet', 'wallet'] as const

export interface PlaygroundConnectChoices {
  legal: (typeof LEGAL_MODES)[number]
  collapse: boolean
  allWallets: (typeof ALL_WALLETS_MODES)[number]
  methods: string
}

export function connectChoices(search: string): PlaygroundConnectChoices {
  const params = new URLSearchParams(search)
  const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T => ((allowed as readonly string[]).includes(value ?? '') ? (value as T) : fallback)
  return {
    legal: pick(params.get('legal'), LEGAL_MODES, 'none'),
    collapse: params.has('collapse'),
    allWallets: pick(params.get('allWallets'), ALL_WALLETS_MODES, 'SHOW'),
    methods: params.get('methods') ?? METHOD_ORDERS[0],
  }
}

/** The createAppKit options and feature flags the choices stand for; `origin` hosts the two legal pages. */
export function connectOptions(choices: PlaygroundConnectChoices, origin: string): Pick<PorticoOptions, 'allWallets' | 'termsConditionsUrl' | 'privacyPolicyUrl'> & { features: NonNullable<PorticoOptions['features']> } {
  const legal = choices.legal === 'none' ? {} : { termsConditionsUrl: `${origin}/#terms`, privacyPolicyUrl: `${origin}/#privacy` }
  return {
    ...legal,
    allWallets: choices.allWallets,
    features: {
      legalCheckbox: choices.legal === 'checkbox',
      collapseWallets: choices.collapse,
      connectMethodsOrder: choices.methods.split(',').map((m) => m.trim()) as ('email' | 'social' | 'wallet')[],
    },
  }
}

/** The page's search with one choice changed (the others kept, defaults left out of the URL). */
export function searchWith(search: string, key: 'legal' | 'collapse' | 'allWallets' | 'methods', value: string | boolean): string {
  const params = new URLSearchParams(search)
  const isDefault = value === false || value === 'none' || value === 'SHOW' || value === METHOD_ORDERS[0]
  if (isDefault) params.delete(key)
  else params.set(key, value === true ? '' : String(value))
  const text = params.toString().replace(/=(&|$)/g, '$1')
  return text ? `?${text}` : ''
}
