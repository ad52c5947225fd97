// An account name is `<label>.reown.id`, the label made of letters, digits and
// hyphens, at least 4 characters. Checked as the visitor types, before any request is made. Names
// registered before the zone was renamed end with the legacy `.wcn.id`: they are names of the same
// service (read, shown and typed as such), while a new name is always registered under `.reown.id`.

/** The zone every registered name ends with. */
export const NAME_SUFFIX = '.reown.id'
/** The zone names registered before the rename end with. */
export const LEGACY_NAME_SUFFIX = '.wcn.id'
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
  const label = labelOf(input.trim()).toLowerCase()
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

/** Whether `name` is one of the service's account names (`alice.reown.id`, or legacy `alice.wcn.id`). */
export const isAccountName = (name: string) => [NAME_SUFFIX, LEGACY_NAME_SUFFIX].some((suffix) => name.toLowerCase().endsWith(suffix))

/** The label of a full name (`alice.reown.id` or legacy `alice.wcn.id` → `alice`). */
export function labelOf(name: string): string {
  const suffix = [NAME_SUFFIX, LEGACY_NAME_SUFFIX].find((s) => name.toLowerCase().endsWith(s))
  return suffix ? name.slice(0, -suffix.length) : name
}
