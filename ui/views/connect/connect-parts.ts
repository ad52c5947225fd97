// The Connect view's parts in the order `features.connectMethodsOrder` gives, with the rules that
// shape it. Pure, so every rule is testable without React.
import type { ConnectMethod } from '../../../kernel/config/features.ts'

/** `collapsed`: the wallets behind one "Continue with a wallet" entry (`features.collapseWallets`). */
export type ConnectPart = ConnectMethod | 'collapsed'

export interface ConnectPartsInput {
  order: readonly ConnectMethod[]
  /** Whether the email field and the social logins can show (a plugin contributes them, the features are on). */
  email: boolean
  social: boolean
  collapseWallets: boolean
  /** The wallets alone: the view the collapsed entry opens. */
  walletsOnly?: boolean
  /** In a wallet's own browser: that wallet first, never collapsed behind an entry. */
  walletFirst?: boolean
}

/**
 * The parts, in order: a part off (no email login, no social provider) is left out, and the wallets
 * are collapsed only beside a login they can hide behind. A view is never empty: with every part
 * left out, the wallets show.
 */
export function connectParts({ order, email, social, collapseWallets, walletsOnly, walletFirst }: ConnectPartsInput): ConnectPart[] {
  if (walletsOnly) return ['wallet']
  const shown = order.filter((part) => (part === 'email' ? email : part === 'social' ? social : true))
  if (shown.length === 0) return ['wallet']
  if (walletFirst && shown.includes('wallet')) return ['wallet', ...shown.filter((part) => part !== 'wallet')]
  const logins = shown.some((part) => part !== 'wallet')
  return collapseWallets && logins ? shown.map((part) => (part === 'wallet' ? 'collapsed' : part)) : shown
}
