import { CONNECTOR_SECTIONS, type ConnectorSection } from '../connectors/connector.ts'

/** Default feature flags. */
export const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

export const WALLET_FEATURES = ['onramp', 'swaps', 'receive', 'send'] as const
export type WalletFeature = (typeof WALLET_FEATURES)[number]

/** The Connect view's parts; Portico's order puts the email field first, where it is seen without scrolling. */
export const CONNECT_METHODS = ['email', 'social', 'wallet'] as const
export type ConnectMethod = (typeof CONNECT_METHODS)[number]

export interface Features {
  swaps: boolean
  onramp: boolean
  receive: boolean
  send: boolean
  email: boolean
  history: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  collapseWallets: boolean
  pay: boolean
  /**
   * Several wallets connected per namespace, one active (AppKit's multi-wallet, which it switches
   * on from its dashboard): the Account view offers "Add wallet" and a switch between them.
   */
  multiWallet: boolean
  socials: readonly SocialProvider[] | false
  walletFeaturesOrder: readonly WalletFeature[]
  /** The order of the Connect view's parts; a part left out is not shown. */
  connectMethodsOrder: readonly ConnectMethod[]
  /** The order of the wallet sections; sections left out follow in the default order. */
  connectorTypeOrder: readonly ConnectorSection[]
}

export const DEFAULT_FEATURES: Readonly<Features> = Object.freeze({
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
  multiWallet: false,
  socials: SOCIAL_PROVIDERS,
  walletFeaturesOrder: WALLET_FEATURES,
  connectMethodsOrder: CONNECT_METHODS,
  connectorTypeOrder: CONNECTOR_SECTIONS,
})
