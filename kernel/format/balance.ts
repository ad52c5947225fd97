/** Balances display to 3 decimals. */
export const BALANCE_DISPLAY_DECIMALS = 3

/** Exact decimal string of a base-unit amount (like viem's formatUnits, without loading viem). */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** Truncates (never rounds up: a visitor must not see more than they hold) to `places` decimals. */
export function displayBalance(balance: string, places = BALANCE_DISPLAY_DECIMALS): string {
  if (!/^-?\d+(\.\d+)?$/.test(balance)) return balance
  const [whole, fraction = ''] = balance.split('.')
  return `${whole}.${fraction.padEnd(places, '0').slice(0, places)}`
}
