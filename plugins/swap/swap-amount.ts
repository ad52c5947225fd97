// The amount field: a decimal string read exactly into the token's smallest unit (no floating
// point; more decimals than the token has are refused, not cut).
import { readUnits } from 'portico'

export type AmountRead = { status: 'empty' } | { status: 'invalid'; error?: string } | { status: 'ok'; value: bigint }

export function readAmount(text: string, decimals: number): AmountRead {
  if (text.trim() === '') return { status: 'empty' }
  const read = readUnits(text, decimals)
  if (read.ok) return { status: 'ok', value: read.value }
  return read.reason === 'decimals' ? { status: 'invalid', error: 'decimals' } : { status: 'invalid' }
}
