// AppKit's `open({ view: 'WalletSend', arguments })`: the Send form, filled in. Its arguments name the
// asset by contract address; the form keys tokens by lower-cased contract, 'native' for the coin.
import type { ChainNamespace } from 'portico'
import type { SendDraft } from './send-types.ts'

/** What AppKit's WalletSend view takes as `arguments`. */
export interface WalletSendArguments {
  /** In whole units of the asset, e.g. `'1.5'`. */
  amount: string
  /** The token contract; the zero address (or 0xeeee…eeee) is the native coin. */
  assetAddress: string
  namespace?: ChainNamespace
  /** The chain the asset lives on: the form sends on the active network, so switch to it first. */
  chainId?: string | number
  /** The receiver's address (or name). */
  to: string
}

const NATIVE_ASSETS = new Set(['0x0000000000000000000000000000000000000000', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'])

/** The Send form's draft for AppKit's WalletSend arguments (none: an empty form). */
export function walletSendDraft(args: unknown): SendDraft | undefined {
  if (typeof args !== 'object' || args === null) return undefined
  const { amount, assetAddress, to } = args as Partial<WalletSendArguments>
  const asset = typeof assetAddress === 'string' ? assetAddress.toLowerCase() : undefined
  return { token: asset === undefined || NATIVE_ASSETS.has(asset) ? 'native' : asset, amount: typeof amount === 'string' ? amount : '', receiver: typeof to === 'string' ? to : '' }
}
