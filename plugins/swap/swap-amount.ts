// The amount field: a decimal string read exactly into the token's smallest unit (no floating
// point; more decimals than the token has are refused, not cut).

export type AmountRead = { status: 'empty' } | { status: 'invalid'; error?: string } | { status: 'ok'; value: bigint }

const DECIMAL = /^\d*(?:\.\d*)?$/

export function readAmount(text: string, decimals: number): AmountRead {
  const t = text.trim()
  if (t === '') return { status: 'empty' }
  if (!DECIMAL.test(t) || t === '.') return { status: 'invalid' }
  const [whole = '', fraction = ''] = t.split('.')
  if (fraction.length > decimals) return { status: 'invalid', error: 'decimals' }
  return { status: 'ok', value: BigInt((whole || '0') + fraction.padEnd(decimals, '0')) }
}
