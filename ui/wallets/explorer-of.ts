import { TOKENS, type Explorer, type Kernel } from '../../kernel/index.ts'

/**
 * The kernel's wallet explorer (getWallets), or undefined when this kernel has none
 * bound: the views then show what they can without the listing.
 */
export function explorerOf(kernel: Kernel): Explorer | undefined {
  try {
    return kernel.get(TOKENS.explorer)
  } catch {
    return undefined
  }
}
