// Defaults shared by the plugin's options and its convert client.

/** The default slippage tolerance, in percent. */
export const DEFAULT_SWAP_SLIPPAGE = 1
