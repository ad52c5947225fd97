import type { ChainNamespace, Features, WalletFeature } from '../../../kernel/index.ts'

export interface WalletFeatureEntry {
  feature: WalletFeature
  /** The view its button opens. */
  view: string
  /** The button's accessible name and text. */
  label: string
}

/**
 * Which families each feature works on (send, balance and on-ramp on EVM and Solana; swaps
 * on EVM networks; receiving is an address, so every family).
 */
const FEATURES: Record<WalletFeature, { view: string; label: string; namespaces?: readonly ChainNamespace[] }> = {
  onramp: { view: 'OnRamp', label: 'Buy', namespaces: ['eip155', 'solana'] },
  swaps: { view: 'Swap', label: 'Swap', namespaces: ['eip155'] },
  receive: { view: 'Receive', label: 'Receive' },
  send: { view: 'Send', label: 'Send', namespaces: ['eip155', 'solana'] },
}

/**
 * The Account view's feature buttons, in `features.walletFeaturesOrder` (onramp, swaps,
 * receive, send): each only when its flag is on, the active family supports it, and a composed
 * plugin contributes its view, so a button never leads to a missing view.
 */
export function walletFeatures(features: Features, namespace: ChainNamespace, hasView: (view: string) => boolean): WalletFeatureEntry[] {
  return features.walletFeaturesOrder.flatMap((feature) => {
    const entry = FEATURES[feature]
    const on = feature === 'swaps' ? features.swaps : features[feature]
    if (!on || (entry.namespaces && !entry.namespaces.includes(namespace)) || !hasView(entry.view)) return []
    return [{ feature, view: entry.view, label: entry.label }]
  })
}
