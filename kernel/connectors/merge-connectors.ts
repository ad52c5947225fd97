import type { Connector } from './connector.ts'

/**
 * The same wallet offered on several chains (same name) becomes one entry listing each,
 * typed AUTH for the auth connector and MULTI_CHAIN otherwise, on chain eip155.
 */
export function mergeConnectors(connectors: readonly Connector[]): Connector[] {
  const byName = new Map<string, Connector[]>()
  for (const c of connectors) {
    const key = c.name.trim().toLowerCase()
    byName.set(key, [...(byName.get(key) ?? []), c])
  }
  const merged: Connector[] = []
  for (const group of byName.values()) {
    const chains = new Set(group.map((c) => c.chain))
    if (group.length === 1 || chains.size === 1) {
      merged.push(...group)
      continue
    }
    const first = group[0]!
    merged.push({
      ...first,
      type: group.some((c) => c.type === 'AUTH') ? 'AUTH' : 'MULTI_CHAIN',
      chain: 'eip155',
      connectors: group,
    })
  }
  return merged
}

/** Hidden wallets match by id, rdns or name, case-insensitively. */
export function isExcluded(connector: Connector, excluded: readonly string[]): boolean {
  if (excluded.length === 0) return false
  const keys = [connector.id, connector.name, connector.info?.rdns, connector.explorerId]
    .filter((k): k is string => typeof k === 'string')
    .map((k) => k.toLowerCase())
  return excluded.some((e) => keys.includes(e.toLowerCase()))
}
