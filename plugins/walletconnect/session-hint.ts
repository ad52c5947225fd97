// The marker a session leaves in hint storage (localStorage): enough to show the account at page
// start before the sign-client's code loads, and read back defensively (an older marker held only
// the topic; anything malformed is left out).
import type { WalletConnectPeer } from './session-contract.ts'

/** What the marker in hint storage holds: enough to show the account before the client loads. */
export interface StoredHint {
  topic: string
  accounts: string[]
  chainId: number
  /** Session expiry, seconds since the epoch (as the sign-client keeps it). */
  expiry: number
  peer?: WalletConnectPeer
  /** CAIP-10 accounts of the session's other namespaces (solana), by namespace. */
  others?: Record<string, string[]>
}

export function parseHint(raw: string | null): StoredHint | { topic: string } | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<StoredHint>
    if (
      typeof value.topic === 'string' &&
      Array.isArray(value.accounts) &&
      value.accounts.length > 0 &&
      value.accounts.every((a) => typeof a === 'string') &&
      Number.isSafeInteger(value.chainId) &&
      typeof value.expiry === 'number'
    ) {
      const peer = value.peer && typeof value.peer.name === 'string' ? { name: value.peer.name, ...(typeof value.peer.icon === 'string' ? { icon: value.peer.icon } : {}) } : undefined
      const others = othersOf(value.others)
      return { topic: value.topic, accounts: value.accounts, chainId: value.chainId!, expiry: value.expiry, ...(peer ? { peer } : {}), ...(others ? { others } : {}) }
    }
  } catch {
    // An older marker held only the topic.
  }
  return { topic: raw }
}

function othersOf(value: unknown): Record<string, string[]> | undefined {
  if (!value || typeof value !== 'object') return undefined
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].every((a) => typeof a === 'string' && a.startsWith(`${entry[0]}:`)),
  )
  return entries.length ? Object.fromEntries(entries) : undefined
}

export const isFullHint = (hint: StoredHint | { topic: string }): hint is StoredHint => 'accounts' in hint
