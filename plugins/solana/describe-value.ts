// How an error names a value a dApp or a wallet handed over (outside input): never throws, where
// JSON.stringify throws on a bigint or a cycle and String() on an object without a prototype.

/** `"text"` for a string, `12n` for a bigint, JSON where it can be written, else the kind of value. */
export function describeValue(value: unknown): string {
  if (typeof value === 'bigint') return `${value}n`
  try {
    const json = JSON.stringify(value)
    if (json !== undefined) return json
  } catch {
    // a bigint inside, or a cycle: named by its kind below
  }
  if (value === null || typeof value !== 'object') return typeof value
  return Array.isArray(value) ? 'an array' : 'an object'
}
