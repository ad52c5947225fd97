// The amount field: a decimal string read exactly into the token's smallest unit (no floating
// point, no rounding: an amount with more decimals than the token has is refused, not cut).

export type AmountCheck = { ok: true; value: bigint } | { ok: false; error: string }

const DECIMAL = /^\d*(?:\.\d*)?$/

/** Reads `text` (e.g. `0.5`, `.5`, `12.`) as a count of the token's smallest unit; undefined when it is not a plain decimal number. */
export function parseUnitsExact(text: string, decimals: number): bigint | undefined {
  const t = text.trim()
  if (!DECIMAL.test(t) || t === '' || t === '.') return undefined
  const [whole = '', fraction = ''] = t.split('.')
  if (fraction.length > decimals) return undefined
  return BigInt((whole || '0') + fraction.padEnd(decimals, '0'))
}

/**
 * Checks the amount field against the token: a number, no more decimals than the token has, more
 * than zero, not more than `balance` (what can be sent: for the native token, the balance minus the
 * network fee when it is known). Every refusal says what is wrong.
 */
export function checkAmount(text: string, token: { symbol: string; decimals: number }, balance: bigint): AmountCheck {
  const t = text.trim()
  if (t === '') return { ok: false, error: 'An amount and receiver address are required' }
  if (t.startsWith('-')) return { ok: false, error: 'The amount cannot be negative' }
  if (!DECIMAL.test(t) || t === '.') return { ok: false, error: 'The amount must be a number, like 0.5' }
  const fraction = t.split('.')[1] ?? ''
  if (fraction.length > token.decimals) {
    return { ok: false, error: `${token.symbol} has at most ${token.decimals} decimal${token.decimals === 1 ? '' : 's'}` }
  }
  const value = parseUnitsExact(t, token.decimals)!
  if (value === 0n) return { ok: false, error: 'The amount must be more than 0' }
  if (value > balance) return { ok: false, error: `Insufficient ${token.symbol} balance` }
  return { ok: true, value }
}
