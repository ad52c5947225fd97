// The amount field: a decimal string read exactly into the token's smallest unit (no floating
// point, no rounding: an amount with more decimals than the token has is refused, not cut).
import { parseUnitsExact, readUnits } from 'portico'

export { parseUnitsExact }

export type AmountCheck = { ok: true; value: bigint } | { ok: false; error: string }

/**
 * Checks the amount field against the token: a number, no more decimals than the token has, more
 * than zero, not more than `balance` (what can be sent: for the native token, the balance minus the
 * network fee when it is known). Every refusal says what is wrong.
 */
export function checkAmount(text: string, token: { symbol: string; decimals: number }, balance: bigint): AmountCheck {
  const t = text.trim()
  if (t === '') return { ok: false, error: 'An amount and receiver address are required' }
  if (t.startsWith('-')) return { ok: false, error: 'The amount cannot be negative' }
  const read = readUnits(t, token.decimals)
  if (!read.ok && read.reason === 'format') return { ok: false, error: 'The amount must be a number, like 0.5' }
  if (!read.ok) return { ok: false, error: `${token.symbol} has at most ${token.decimals} decimal${token.decimals === 1 ? '' : 's'}` }
  const value = read.value
  if (value === 0n) return { ok: false, error: 'The amount must be more than 0' }
  if (value > balance) return { ok: false, error: `Insufficient ${token.symbol} balance` }
  return { ok: true, value }
}
