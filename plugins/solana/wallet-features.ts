// The Wallet Standard features the adapter calls, typed by their shapes (@wallet-standard/features
// for standard:*, @solana/wallet-standard-features for solana:*), and a reader that names a missing one.
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { SolanaSignAndSendTransactionFeature, SolanaSignMessageFeature, SolanaSignTransactionFeature } from '@solana/wallet-standard-features'
import { PorticoError } from 'portico'

export type StandardConnectFeature = {
  'standard:connect': { version: string; connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }> }
}
export type StandardDisconnectFeature = { 'standard:disconnect': { version: string; disconnect(): Promise<void> } }
export type StandardEventsFeature = {
  'standard:events': { version: string; on(event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void): () => void }
}

type Features = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

/** The feature, or undefined when the wallet lacks it. */
export function featureOf<K extends keyof Features>(wallet: Wallet, name: K): Features[K] | undefined {
  return (wallet.features as Partial<Features>)[name]
}

/** The feature, or UNSUPPORTED_METHOD naming the wallet and the feature. */
export function requireFeature<K extends keyof Features>(wallet: Wallet, name: K): Features[K] {
  const feature = featureOf(wallet, name)
  if (!feature) throw new PorticoError('UNSUPPORTED_METHOD', `${wallet.name} does not support ${name}`)
  return feature
}
