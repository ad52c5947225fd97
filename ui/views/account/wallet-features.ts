import type { AccountFeature, ChainNamespace, Features } from '../../../kernel/index.ts'
import { WALLET_FEATURES, type WalletFeature } from '../../../kernel/config/features.ts'

export interface WalletFeatureEntry {
  /** The contribution's id ('onramp', 'swaps', 'receive', 'send', or a plugin's own). */
  feature: string
  /** The view its button opens. */
  view: string
  /** The button's accessible name and text. */
  label: string
}

const isWalletFeature = (id: string): id is WalletFeature => (WALLET_FEATURES as readonly string[]).includes(id)

/**
 * The Account view's feature buttons, from what the composed plugins contribute: the wallet features
 * in `features.walletFeaturesOrder` (by default onramp, swaps, receive, send), each only while its flag
 * is on, then any other plugin's buttons in composition order. A button shows only where its family is
 * supported and its view is offered, so it never leads to a missing view.
 */
export function walletFeatures(
  features: Features,
  namespace: ChainNamespace,
  contributed: readonly AccountFeature[],
  hasView: (view: string) => boolean,
): WalletFeatureEntry[] {
  const byId = new Map(contributed.map((entry) => [entry.id, entry]))
  const ordered = [
    ...features.walletFeaturesOrder.flatMap((id) => (features[id] && byId.has(id) ? [byId.get(id)!] : [])),
    ...contributed.filter((entry) => !isWalletFeature(entry.id)),
  ]
  return ordered.flatMap((entry) => {
    if ((entry.namespaces && !entry.namespaces.includes(namespace)) || !hasView(entry.view)) return []
    return [{ feature: entry.id, view: entry.view, label: entry.label }]
  })
}
