// Tolerant readers for untrusted API answers: a malformed field reads as absent, a malformed list
// entry is dropped, nothing throws. Both the AppKit client types and the server shapes pass.

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined)

/** A string, or null for anything else (the server's `Option<String>`). */
export const strOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null)

export const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)

/** A number, or a numeric string read as one. */
export const numeric = (v: unknown): number | undefined => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v)
  return undefined
}

/** A decimal string: the server's strings as they are, numbers written out. */
export const decimalString = (v: unknown): string | undefined =>
  typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined

export const bool = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined)

export const stringList = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])

/** Reads each entry with `read`; entries it rejects (undefined) are dropped. */
export function listOf<T>(v: unknown, read: (entry: unknown) => T | undefined): T[] {
  if (!Array.isArray(v)) return []
  const out: T[] = []
  for (const entry of v) {
    const value = read(entry)
    if (value !== undefined) out.push(value)
  }
  return out
}
