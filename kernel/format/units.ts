// Decimal text to a count of a token's smallest unit, exactly: `readUnits('1.5', 6)` is 1_500_000n.
// Not viem's parseUnits: viem rounds an amount with more decimals than the token has, where an
// amount field must refuse it (and a listed balance cuts it); and the plugins' eager parts and
// views load no viem (formatUnits beside it in balance.ts is the way back, for the same reason).

export type UnitsRead = { ok: true; value: bigint } | { ok: false; reason: 'format' | 'decimals' }

const DECIMAL = /^(\d*)(?:\.(\d*))?$/

/**
 * Reads `text` (`0.5`, `.5`, `12.`, surrounding spaces ignored). Refused: anything but a plain
 * decimal number ('format'), more decimals than `decimals` ('decimals') unless `truncate` cuts them.
 */
export function readUnits(text: string, decimals: number, options: { truncate?: boolean } = {}): UnitsRead {
  const t = text.trim()
  const match = DECIMAL.exec(t)
  if (!match || t === '' || t === '.') return { ok: false, reason: 'format' }
  let fraction = match[2] ?? ''
  if (fraction.length > decimals) {
    if (!options.truncate) return { ok: false, reason: 'decimals' }
    fraction = fraction.slice(0, decimals)
  }
  return { ok: true, value: BigInt((match[1] || '0') + fraction.padEnd(decimals, '0')) }
}

/** `text` in the smallest unit; undefined when readUnits refuses it. */
export function parseUnitsExact(text: string, decimals: number): bigint | undefined {
  const read = readUnits(text, decimals)
  return read.ok ? read.value : undefined
}
