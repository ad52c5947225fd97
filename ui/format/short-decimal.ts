// A crypto amount short enough for one line on a phone: 9,999.989873461234567891 ETH wraps the
// Send view's balance line; the whole amount goes in a tooltip where it matters.

/** How many decimals a crypto amount shows (the whole amount is in its tooltip): 0.016416666666666666 ETH reads 0.016416. */
export const CRYPTO_DISPLAY_DECIMALS = 6

/** A decimal cut (never rounded up) to `decimals` places, trailing zeros dropped; an amount that would read 0 stays whole. */
export function shortDecimal(amount: string, decimals = CRYPTO_DISPLAY_DECIMALS): string {
  const match = /^(\d+)\.(\d+)$/.exec(amount)
  if (!match) return amount
  const fraction = match[2]!.slice(0, decimals).replace(/0+$/, '')
  if (fraction === '' && match[1] === '0') return amount
  return fraction ? `${match[1]}.${fraction}` : match[1]!
}
