// An account name is `<label>.reown.id`, the label made of letters, digits and
// hyphens, at least 4 characters. Checked as the visitor types, before any request is made.

/** The zone every registered name ends with. */
export const NAME_SUFFIX = '.reown.id'
/** Minimum name length (of the label, the part before the suffix). */
export const MIN_NAME_LENGTH = 4

export type NameCheck =
  /** `name` is the full name to look up and register (lowercase, suffix included). */
  | { ok: true; label: string; name: string }
  /** `error` is what the visitor is told; none while nothing is typed yet. */
  | { ok: false; label: string; error?: string }

const ALLOWED = /^[a-z0-9-]$/i

/** Quotes the characters the rule refuses, each once, in the order typed. */
function refused(label: string): string[] {
  return [...new Set([...label].filter((c) => !ALLOWED.test(c)))].map((c) => (c === ' ' ? 'spaces' : `"${c}"`))
}

/**
 * Reads what the visitor typed: trimmed, the suffix dropped when they typed it too, lowercased
 * (names are case-insensitive, and the service stores them lowercase).
 */
export function checkName(input: string): NameCheck {
  let label = input.trim()
  if (label.toLowerCase().endsWith(NAME_SUFFIX)) label = label.slice(0, -NAME_SUFFIX.length)
  label = label.toLowerCase()
  if (label === '') return { ok: false, label }
  const bad = refused(label)
  if (bad.length > 0) {
    const listed = bad.length === 1 ? bad[0] : `${bad.slice(0, -1).join(', ')} or ${bad[bad.length - 1]}`
    return { ok: false, label, error: `Use only letters, digits and hyphens (not ${listed})` }
  }
  if (label.length < MIN_NAME_LENGTH) {
    return { ok: false, label, error: `The name must be at least ${MIN_NAME_LENGTH} characters long (${label.length} typed)` }
  }
  return { ok: true, label, name: `${label}${NAME_SUFFIX}` }
}

/** The label of a full name (`alice.reown.id` → `alice`). */
export const labelOf = (name: string) => (name.toLowerCase().endsWith(NAME_SUFFIX) ? name.slice(0, -NAME_SUFFIX.length) : name)
