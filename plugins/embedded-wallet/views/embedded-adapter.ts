// The kernel's embedded-wallet adapter, for the views that act on the signed-in account (switch
// the account type, report a changed email). One per kernel: read from the kernel's adapter list.
import { TOKENS, type Kernel } from 'portico'
import type { EmbeddedWalletAdapter } from '../adapter.ts'

export function embeddedAdapter(kernel: Kernel): EmbeddedWalletAdapter {
  const found = kernel.get(TOKENS.adapters).find((a) => typeof (a as Partial<EmbeddedWalletAdapter>).setPreferredAccountType === 'function')
  if (!found) throw new Error('The embedded wallet is not composed (embeddedWallet() with features.email)')
  return found as EmbeddedWalletAdapter
}
