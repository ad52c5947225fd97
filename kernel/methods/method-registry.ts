/** Which wallet methods an embedded wallet runs silently, after approval, or never. */
export type MethodPolicy = 'safe' | 'unsafe' | 'disallowed'

export interface MethodRegistry {
  policyOf(method: string): MethodPolicy
  readonly safe: ReadonlySet<string>
  readonly unsafe: ReadonlySet<string>
}

export function createMethodRegistry(lists: readonly { safe?: readonly string[]; unsafe?: readonly string[] }[]): MethodRegistry {
  const safe = new Set<string>()
  const unsafe = new Set<string>()
  for (const list of lists) {
    for (const m of list.safe ?? []) safe.add(m)
    for (const m of list.unsafe ?? []) unsafe.add(m)
  }
  // A method listed as both needs approval: the safer reading wins.
  for (const m of unsafe) safe.delete(m)
  return {
    safe,
    unsafe,
    policyOf: (method) => (safe.has(method) ? 'safe' : unsafe.has(method) ? 'unsafe' : 'disallowed'),
  }
}
